import { useState } from 'preact/hooks';
import { allCharacters, api, type Schemas, unwrap } from '../api/client';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks';
import { useLiveStorybook } from '../live';
import { ModelChoice, modelField } from '../models';
import { useTimedRun, Working } from '../timing';
import { ActionForm, Empty, ErrorNote, formatDate, Loading, Page, Pager } from '../ui';

const PAGE_SIZE = 20;

/** Make a storybook from one scene per page with a locked character; the caller's storybooks, newest first. */
export function StorybooksPage() {
  const characters = useLoad(() => allCharacters(), []);
  const [characterId, setCharacterId] = useState('');
  const [pages, setPages] = useState('');
  const [pdf, setPdf] = useState(true);
  const [model, setModel] = useState('');
  const locked = characters.data?.filter((c) => c.status !== 'draft') ?? [];
  const lines = pages.split('\n').map((line) => line.trim()).filter(Boolean);
  const { since, timed } = useTimedRun('storybook-page');
  const create = useAction(async () => {
    const body = { character_id: characterId || locked[0]?.id, pages: lines, export_pdf: pdf, ...modelField(model) };
    const book = await timed(lines.length, () => unwrap(api.POST('/api/storybook', { body, headers: { 'Idempotency-Key': crypto.randomUUID() } })));
    navigate(`/storybooks/${book.id}`);
  });
  return (
    <Page title="Storybooks">
      {characters.data && locked.length === 0 ? (
        <Empty>
          A storybook needs a locked character. <a href="/characters">Lock one of yours</a> or <a href="/library">import one from the library</a>.
        </Empty>
      ) : (
        <ActionForm onSubmit={create.run}>
          <h2>New storybook (1 credit per page)</h2>
          <label>
            Character
            <select name="character" value={characterId || locked[0]?.id} onChange={(e) => setCharacterId(e.currentTarget.value)}>
              {locked.map((c) => (
                <option value={c.id}>{c.name}</option>
              ))}
            </select>
          </label>
          <label>
            Pages: one scene per line (at most 20)
            <textarea name="pages" rows={5} required value={pages} placeholder={'finds a map in the attic\nsets off across the hills\ndiscovers the hidden lake'} onInput={(e) => setPages(e.currentTarget.value)} />
          </label>
          <label class="check">
            <input type="checkbox" checked={pdf} onChange={(e) => setPdf(e.currentTarget.checked)} /> Also make a PDF
          </label>
          <ModelChoice value={model} onChange={setModel} />
          <ErrorNote error={create.error} />
          {since !== undefined && <Working what={`Drawing ${lines.length} page${lines.length === 1 ? '' : 's'}`} kind="storybook-page" units={lines.length} since={since} />}
          <button type="submit" class="primary" disabled={create.busy}>
            Make storybook
          </button>
        </ActionForm>
      )}
      <YourStorybooks />
    </Page>
  );
}

/** The caller's storybooks from the API, newest first, a page at a time. */
function YourStorybooks() {
  const [offset, setOffset] = useState(0);
  const books = useLoad(() => unwrap(api.GET('/api/storybooks', { params: { query: { limit: PAGE_SIZE, offset } } })), [offset]);
  const total = books.data?.total ?? 0;
  return (
    <>
      <h2>Your storybooks</h2>
      {books.loading && !books.data && <Loading what="your storybooks" />}
      <ErrorNote error={books.error} />
      {books.data && total === 0 && <Empty>No storybooks yet. Write one scene per line above to make your first.</Empty>}
      {books.data && total > 0 && (
        <>
          <ul class="books">
            {books.data.storybooks.map((book) => (
              <li class="card book">
                <a href={`/storybooks/${book.id}`}>{book.title}</a>
                <span class={`badge ${book.status}`}>{book.status.replace(/_/g, ' ')}</span>
                <span class="muted">
                  {book.character_names.join(', ')} · {statusText(book)} · {formatDate(book.created_at)}
                </span>
              </li>
            ))}
          </ul>
          {total > PAGE_SIZE && <Pager offset={offset} pageSize={PAGE_SIZE} total={total} onOffset={setOffset} labels={['Newer', 'Older']} />}
        </>
      )}
    </>
  );
}

function statusText(book: Pick<Schemas['StorybookResult'], 'generated' | 'total_pages' | 'failed'>): string {
  return `${book.generated} of ${book.total_pages} pages drawn${book.failed ? `, ${book.failed} failed` : ''}`;
}

/** One storybook: its pages (followed live while they are drawn), the PDF, and a retry of failed pages. */
export function StorybookPage({ id }: { id: string }) {
  const book = useLiveStorybook(id);
  const retry = useAction(async () => {
    await unwrap(api.POST('/api/storybooks/{id}/retry', { params: { path: { id } }, headers: { 'Idempotency-Key': crypto.randomUUID() } }));
    book.reload();
  });
  const remove = useAction(async () => {
    if (!window.confirm('Delete this storybook, its pages and its PDF? This cannot be undone.')) return;
    await unwrap(api.DELETE('/api/storybooks/{id}', { params: { path: { id } } }));
    navigate('/storybooks');
  });
  if (book.loading && !book.data) return <Loading what="the storybook" />;
  if (!book.data) return <ErrorNote error={book.error} />;
  const b = book.data;
  return (
    <Page title={`Storybook: ${b.character_names.join(', ')}`} actions={<span class="badge">{b.status.replace(/_/g, ' ')}</span>}>
      <p class="lead" role="status">
        {b.status === 'generating' ? `Drawing pages: ${b.generated} of ${b.total_pages} done. They appear here as they are finished.` : statusText(b)}
      </p>
      <div class="buttons">
        {b.pdf_url && (
          <a class="button" href={`/api/storybooks/${id}.pdf`} download="">
            Download PDF
          </a>
        )}
        {b.failed > 0 && (
          <button type="button" onClick={() => void retry.run()} disabled={retry.busy}>
            Retry {b.failed} failed page{b.failed === 1 ? '' : 's'} ({b.failed} credit{b.failed === 1 ? '' : 's'})
          </button>
        )}
        {b.status !== 'generating' && (
          <button type="button" class="danger" onClick={() => void remove.run()} disabled={remove.busy}>
            Delete storybook
          </button>
        )}
      </div>
      <ErrorNote error={retry.error} />
      <ErrorNote error={remove.error} />
      <ol class="pages">
        {b.pages.map((page) => (
          <li class="card">
            {page.image_url ? <img src={page.image_url} alt={page.alt_text ?? ''} loading="lazy" /> : <div class="placeholder" aria-hidden="true" />}
            <p>
              <strong>Page {page.page}.</strong> {page.prompt}
            </p>
            {page.error && <p class="error-text">{page.error}</p>}
          </li>
        ))}
      </ol>
    </Page>
  );
}
