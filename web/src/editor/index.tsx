import { useState } from 'preact/hooks';
import { api, type Schemas, unwrap } from '../api/client';
import { postTo, serverHas } from '../api/new-routes';
import { useLoad } from '../hooks';
import { lazy } from '../lazy';
import { list, t } from '../i18n';
import { formatDate, Loading } from '../ui';
import type { EditOutcome, EditRequest } from './edit-tool';

const EditTool = lazy(async () => (await import('./edit-tool')).default, 'edit.loadingTool');

/** "Likeness to the character 88 / 100, meets the minimum score.", and the issues found, of an edit's result. */
function summaryOf(result: Schemas['EditResult']): string[] {
  const likeness = t('edit.likeness', { score: result.consistency_score, max: 100, passed: result.passed ? 'yes' : 'no' });
  return result.issues.length ? [likeness, t('edit.noticed', { issues: list(result.issues) })] : [likeness];
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
      <h2 id="edits-heading">{t('edit.history')}</h2>
      {history.loading && !history.data && <Loading text={t('edit.loadingHistory')} />}
      {history.data?.edits.length === 0 && <p class="muted">{t('scene.noneYet')}</p>}
      <ul class="grid" data-testid="edit-history">
        {history.data?.edits.map((edit) => (
          <li class="card tile">
            <a href={`/scenes/${edit.image_id}`}>
              <img src={edit.image_url} alt={edit.alt_text} loading="lazy" />
              <span class="name">{t('edit.quoted', { instruction: edit.edit_instruction ?? '' })}</span>
            </a>
            <span class="muted small">{formatDate(edit.created_at)}</span>
          </li>
        ))}
      </ul>
      {open ? (
        <EditTool heading={t('edit.heading')} image={scene.image_url} alt={scene.alt_text} run={run} onClose={() => setOpen(false)} />
      ) : (
        <div class="buttons">
          <button type="button" class="primary" onClick={() => setOpen(true)}>
            {t('edit.heading')}
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
  if (available.data === undefined) return <Loading text={t('edit.loadingTool')} />;
  if (!available.data)
    return (
      <div class="card unavailable">
        <p class="note" role="status" data-testid="panel-edit-missing">
          {t('edit.panelMissing')}
        </p>
        <div class="buttons">
          <button type="button" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </div>
    );
  return <EditTool heading={t('edit.panelHeading', { number: panel.page_number })} image={panel.image_url ?? ''} alt={panel.alt_text} run={run} onClose={onClose} />;
}
