import { solidPng } from './images';
import { type FakeServer, notFound, startFakeServer } from './server';

/**
 * ComfyUI fake: POST /upload/image (multipart), POST /prompt, GET /history/<id> (empty for the first
 * `pendingPolls` polls of each job, then the outputs), GET /view.
 * Invalid output: on /history a failed execution, on /view bytes that are not an image.
 */
export async function startFakeComfyUI(options: { pendingPolls?: number } = {}): Promise<FakeServer> {
  const image = await solidPng(128, 128);
  const polls = new Map<string, number>();
  let jobs = 0;
  return startFakeServer(async (request, mode) => {
    if (request.method === 'POST' && request.path === '/upload/image') {
      const file = (await request.form()).get('image') as File;
      return { json: { name: file.name, subfolder: '', type: 'input' } };
    }
    if (request.method === 'POST' && request.path === '/prompt') {
      jobs += 1;
      return { json: { prompt_id: `job-${jobs}`, number: jobs, node_errors: {} } };
    }
    const history = /^\/history\/(.+)$/.exec(request.path);
    if (history) {
      const id = history[1];
      if (mode === 'invalid') return { json: { [id]: { outputs: {}, status: { status_str: 'error', messages: [['execution_error', { node_id: '6' }]] } } } };
      const seen = (polls.get(id) ?? 0) + 1;
      polls.set(id, seen);
      if (seen <= (options.pendingPolls ?? 1)) return { json: {} };
      const images = [{ filename: `likeness_${id}.png`, subfolder: '', type: 'output' }];
      return { json: { [id]: { outputs: { '12': { images } }, status: { status_str: 'success', completed: true } } } };
    }
    if (request.path === '/view') return mode === 'invalid' ? { body: 'not an image', contentType: 'text/plain' } : { body: image, contentType: 'image/png' };
    return notFound(request);
  });
}
