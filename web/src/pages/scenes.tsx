import { useEffect, useState } from 'preact/hooks';
import { allCharacters, api, type Schemas, unwrap } from '../api/client';
import { useAction, useLoad } from '../hooks';
import { list, rich, t } from '../i18n';
import { Empty, ErrorNote, formatDate, Loading, Page } from '../ui';

const PAGE_SIZE = 24;

/** The gallery: every scene made with generate, generate-multi and vary, newest first, with a filter by character. */
export function ScenesPage() {
  const characters = useLoad(() => allCharacters(), []);
  const [characterId, setCharacterId] = useState('');
  const [scenes, setScenes] = useState<Schemas['Scene'][]>([]);
  const [next, setNext] = useState<string | null>(null);
  const load = useAction(async (after?: string) => {
    const query = { limit: PAGE_SIZE, ...(after ? { after } : {}), ...(characterId ? { character_id: characterId } : {}) };
    const page = await unwrap(api.GET('/api/scenes', { params: { query } }));
    setScenes((shown) => (after ? [...shown, ...page.scenes] : page.scenes));
    setNext(page.next_after);
  });
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void load.run().then(() => setLoaded(true));
  }, [characterId]);
  const remove = useAction(async (scene: Schemas['Scene']) => {
    if (!window.confirm(t('scenes.deleteConfirm', { prompt: scene.prompt }))) return;
    await unwrap(api.DELETE('/api/scenes/{image_id}', { params: { path: { image_id: scene.image_id } } }));
    setScenes((shown) => shown.filter((one) => one.image_id !== scene.image_id));
  });
  const names = new Map((characters.data ?? []).map((character) => [character.id, character.name]));
  return (
    <Page
      title={t('nav.scenes')}
      actions={
        <a class="button" href="/scenes/new">
          {t('scenes.multiButton')}
        </a>
      }
    >
      <p class="lead">{t('scenes.lead')}</p>
      <form class="inline" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('common.character')}
          <select name="character" value={characterId} onChange={(event) => setCharacterId(event.currentTarget.value)}>
            <option value="">{t('scenes.allCharacters')}</option>
            {(characters.data ?? []).map((character) => (
              <option value={character.id}>{character.name}</option>
            ))}
          </select>
        </label>
      </form>
      <ErrorNote error={remove.error} />
      <ErrorNote error={load.error} />
      {!loaded && <Loading text={t('scenes.loading')} />}
      {loaded && scenes.length === 0 && (
        <Empty>{rich(characterId ? 'scenes.emptyOfCharacter' : 'scenes.empty', {}, { link: (words) => <a href="/characters">{words}</a> })}</Empty>
      )}
      <ul class="grid scenes">
        {scenes.map((scene) => (
          <li class="card tile">
            <a href={`/scenes/${scene.image_id}`}>
              <img src={scene.image_url} alt={scene.alt_text} loading="lazy" />
              <span class="name">{scene.prompt}</span>
            </a>
            <span class="muted small">
              {list(scene.character_ids.map((id) => names.get(id) ?? t('common.deletedCharacter')))} · {t('scenes.likeness', { score: scene.consistency_score })}
              {scene.prompt_issues.length ? ` · ${t('scenes.notAllDrawn')}` : ''} · {formatDate(scene.created_at)}
            </span>
            <button type="button" class="danger" disabled={remove.busy} onClick={() => void remove.run(scene)} aria-label={t('scenes.deleteNamed', { prompt: scene.prompt })}>
              {t('common.delete')}
            </button>
          </li>
        ))}
      </ul>
      {next && (
        <div class="buttons">
          <button type="button" disabled={load.busy} onClick={() => void load.run(next)}>
            {t('scenes.older')}
          </button>
        </div>
      )}
    </Page>
  );
}
