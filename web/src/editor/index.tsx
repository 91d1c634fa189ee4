import { useState } from 'preact/hooks';
import { api, type Schemas, unwrap } from '../api/client';
import { postTo, serverHas } from '../api/new-routes';
import { useLoad } from '../hooks';
import { lazy } from '../lazy';
import { EDIT_WORDS as W } from '../picture-words';
import { formatDate, Loading } from '../ui';
import type { EditOutcome, EditRequest } from './edit-tool';

const EditTool = lazy(async () => (await import('./edit-tool')).default, 'the edit tool');

/** "Likeness 88 / 100, meets the minimum score", and the issues found, of an edit's result. */
function summaryOf(result: Schemas['EditResult']): string {
  const likeness = `${W.likeness} ${result.consistency_score} / 100, ${result.passed ? W.passed : W.belowMinimum}.`;
  return result.issues.length ? `${likeness} ${result.issues.join('; ')}.` : likeness;
}

/** A scene's edit tool (opened on demand) and the edits made of it, newest first, each a scene of its own. */
export function SceneEdits({ scene }: { scene: Schemas['Scene'] }) {
  const [open, setOpen] = useState(false);
  const history = useLoad(() => unwrap(api.GET('/api/scenes/{image_id}/edits', { params: { path: { image_id: scene.image_id } } })), [scene.image_id]);
  const run = async (request: EditRequest): Promise<EditOutcome> => {
    const result = await unwrap(api.POST('/api/scenes/{image_id}/edit', { params: { path: { image_id: scene.image_id } }, body: request, headers: { 'Idempotency-Key': crypto.randomUUID() } }));
    history.reload();
    return { imageUrl: result.image_url, altText: result.alt_text, sceneId: result.image_id, summary: summaryOf(result) };
  };
  return (
    <section aria-labelledby="edits-heading">
      <h2 id="edits-heading">{W.history}</h2>
      {history.loading && !history.data && <Loading what={W.history.toLowerCase()} />}
      {history.data?.edits.length === 0 && <p class="muted">{W.noHistory}</p>}
      <ul class="grid" data-testid="edit-history">
        {history.data?.edits.map((edit) => (
          <li class="card tile">
            <a href={`/scenes/${edit.image_id}`}>
              <img src={edit.image_url} alt={edit.alt_text} loading="lazy" />
              <span class="name">“{edit.edit_instruction}”</span>
            </a>
            <span class="muted small">{formatDate(edit.created_at)}</span>
          </li>
        ))}
      </ul>
      {open ? (
        <EditTool heading={W.heading} image={scene.image_url} alt={scene.alt_text} run={run} onClose={() => setOpen(false)} />
      ) : (
        <div class="buttons">
          <button type="button" class="primary" onClick={() => setOpen(true)}>
            {W.heading}
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * A comic panel's edit tool (POST /api/comics/{id}/panels/{page_number}/edit): its picture edited in words, in a
 * mask or a box. A server without that route says so before anything is painted.
 */
export function PanelEdit({ comicId, panel, onEdited, onClose }: { comicId: string; panel: Schemas['ComicPanel']; onEdited: () => void; onClose: () => void }) {
  const path = `/api/comics/${comicId}/panels/${panel.page_number}/edit`;
  const available = useLoad(() => serverHas(path), [path]);
  const run = async (request: EditRequest): Promise<EditOutcome> => {
    const result = await postTo<{ image_url?: string; alt_text?: string }>(path, request, true);
    onEdited();
    return { imageUrl: result.image_url, altText: result.alt_text };
  };
  if (available.data === undefined) return <Loading what={W.panelEditShort.toLowerCase()} />;
  if (!available.data)
    return (
      <div class="card unavailable">
        <p class="note" role="status" data-testid="panel-edit-missing">
          {W.panelMissing}
        </p>
        <div class="buttons">
          <button type="button" onClick={onClose}>
            {W.close}
          </button>
        </div>
      </div>
    );
  return <EditTool heading={W.panelHeading(panel.page_number)} image={panel.image_url ?? ''} alt={panel.alt_text} run={run} onClose={onClose} />;
}
