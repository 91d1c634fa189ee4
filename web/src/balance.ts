import type { Middleware } from 'openapi-fetch';
import { useEffect, useState } from 'preact/hooks';
import { api } from './api/client';

/**
 * The signed-in account's credit balance, as every page shows it (the header, home, credits). It is read again after
 * every change the console asks the API for (a scene, a storybook, a comic, a purchase, a retry: any POST, PATCH or
 * DELETE), and when a live progress stream reports what may refund (a panel that failed, the end of a run), so it never
 * waits for another page to load.
 */
let balance: number | undefined;
const listeners = new Set<(credits: number | undefined) => void>();
/** Only the newest read is shown: answers may arrive out of order. */
let reads = 0;

function show(credits: number | undefined): void {
  balance = credits;
  listeners.forEach((listener) => listener(credits));
}

/** What GET /api/session said (undefined when nobody is signed in): the newest word after a sign-in or a confirmation. */
export function sessionBalance(credits: number | undefined): void {
  reads += 1;
  show(credits);
}

/** Reads the balance again (GET /api/credits) and shows it everywhere; a failed read leaves the last one shown. */
export async function refreshBalance(): Promise<void> {
  if (balance === undefined) return;
  const read = ++reads;
  const { data } = await api.GET('/api/credits');
  if (data && read === reads) show(data.credits);
}

/** The balance as it is now, updated wherever it changes (undefined when nobody is signed in). */
export function useBalance(): number | undefined {
  const [credits, setCredits] = useState(balance);
  useEffect(() => {
    setCredits(balance);
    listeners.add(setCredits);
    return () => void listeners.delete(setCredits);
  }, []);
  return credits;
}

const afterChanges: Middleware = {
  onResponse({ request }) {
    if (request.method !== 'GET' && !new URL(request.url).pathname.startsWith('/api/session')) void refreshBalance();
    return undefined;
  },
};
api.use(afterChanges);
