import { useState } from 'preact/hooks';
import { allCharacters, api, type Schemas, unwrap } from '../api/client';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks';
import { useLiveComic } from '../live';
import { ActionForm, Empty, ErrorNote, Loading, Page, Tile } from '../ui';

const PRESETS: Array<{ value: Schemas['Comic']['style_preset']; label: string }> = [
  { value: 'classic_american', label: 'Classic American' },
  { value: 'manga_bw', label: 'Manga (black and white)' },
  { value: 'european_tintin', label: 'European ligne claire' },
  { value: 'indie_webcomic', label: 'Indie webcomic' },
  { value: 'newspaper_sunday', label: 'Newspaper Sunday strip' },
];

function CreateComic() {
  const characters = useLoad(() => allCharacters(), []);
  const [title, setTitle] = useState('');
  const [idea, setIdea] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [preset, setPreset] = useState<Schemas['Comic']['style_preset']>('classic_american');
  const [pages, setPages] = useState(4);
  const locked = characters.data?.filter((c) => c.status !== 'draft') ?? [];
  const create = useAction(async () => {
    const started = await unwrap(
      api.POST('/api/comics/generate', {
        body: { title, story_prompt: idea, character_ids: chosen.length ? chosen : locked.slice(0, 1).map((c) => c.id), page_count: pages, style_preset: preset },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    );
    navigate(`/comics/${started.id}`);
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
        Title
        <input name="title" required maxLength={200} value={title} onInput={(e) => setTitle(e.currentTarget.value)} />
      </label>
      <label>
        Story idea
        <textarea name="story_prompt" required maxLength={2000} rows={3} placeholder="Two friends find a treasure map and race a storm to the island" value={idea} onInput={(e) => setIdea(e.currentTarget.value)} />
      </label>
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
        <label>
          Panels
          <input type="number" name="page_count" min={3} max={8} value={pages} onInput={(e) => setPages(Number(e.currentTarget.value))} />
        </label>
      </div>
      <ErrorNote error={create.error} />
      <button type="submit" class="primary" disabled={create.busy}>
        {create.busy ? 'Planning…' : `Make comic (${pages} credits)`}
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

function Panels({ pages, expected }: { pages: Schemas['ComicPanel'][]; expected: number }) {
  const slots = Array.from({ length: Math.max(expected, pages.length) }, (_, index) => pages[index]);
  return (
    <ol class="panels" aria-live="polite">
      {slots.map((panel, index) => (
        <li class="card panel" data-testid={panel?.image_url ? 'panel-ready' : 'panel-pending'}>
          {panel?.page_url || panel?.image_url ? (
            <img src={panel.page_url ?? panel.image_url ?? ''} alt={panel.alt_text} />
          ) : (
            <div class="placeholder pending" aria-hidden="true" />
          )}
          <p class="small">
            <strong>{index + 1}.</strong> {panel ? panel.caption || panel.action : 'Drawing…'}
          </p>
          {panel?.error && <p class="error-text">{panel.error}</p>}
        </li>
      ))}
    </ol>
  );
}

/** "panel 3", "panels 3 to 5". */
function panelRange(numbers: number[]): string {
  return numbers.length === 1 ? `panel ${numbers[0]}` : `panels ${numbers[0]} to ${numbers[numbers.length - 1]}`;
}

/** A printed page and, beside it, what its panels show and say (their alt_text), which describes the picture. */
function PrintedPage({ page, number, total, panels }: { page: Schemas['ComicLayout']['pages'][number]; number: number; total: number; panels: Schemas['ComicPanel'][] }) {
  const shown = page.panels.map((frame) => panels.find((panel) => panel.page_number === frame.page_number)).filter((panel) => panel !== undefined);
  return (
    <figure class="printed">
      <img src={page.url} alt={`Page ${number} of ${total}, ${panelRange(shown.map((panel) => panel.page_number))}`} aria-describedby="page-text" data-testid="printed-page" />
      <figcaption id="page-text" class="panel-text" data-testid="page-text">
        <ol>
          {shown.map((panel) => (
            <li key={panel.page_number}>
              <strong>Panel {panel.page_number}.</strong> {panel.alt_text}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}

/** The reader: panels appearing while the comic generates, then the lettered pages and the PDF. */
export function ComicReader({ id }: { id: string }) {
  const comic = useLiveComic(id);
  const ready = comic.data?.comic.status === 'ready';
  const layout = useLoad(() => (ready ? unwrap(api.GET('/api/comics/{id}/layout', { params: { path: { id }, query: {} } })) : Promise.resolve(undefined)), [id, ready]);
  const [page, setPage] = useState(0);
  if (comic.loading && !comic.data) return <Loading what="the comic" />;
  if (!comic.data) return <ErrorNote error={comic.error} />;
  const { comic: c, pages } = comic.data;
  const printed = layout.data?.pages ?? [];
  const drawn = pages.filter((p) => p.image_url).length;
  return (
    <Page title={c.title} actions={<span class={`badge ${c.status}`}>{c.status}</span>}>
      <p class="lead">{c.story_prompt}</p>
      {c.status === 'generating' && (
        <p role="status" data-testid="progress">
          {pages.length === 0
            ? 'Planning the story: the setting, the outfits and each panel’s scene and words. The panels appear here as they are drawn.'
            : `Drawing panels: ${drawn} of ${pages.length} done. They appear here as they are finished.`}
        </p>
      )}
      {c.status === 'failed' && <p class="state error">This comic failed: {c.error ?? 'unknown error'}. Undelivered panels were refunded.</p>}
      {ready && (
        <div class="buttons">
          <a class="button primary" href={`/api/comics/${id}.pdf`} download="">
            Download PDF
          </a>
          <a class="button" href={`/api/comics/${id}.cbz`} download="">
            CBZ
          </a>
          <a class="button" href={`/api/comics/${id}.epub`} download="">
            EPUB
          </a>
        </div>
      )}
      {printed.length > 0 && (
        <section class="reader" aria-label="Pages">
          <PrintedPage page={printed[page]} number={page + 1} total={printed.length} panels={pages} />
          <div class="pager">
            <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous page
            </button>
            <span>
              Page {page + 1} of {printed.length}
            </span>
            <button type="button" disabled={page >= printed.length - 1} onClick={() => setPage(page + 1)}>
              Next page
            </button>
          </div>
        </section>
      )}
      <ErrorNote error={layout.error} />
      <h2>Panels</h2>
      <Panels pages={pages} expected={c.page_count} />
    </Page>
  );
}
