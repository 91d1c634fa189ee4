import { useEffect, useState } from 'preact/hooks';
import { api, unwrap, type Schemas } from './api/client';
import { refreshBalance } from './balance';
import { useLoad, type Loaded } from './hooks';

export type ComicWithPages = { comic: Schemas['Comic']; pages: Schemas['ComicPanel'][] };
type Storybook = Schemas['StorybookResult'];

/** An item the stream told of, in its place among the others (by its number). */
function withItem<T>(items: T[], item: T, number: (one: T) => number): T[] {
  return [...items.filter((known) => number(known) !== number(item)), item].sort((a, b) => number(a) - number(b));
}

/**
 * A resource kept current while it generates by its Server-Sent Events: each item (panel or page) as it is planned,
 * drawn or fails, the status, then the whole resource at `done`; the browser reconnects by itself with the last event
 * id, so a dropped connection misses nothing. No polling. An item that failed (refunded) and the end of the run read
 * the balance again.
 */
function useLive<T, Item extends { error?: string | null }, Head>(
  loaded: Loaded<T>,
  stream: { url: string; generating: boolean; itemEvent: string; withItem: (current: T, item: Item) => T; withHead: (current: T, head: Head) => T },
): Loaded<T> {
  const [live, setLive] = useState<T>();
  // A reload (after an edit) is newer than what the stream said.
  useEffect(() => setLive(undefined), [loaded.data]);
  useEffect(() => {
    if (!stream.generating) return;
    const events = new EventSource(stream.url);
    const update = (change: (current: T) => T) => setLive((current) => change(current ?? (loaded.data as T)));
    const data = <D>(event: Event) => JSON.parse((event as MessageEvent<string>).data) as D;
    events.addEventListener(stream.itemEvent, (event) => {
      const item = data<Item>(event);
      if (item.error) void refreshBalance();
      update((current) => stream.withItem(current, item));
    });
    events.addEventListener('status', (event) => update((current) => stream.withHead(current, data<Head>(event))));
    events.addEventListener('done', (event) => {
      events.close();
      setLive(data<T>(event));
      void refreshBalance();
    });
    return () => events.close();
  }, [stream.url, stream.generating]);
  return { ...loaded, data: live ?? loaded.data };
}

/** The comic, followed by its events (GET /api/comics/{id}/events) while it generates. */
export function useLiveComic(id: string): Loaded<ComicWithPages> {
  const loaded = useLoad(() => unwrap(api.GET('/api/comics/{id}', { params: { path: { id } } })), [id]);
  return useLive<ComicWithPages, Schemas['ComicPanel'], Schemas['Comic']>(loaded, {
    url: `/api/comics/${encodeURIComponent(id)}/events`,
    generating: loaded.data?.comic.status === 'generating',
    itemEvent: 'panel',
    withItem: (current, panel) => ({ ...current, pages: withItem(current.pages, panel, (one) => one.page_number) }),
    withHead: (current, comic) => ({ ...current, comic }),
  });
}

/** The storybook, followed by its events (GET /api/storybooks/{id}/events) while it generates. */
export function useLiveStorybook(id: string): Loaded<Storybook> {
  const loaded = useLoad(() => unwrap(api.GET('/api/storybooks/{id}', { params: { path: { id } } })), [id]);
  return useLive<Storybook, Storybook['pages'][number], Omit<Storybook, 'pages'>>(loaded, {
    url: `/api/storybooks/${encodeURIComponent(id)}/events`,
    generating: loaded.data?.status === 'generating',
    itemEvent: 'page',
    withItem: (current, page) => ({ ...current, pages: withItem(current.pages, page, (one) => one.page) }),
    withHead: (current, head) => ({ ...head, pages: current.pages }),
  });
}
