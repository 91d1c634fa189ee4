import { useState } from 'preact/hooks';
import { allCharacters, api, type Schemas, unwrap } from '../api/client';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks';
import { ActionForm, Empty, ErrorNote, Loading, Page, Tile } from '../ui';

const PRESETS: Array<{ value: Schemas['Comic']['style_preset']; label: string }> = [
  { value: 'classic_american', label: 'Classic American' },
  { value: 'manga_bw', label: 'Manga (black and white)' },
  { value: 'european_tintin', label: 'European ligne claire' },
  { value: 'indie_webcomic', label: 'Indie webcomic' },
  { value: 'newspaper_sunday', label: 'Newspaper Sunday strip' },
];

/**
 * A new comic from a title, up to three locked characters and a style: planned from a story idea and drawn at once
 * (1 credit a panel), or empty, to add its panels one by one in the reader.
 */
function CreateComic() {
  const characters = useLoad(() => allCharacters(), []);
  const [planned, setPlanned] = useState(true);
  const [title, setTitle] = useState('');
  const [idea, setIdea] = useState('');
  const [setting, setSetting] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [preset, setPreset] = useState<Schemas['Comic']['style_preset']>('classic_american');
  const [pages, setPages] = useState(4);
  const locked = characters.data?.filter((c) => c.status !== 'draft') ?? [];
  const create = useAction(async () => {
    const cast = chosen.length ? chosen : locked.slice(0, 1).map((c) => c.id);
    const made = planned
      ? await unwrap(
          api.POST('/api/comics/generate', {
            body: { title, story_prompt: idea, character_ids: cast, page_count: pages, style_preset: preset },
            headers: { 'Idempotency-Key': crypto.randomUUID() },
          }),
        )
      : await unwrap(api.POST('/api/comics', { body: { title, character_ids: cast, style_preset: preset, story_prompt: idea, setting } }));
    navigate(`/comics/${made.id}`);
  });
  if (characters.data && locked.length === 0) {
    return (
      <Empty>
        A comic needs a locked character. <a href="/characters">Lock one of yours</a> or <a href="/library">import one from the library</a>.
      </Empty>
    );
  }
  const toggle = (id: string) => setChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id].slice(0, 3));
  return (
    <ActionForm onSubmit={create.run}>
      <h2>New comic (1 credit per panel)</h2>
      <label>
        How to make it
        <select name="mode" value={planned ? 'planned' : 'empty'} onChange={(e) => setPlanned(e.currentTarget.value === 'planned')}>
          <option value="planned">Planned for you and drawn at once</option>
          <option value="empty">Empty: you add and draw each panel</option>
        </select>
      </label>
      <label>
        Title
        <input name="title" required maxLength={200} value={title} onInput={(e) => setTitle(e.currentTarget.value)} />
      </label>
      <label>
        {planned ? 'Story idea' : 'Story idea (optional)'}
        <textarea name="story_prompt" required={planned} maxLength={2000} rows={3} placeholder="Two friends find a treasure map and race a storm to the island" value={idea} onInput={(e) => setIdea(e.currentTarget.value)} />
      </label>
      {!planned && (
        <label>
          Where it happens (optional: every panel is drawn there)
          <input name="setting" maxLength={500} placeholder="A lighthouse on a stormy coast" value={setting} onInput={(e) => setSetting(e.currentTarget.value)} />
        </label>
      )}
      <fieldset>
        <legend>Characters (up to 3)</legend>
        {locked.map((c, index) => (
          <label class="check">
            <input type="checkbox" checked={chosen.length ? chosen.includes(c.id) : index === 0} onChange={() => toggle(c.id)} /> {c.name}
          </label>
        ))}
      </fieldset>
      <div class="row">
        <label>
          Style
          <select name="style_preset" value={preset} onChange={(e) => setPreset(e.currentTarget.value as typeof preset)}>
            {PRESETS.map((p) => (
              <option value={p.value}>{p.label}</option>
            ))}
          </select>
        </label>
        {planned && (
          <label>
            Panels
            <input type="number" name="page_count" min={3} max={8} value={pages} onInput={(e) => setPages(Number(e.currentTarget.value))} />
          </label>
        )}
      </div>
      <ErrorNote error={create.error} />
      <button type="submit" class="primary" disabled={create.busy}>
        {planned ? (create.busy ? 'Planning…' : `Make comic (${pages} credits)`) : 'Start the empty comic (free)'}
      </button>
    </ActionForm>
  );
}

/** The caller's comics, newest first, and a form to make one from an idea. */
export function ComicsPage() {
  const comics = useLoad(() => unwrap(api.GET('/api/comics')), []);
  return (
    <Page title="Comics">
      <CreateComic />
      <h2>Your comics</h2>
      {comics.loading && !comics.data && <Loading what="your comics" />}
      <ErrorNote error={comics.error} />
      {comics.data?.comics.length === 0 && <Empty>No comics yet: describe an idea above.</Empty>}
      <ul class="grid">
        {comics.data?.comics.map((comic) => (
          <Tile href={`/comics/${comic.id}`} image={comic.cover_image_url} imageAlt={comic.cover_image_alt_text ?? ''} name={comic.title} status={comic.status} />
        ))}
      </ul>
    </Page>
  );
}
