import { useEffect, useState } from 'preact/hooks';
import { api, unwrap, type Schemas } from './api/client';
import { useLoad, type Loaded } from './hooks';

type ComicWithPages = { comic: Schemas['Comic']; pages: Schemas['ComicPanel'][] };

/** A panel the stream told of, in its place among the others (page order). */
function withPanel(pages: Schemas['ComicPanel'][], panel: Schemas['ComicPanel']): Schemas['ComicPanel'][] {
  return [...pages.filter((known) => known.page_number !== panel.page_number), panel].sort((a, b) => a.page_number - b.page_number);
}

/**
 * The comic, kept current while it generates by its Server-Sent Events (GET /api/comics/{id}/events): each panel as
 * it is planned, drawn or fails, the status, then the whole comic; the browser reconnects by itself with the last event
 * id, so a dropped connection misses nothing. No polling.
 */
export function useLiveComic(id: string): Loaded<ComicWithPages> {
  const loaded = useLoad(() => unwrap(api.GET('/api/comics/{id}', { params: { path: { id } } })), [id]);
  const [live, setLive] = useState<ComicWithPages>();
  const generating = loaded.data?.comic.status === 'generating';
  useEffect(() => {
    setLive(undefined);
    if (!generating) return;
    const events = new EventSource(`/api/comics/${encodeURIComponent(id)}/events`);
    const update = (change: (current: ComicWithPages) => ComicWithPages) => setLive((current) => change(current ?? (loaded.data as ComicWithPages)));
    events.addEventListener('panel', (event) => {
      const panel = JSON.parse((event as MessageEvent<string>).data) as Schemas['ComicPanel'];
      update((current) => ({ ...current, pages: withPanel(current.pages, panel) }));
    });
    events.addEventListener('status', (event) => {
      const comic = JSON.parse((event as MessageEvent<string>).data) as Schemas['Comic'];
      update((current) => ({ ...current, comic }));
    });
    events.addEventListener('done', (event) => {
      events.close();
      setLive(JSON.parse((event as MessageEvent<string>).data) as ComicWithPages);
    });
    return () => events.close();
  }, [id, generating]);
  return { ...loaded, data: live ?? loaded.data };
}
