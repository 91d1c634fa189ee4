import assert from 'node:assert/strict';
import { createReadyCharacter } from '../support/characters';
import { withModelFaults } from '../support/faulty-models';
import { call } from '../support/http';
import { startSideApi, withSideWorker } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

interface ServerSentEvent {
  id?: string;
  event: string;
  data?: any;
}

interface EventStream {
  status: number;
  /** Every event so far, and comment lines as `{event: 'comment'}`. */
  events: ServerSentEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Reads a text/event-stream as the EventSource specification parses it (fields, blank-line dispatch, comments). */
async function openStream(url: string, key: string, lastEventId?: string): Promise<EventStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { Authorization: `Bearer ${key}`, Accept: 'text/event-stream' };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: ServerSentEvent[] = [];
  const read = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    let current: Partial<ServerSentEvent> & { dataLines?: string[] } = {};
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (current.event || current.dataLines) events.push({ id: current.id, event: current.event ?? 'message', data: current.dataLines && JSON.parse(current.dataLines.join('\n')) });
            current = {};
          } else if (line.startsWith(':')) events.push({ event: 'comment' });
          else {
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'data') current.dataLines = [...(current.dataLines ?? []), value];
            else if (field === 'id') current.id = value;
            else if (field === 'event') current.event = value;
          }
        }
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    }
  };
  return { status: response.status, events, ended: read(), close: () => controller.abort() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Live progress: comics and storybooks as Server-Sent Events', function () {
  this.timeout(60_000);
  let stack: TestStack;
  let user: TestUser;
  let mia: string;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 40 });
    mia = (await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat')).id;
  });

  const startComic = async (pageCount: number, baseUrl = stack.baseUrl) => {
    const started = await call(baseUrl, 'POST', '/api/comics/generate', {
      key: user.key,
      body: { title: 'Lighthouse', story_prompt: 'Mia climbs the lighthouse and waves at the boats.', character_ids: [mia], page_count: pageCount },
    });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    return started.body.id as string;
  };

  /** The panels as the events told them: the last state each page was sent in. */
  const panelsTold = (events: ServerSentEvent[]) => new Map(events.filter((event) => event.event === 'panel').map((event) => [event.data.page_number, event.data]));

  it('watches a comic to the end over one stream: every panel drawn, the status, then done with the comic as GET answers it', async () => {
    const comicId = await startComic(4);
    const stream = await openStream(`${stack.baseUrl}/api/comics/${comicId}/events`, user.key);
    assert.equal(stream.status, 200);
    await stream.ended;
    const named = stream.events.filter((event) => event.event !== 'comment');
    const seqs = named.map((event) => Number(event.id?.split('.')[0]));
    assert.deepEqual(seqs, seqs.map((_, index) => index + 1), 'ids count the events in order');
    const drawn = named.filter((event) => event.event === 'panel' && event.data.image_url);
    assert.deepEqual(drawn.map((event) => event.data.page_number).sort(), [1, 2, 3, 4]);
    assert.equal(named.find((event) => event.event === 'panel')?.data.image_url, null, 'the plan shows before the drawings');
    const done = named.at(-1) as ServerSentEvent;
    assert.equal(done.event, 'done');
    assert.equal(named.at(-2)?.event, 'status');
    assert.equal(named.at(-2)?.data.status, 'ready');
    const read = await call(stack.baseUrl, 'GET', `/api/comics/${comicId}`, { key: user.key });
    assert.deepEqual(done.data, read.body);
    assert.match(done.id as string, /^\d+\.ready\.dddd$/);

    const again = await openStream(`${stack.baseUrl}/api/comics/${comicId}/events`, user.key, done.id);
    assert.equal(again.status, 204, 'a client that saw the end is told not to reconnect');
  });

  it('a reconnect with Last-Event-ID misses nothing and repeats nothing the client saw', async () => {
    // One panel at a time: panels drawn side by side can all land before the first stream has read one (a loaded machine).
    const oneAtATime = await startSideApi(stack, { config: { comicConcurrency: 1 } });
    const comicId = await withSideWorker(stack, { models: withModelFaults(stack.deps.models, { renderDelayMs: 400 }) }, async () => {
      const id = await startComic(5, oneAtATime.baseUrl);
      const first = await openStream(`${stack.baseUrl}/api/comics/${id}/events`, user.key);
      while (!first.events.some((event) => event.event === 'panel' && event.data.image_url)) await sleep(20);
      first.close();
      const seen = first.events.filter((event) => event.id);
      const last = seen.at(-1) as ServerSentEvent;
      await sleep(900);
      const second = await openStream(`${stack.baseUrl}/api/comics/${id}/events`, user.key, last.id);
      await second.ended;
      const resumed = second.events.filter((event) => event.id);
      assert.equal(Number(resumed[0].id?.split('.')[0]), Number(last.id?.split('.')[0]) + 1, 'the sequence goes on');
      const told = panelsTold([...seen, ...resumed]);
      assert.equal(told.size, 5);
      assert.ok([...told.values()].every((panel) => panel.image_url), 'every panel ends drawn');
      const repeated = resumed.filter((event) => event.event === 'panel' && seen.some((earlier) => earlier.event === 'panel' && earlier.data.page_number === event.data.page_number && Boolean(earlier.data.image_url) === Boolean(event.data.image_url)));
      assert.deepEqual(repeated, [], 'nothing the client had is sent again');
      assert.equal(resumed.at(-1)?.event, 'done');
      return id;
    }).finally(() => oneAtATime.close());
    const read = await call(stack.baseUrl, 'GET', `/api/comics/${comicId}`, { key: user.key });
    assert.equal(read.body.comic.status, 'ready');
  });

  it('follows a storybook page by page to its final status, with keep-alive comments while it waits', async () => {
    const side = await startSideApi(stack, { config: { liveProgress: { ...stack.config.liveProgress, heartbeatMs: 100 } } });
    try {
      await withSideWorker(stack, { models: withModelFaults(stack.deps.models, { renderDelayMs: 300, refusePromptsContaining: 'Zorblatt' }) }, async () => {
        const book = call(side.baseUrl, 'POST', '/api/storybook', { key: user.key, body: { character_id: mia, pages: ['Mia finds a map', 'Mia meets Zorblatt', 'Mia reaches the beach'] } });
        let storybookId: string | undefined;
        while (!storybookId) {
          const listed = await call(side.baseUrl, 'GET', '/api/storybooks', { key: user.key });
          storybookId = listed.body.storybooks.find((entry: any) => entry.status === 'generating')?.id;
          await sleep(20);
        }
        const stream = await openStream(`${side.baseUrl}/api/storybooks/${storybookId}/events`, user.key);
        await stream.ended;
        assert.equal((await book).status, 200);
        const named = stream.events.filter((event) => event.event !== 'comment');
        const pages = new Map(named.filter((event) => event.event === 'page').map((event) => [event.data.page, event.data]));
        assert.deepEqual([...pages.keys()].sort(), [1, 2, 3]);
        assert.match(pages.get(2).error, /refus|could not be made/i);
        assert.ok(pages.get(1).image_url && pages.get(3).image_url);
        assert.equal(named.at(-1)?.event, 'done');
        assert.equal(named.at(-1)?.data.status, 'completed_with_failures');
        assert.ok(stream.events.some((event) => event.event === 'comment'), 'heartbeats while pages render');
      });
    } finally {
      await side.close();
    }
  });

  it('answers 404 before any stream for another user\'s run and for an id that is not one', async () => {
    const comicId = await startComic(3);
    const stranger = await createTestUser(stack);
    for (const [path, key] of [
      [`/api/comics/${comicId}/events`, stranger.key],
      ['/api/comics/not-a-uuid/events', user.key],
      [`/api/storybooks/${comicId}/events`, user.key],
    ]) {
      const answer = await call(stack.baseUrl, 'GET', path, { key });
      assert.equal(answer.status, 404, path);
      assert.match(answer.body.error, /not found/);
    }
  });
});
