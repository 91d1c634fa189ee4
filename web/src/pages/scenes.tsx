import { useEffect, useState } from 'preact/hooks';
import { allCharacters, api, type Schemas, unwrap } from '../api/client';
import { useAction, useLoad } from '../hooks';
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
    if (!window.confirm(`Delete the scene “${scene.prompt}”? Its image is deleted too.`)) return;
    await unwrap(api.DELETE('/api/scenes/{image_id}', { params: { path: { image_id: scene.image_id } } }));
    setScenes((shown) => shown.filter((one) => one.image_id !== scene.image_id));
  });
  const names = new Map((characters.data ?? []).map((character) => [character.id, character.name]));
  return (
    <Page
      title="Scenes"
      actions={
        <a class="button" href="/scenes/new">
          Scene with several characters
        </a>
      }
    >
      <p class="lead">Every scene you generated, newest first: open one for its details and to vary it. Storybook pages live in their storybooks.</p>
      <form class="inline" onSubmit={(event) => event.preventDefault()}>
        <label>
          Character
          <select name="character" value={characterId} onChange={(event) => setCharacterId(event.currentTarget.value)}>
            <option value="">All characters</option>
            {(characters.data ?? []).map((character) => (
              <option value={character.id}>{character.name}</option>
            ))}
          </select>
        </label>
      </form>
      <ErrorNote error={remove.error} />
      <ErrorNote error={load.error} />
      {!loaded && <Loading what="your scenes" />}
      {loaded && scenes.length === 0 && (
        <Empty>
          No scenes {characterId ? 'of this character ' : ''}yet: open a locked character on the <a href="/characters">Characters</a> page and generate one.
        </Empty>
      )}
      <ul class="grid scenes">
        {scenes.map((scene) => (
          <li class="card tile">
            <a href={`/scenes/${scene.image_id}`}>
              <img src={scene.image_url} alt={scene.alt_text} loading="lazy" />
              <span class="name">{scene.prompt}</span>
            </a>
            <span class="muted small">
              {scene.character_ids.map((id) => names.get(id) ?? 'a deleted character').join(', ')} · likeness {scene.consistency_score}
              {scene.prompt_issues.length ? ' · not all of the prompt drawn' : ''} · {formatDate(scene.created_at)}
            </span>
            <button type="button" class="danger" disabled={remove.busy} onClick={() => void remove.run(scene)} aria-label={`Delete the scene “${scene.prompt}”`}>
              Delete
            </button>
          </li>
        ))}
      </ul>
      {next && (
        <div class="buttons">
          <button type="button" disabled={load.busy} onClick={() => void load.run(next)}>
            Show older scenes
          </button>
        </div>
      )}
    </Page>
  );
}
