import { solidPng } from './images';
import { type FakeServer, notFound, startFakeServer, unauthorized } from './server';

/**
 * Gemini fake: POST /v1beta/models/<model>:generateContent answers one candidate with an inlineData PNG.
 * Invalid output: a candidate with only text. Content-policy blocks: failNext(1, 200, {body: {promptFeedback: {blockReason: 'SAFETY'}}}).
 */
export async function startFakeGemini(options: { apiKey?: string } = {}): Promise<FakeServer> {
  const image = await solidPng(64, 96);
  return startFakeServer((request, mode) => {
    if (!/^\/v1beta\/models\/[^/]+:generateContent$/.test(request.path)) return notFound(request);
    const denied = unauthorized(request, 'x-goog-api-key', options.apiKey);
    if (denied) return denied;
    const parts =
      mode === 'invalid'
        ? [{ text: 'I cannot draw that today.' }]
        : [{ text: 'Here you go.' }, { inlineData: { mimeType: 'image/png', data: image.toString('base64') } }];
    return { json: { candidates: [{ finishReason: 'STOP', content: { role: 'model', parts } }] } };
  });
}
