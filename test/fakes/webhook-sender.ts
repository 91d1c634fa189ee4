import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How the prediction fakes deliver their webhooks: signed anew for each attempt (a fresh timestamp), sent again after a
 * 5xx or a failed connection (Replicate: "we will retry the webhook a few times"; fal: "it will retry 10 times in the
 * span of 2 hours"; here the waits are short), each attempt recorded.
 */
export interface WebhookAttempt {
  /** The prediction or request id the webhook is about. */
  id: string;
  url: string;
  attempt: number;
  /** The receiver's status, or 0 when it could not be reached. */
  status: number;
  at: number;
  body: string;
  /** The signature headers of this attempt (tests replay or alter a real delivery). */
  headers: Record<string, string>;
}

/**
 * Waits before each retry, 30 s in all (fal retries for two hours): a webhook that overtakes its run's start (503
 * until the run exists) is still delivered when a loaded machine takes seconds to start that run (three retries in
 * 1.3 s, then five in 7.3 s, were not always enough under the full test suite's load).
 */
const RETRY_DELAYS_MS = [100, 300, 900, 2_000, 4_000, 8_000, 15_000];

export function webhookSender(attempts: WebhookAttempt[]) {
  const pending = new Set<Promise<void>>();
  /** Aborted when the fake closes: ends the waits of deliveries still retrying. */
  const closing = new AbortController();
  const wait = (ms: number) => sleep(ms, undefined, { signal: closing.signal }).catch(() => undefined);
  async function deliver(id: string, url: string, body: string, headersFor: (body: string) => Record<string, string>): Promise<void> {
    for (let attempt = 1; !closing.signal.aborted; attempt += 1) {
      let status: number;
      const headers = headersFor(body);
      try {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, signal: AbortSignal.timeout(10_000) });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      attempts.push({ id, url, attempt, status, at: Date.now(), body, headers });
      const delay = RETRY_DELAYS_MS[attempt - 1];
      if ((status !== 0 && status < 500) || delay === undefined) return;
      await wait(delay);
    }
  }
  return {
    send(id: string, url: string, body: string, headersFor: (body: string) => Record<string, string>): void {
      const delivery = deliver(id, url, body, headersFor).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    /** Stops every retry still waiting and waits for the deliveries under way (before a fake closes). */
    settled: () => {
      closing.abort();
      return Promise.all([...pending]).then(() => undefined);
    },
  };
}
