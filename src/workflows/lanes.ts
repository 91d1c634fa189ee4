// Bounded parallelism inside workflow code (deterministic: items are taken in order).

/**
 * Runs `work` over the items with at most `lanes` at a time; each lane pulls the next item when it is free. When a lane
 * fails, no lane takes a new item, the others finish what they hold, and then the first failure is thrown: nothing
 * is still running (a delivery being recorded, say) when the caller goes on to settle the run.
 */
export async function inLanes<T>(items: T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next];
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane));
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
}
