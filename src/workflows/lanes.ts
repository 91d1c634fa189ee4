// Bounded parallelism inside workflow code (deterministic: items are taken in order).

/** Runs `work` over the items with at most `lanes` at a time; each lane pulls the next item when it is free. */
export async function inLanes<T>(items: T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane));
}
