import { useState } from 'preact/hooks';
import { allCharacters, api, type Schemas, unwrap } from '../api/client';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks';
import { useLiveStorybook } from '../live';
import { ModelChoice, modelField } from '../models';
import { useTimedRun, Working } from '../timing';
import { list, rich, t } from '../i18n';
import { ActionForm, Empty, ErrorNote, formatDate, Loading, Page, Pager, statusWord } from '../ui';

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
    <Page title={t('nav.storybooks')}>
      {characters.data && locked.length === 0 ? (
        <Empty>{rich('storybooks.needsLocked', {}, { lock: (words) => <a href="/characters">{words}</a>, library: (words) => <a href="/library">{words}</a> })}</Empty>
      ) : (
        <ActionForm onSubmit={create.run}>
          <h2>{t('storybooks.new')}</h2>
          <label>
            {t('common.character')}
            <select name="character" value={characterId || locked[0]?.id} onChange={(e) => setCharacterId(e.currentTarget.value)}>
              {locked.map((c) => (
                <option value={c.id}>{c.name}</option>
              ))}
            </select>
          </label>
          <label>
            {t('storybooks.pages')}
            <textarea name="pages" rows={5} required value={pages} placeholder={t('storybooks.pagesPlaceholder')} onInput={(e) => setPages(e.currentTarget.value)} />
          </label>
          <label class="check">
            <input type="checkbox" checked={pdf} onChange={(e) => setPdf(e.currentTarget.checked)} /> {t('storybooks.alsoPdf')}
          </label>
          <ModelChoice value={model} onChange={setModel} />
          <ErrorNote error={create.error} />
          {since !== undefined && <Working what={t('storybooks.drawingPages', { count: lines.length })} kind="storybook-page" units={lines.length} since={since} />}
          <button type="submit" class="primary" disabled={create.busy}>
            {t('storybooks.make')}
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
      <h2>{t('storybooks.yours')}</h2>
      {books.loading && !books.data && <Loading text={t('storybooks.loading')} />}
      <ErrorNote error={books.error} />
      {books.data && total === 0 && <Empty>{t('storybooks.empty')}</Empty>}
      {books.data && total > 0 && (
        <>
          <ul class="books">
            {books.data.storybooks.map((book) => (
              <li class="card book">
                <a href={`/storybooks/${book.id}`}>{book.title}</a>
                <span class={`badge ${book.status}`}>{statusWord(book.status)}</span>
                <span class="muted">
                  {list(book.character_names)} · {statusText(book)} · {formatDate(book.created_at)}
                </span>
              </li>
            ))}
          </ul>
          {total > PAGE_SIZE && <Pager offset={offset} pageSize={PAGE_SIZE} total={total} onOffset={setOffset} labels={[t('common.newer'), t('common.older')]} />}
        </>
      )}
    </>
  );
}

function statusText(book: Pick<Schemas['StorybookResult'], 'generated' | 'total_pages' | 'failed'>): string {
  return book.failed ? t('storybooks.drawnFailed', { drawn: book.generated, total: book.total_pages, failed: book.failed }) : t('storybooks.drawn', { drawn: book.generated, total: book.total_pages });
}

/** One storybook: its pages (followed live while they are drawn), the PDF, and a retry of failed pages. */
export function StorybookPage({ id }: { id: string }) {
  const book = useLiveStorybook(id);
  const retry = useAction(async () => {
    await unwrap(api.POST('/api/storybooks/{id}/retry', { params: { path: { id } }, headers: { 'Idempotency-Key': crypto.randomUUID() } }));
    book.reload();
  });
  const remove = useAction(async () => {
    if (!window.confirm(t('storybooks.deleteConfirm'))) return;
    await unwrap(api.DELETE('/api/storybooks/{id}', { params: { path: { id } } }));
    navigate('/storybooks');
  });
  if (book.loading && !book.data) return <Loading text={t('storybooks.loadingOne')} />;
  if (!book.data) return <ErrorNote error={book.error} />;
  const b = book.data;
  return (
    <Page title={t('storybooks.title', { names: list(b.character_names) })} actions={<span class="badge">{statusWord(b.status)}</span>}>
      <p class="lead" role="status">
        {b.status === 'generating' ? t('storybooks.drawingProgress', { drawn: b.generated, total: b.total_pages }) : statusText(b)}
      </p>
      <div class="buttons">
        {b.pdf_url && (
          <a class="button" href={`/api/storybooks/${id}.pdf`} download="">
            {t('common.downloadPdf')}
          </a>
        )}
        {b.failed > 0 && (
          <button type="button" onClick={() => void retry.run()} disabled={retry.busy}>
            {t('storybooks.retry', { count: b.failed })}
          </button>
        )}
        {b.status !== 'generating' && (
          <button type="button" class="danger" onClick={() => void remove.run()} disabled={remove.busy}>
            {t('storybooks.delete')}
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
              <strong>{t('storybooks.pageNumber', { number: page.page })}</strong> {page.prompt}
            </p>
            {page.error && <p class="error-text">{page.error}</p>}
          </li>
        ))}
      </ol>
    </Page>
  );
}
