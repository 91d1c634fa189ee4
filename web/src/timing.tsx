import { useEffect, useState } from 'preact/hooks';
import { t } from './i18n';

/**
 * How long things take, measured here: each finished run of a kind keeps its seconds per unit (a page, a panel, a
 * scene), and the next one's estimate is the median of the last few times the units. Before anything was measured
 * there is no estimate, only the time so far: no guessed "a minute or more" for a three-second storybook.
 */
export type RunKind = 'scene' | 'multi' | 'variant' | 'storybook-page' | 'panel' | 'references' | 'edit';

const STORE = 'likeness.durations';
const KEPT = 7;

function measured(): Partial<Record<RunKind, number[]>> {
  try {
    return JSON.parse(localStorage.getItem(STORE) ?? '{}') as Partial<Record<RunKind, number[]>>;
  } catch {
    return {};
  }
}

/** Keeps how long a run of `units` took. */
export function recordDuration(kind: RunKind, units: number, startedAt: number): void {
  const all = measured();
  all[kind] = [...(all[kind] ?? []), (Date.now() - startedAt) / 1000 / Math.max(1, units)].slice(-KEPT);
  try {
    localStorage.setItem(STORE, JSON.stringify(all));
  } catch {
    // A browser that keeps nothing simply shows no estimate.
  }
}

/** Seconds the run should take: the median of what was measured, times the units; undefined before any. */
export function estimateFor(kind: RunKind, units: number): number | undefined {
  const times = [...(measured()[kind] ?? [])].sort((a, b) => a - b);
  if (times.length === 0) return undefined;
  return times[Math.floor(times.length / 2)] * Math.max(1, units);
}

/** "12 seconds", "2 minutes", in the reader's language. */
export function durationWords(seconds: number): string {
  if (seconds < 60) return t('timing.seconds', { count: Math.max(1, Math.round(seconds)) });
  return t('timing.minutes', { count: Math.round(seconds / 60) });
}

/** Seconds since `since`, ticking once a second while shown. */
export function useSecondsSince(since: number | undefined): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (since === undefined) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === undefined ? 0 : Math.max(0, Math.round((now - since) / 1000));
}

/** "Drawing 3 pages… About 12 seconds, as your last ones took. 4 s so far", said while a run is waited for. */
export function Working({ what, kind, units, since }: { what: string; kind: RunKind; units: number; since: number }) {
  const seconds = useSecondsSince(since);
  const estimate = estimateFor(kind, units);
  return (
    <p class="working" role="status">
      {what} {estimate !== undefined && `${t('timing.estimate', { duration: durationWords(estimate) })} `}
      <span class="muted">{t('timing.soFar', { seconds })}</span>
    </p>
  );
}

/** A run measured from its start: `run` is timed and kept when it succeeds; `since` is set while it runs. */
export function useTimedRun(kind: RunKind) {
  const [since, setSince] = useState<number>();
  const timed = async <T,>(units: number, run: () => Promise<T>): Promise<T> => {
    const start = Date.now();
    setSince(start);
    try {
      const result = await run();
      recordDuration(kind, units, start);
      return result;
    } finally {
      setSince(undefined);
    }
  };
  return { since, timed };
}
