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

/** Asked of slots that were closed because another item failed: the item stops without counting as failed. */
export class SlotsClosed extends Error {
  constructor() {
    super('another item of the run failed: no more model calls start');
    this.name = 'SlotsClosed';
  }
}

/**
 * At most `size` holders at a time, served in the order they asked (deterministic in workflow code, where promises
 * resolve in the order of the history's events). Closed, it refuses every waiting and later holder with SlotsClosed.
 */
export class Slots {
  private free: number;
  private closed = false;
  private readonly waiting: Array<{ take: () => void; refuse: (error: SlotsClosed) => void }> = [];

  constructor(size: number) {
    this.free = Math.max(1, size);
  }

  /** Runs `work` holding one slot. */
  async use<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  close(): void {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.refuse(new SlotsClosed());
  }

  private acquire(): Promise<void> {
    if (this.closed) return Promise.reject(new SlotsClosed());
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve();
    }
    return new Promise((take, refuse) => this.waiting.push({ take, refuse }));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next.take();
    else this.free += 1;
  }
}

/**
 * Runs `work` over every item at once, where each holds one of `size` slots only while it calls the model (`work`
 * gets the slots to use around those calls): a slot goes on to the next item's call while the last one's image is
 * scored and recorded. When an item fails, the slots close (no item starts another model call), the others finish
 * what they hold, and then the first failure is thrown, as inLanes does.
 */
export async function inSlots<T>(items: T[], size: number, work: (item: T, slots: Slots) => Promise<void>): Promise<void> {
  const slots = new Slots(size);
  const results = await Promise.allSettled(
    items.map(async (item) => {
      try {
        await work(item, slots);
      } catch (error) {
        slots.close();
        throw error;
      }
    }),
  );
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected' && !(result.reason instanceof SlotsClosed));
  if (failure) throw failure.reason;
}
