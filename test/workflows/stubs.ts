// Stub activities for the fast workflow tests: a ledger, a store and models in memory, each call recorded, every
// model and record call scripted to pass, fail (after Temporal's retries) or refuse. The workflows under test are
// the real ones; only what they call is stubbed.
import { ApplicationFailure } from '@temporalio/activity';
import type { Activities } from '../../src/activities';
import type { ChargedUnitInput, ReserveCreditsInput } from '../../src/activities/credits';
import type { ScoreResult } from '../../src/models/types';
import { FAILURE_TYPES } from '../../src/temporal/contracts/names';
import type { RenderedImage } from '../../src/temporal/contracts/payloads';

/** What one call does: pass, fail like a model that stays down (a failed attempt), or refuse (stops the attempts). */
export type CallOutcome = 'pass' | 'fail' | 'reject';

export interface StubScript {
  /** The outcome of the n-th render call (0-based); default pass. */
  render?(call: number): CallOutcome;
  /** The outcome of the n-th score call; default pass. */
  score?(call: number): CallOutcome;
  /** The score the n-th passing score call gives; default 100. */
  scoreValue?(call: number): number;
  /** The outcome of the n-th record call (a delivered image, page or panel); default pass. */
  record?(call: number): CallOutcome;
  /** The balance the ledger has; a charge above it is refused. */
  balance?: number;
  /** Milliseconds each render takes (real time: cancellation tests strike while renders run). */
  renderMs?: number;
  /** Milliseconds each score takes. */
  scoreMs?: number;
}

export interface StubWorld {
  activities: Partial<Activities>;
  charges: ReserveCreditsInput[];
  refunds: ChargedUnitInput[];
  /** Units recorded as delivered, by operation. */
  deliveries: Array<{ operationId: string; unit: number }>;
  /** Image keys rendered and not discarded. */
  keptImages: Set<string>;
  calls: { render: number; score: number; record: number };
  /** The most renders that ran at the same time. */
  maxConcurrentRenders: number;
  /** Renders that started while another image was being scored. */
  rendersStartedWhileScoring: number;
  comicStatus?: string;
  /** What finishComic was told the comic failed of. */
  comicError?: string;
  storybookFinish?: { unfinishedReason: string };
  /** Retry attempt numbers countStorybookRetry used up. */
  retriesCounted: number[];
}

function failWith(outcome: CallOutcome, what: string): void {
  if (outcome === 'reject') throw ApplicationFailure.nonRetryable(`${what} refused the request`, FAILURE_TYPES.modelRejected);
  // Non-retryable here stands for "Temporal's retries of this call ran out": the attempt loop sees the same failure.
  if (outcome === 'fail') throw ApplicationFailure.nonRetryable(`${what} is down`, FAILURE_TYPES.modelUnavailable);
}

const score = (value: number): ScoreResult => ({
  characterScores: [{ name: 'Mia', score: value }],
  foundCharacters: 1,
  score: value,
  reasoning: `scored ${value}`,
  issues: [],
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function stubWorld(script: StubScript = {}): StubWorld {
  const world: StubWorld = {
    activities: {},
    charges: [],
    refunds: [],
    deliveries: [],
    keptImages: new Set(),
    calls: { render: 0, score: 0, record: 0 },
    maxConcurrentRenders: 0,
    rendersStartedWhileScoring: 0,
    retriesCounted: [],
  };
  let rendering = 0;
  let scoring = 0;
  let balance = script.balance ?? 1000;

  const deliver = (delivery: { operationId: string; unit: number }) => {
    const outcome = script.record?.(world.calls.record++) ?? 'pass';
    // Non-retryable: stands for a record whose retries ran out.
    if (outcome !== 'pass') throw ApplicationFailure.nonRetryable('the database is down', 'DatabaseUnavailable');
    if (!world.deliveries.some((entry) => entry.operationId === delivery.operationId && entry.unit === delivery.unit)) world.deliveries.push(delivery);
  };

  world.activities = {
    async reserveCredits(input) {
      if (world.charges.some((charge) => charge.operationId === input.operationId)) return { balance, events: [] };
      const cost = input.unitCost * input.units.length;
      if (cost > balance) throw ApplicationFailure.nonRetryable('Insufficient credits', FAILURE_TYPES.insufficientCredits, { credits: balance, required: cost });
      balance -= cost;
      world.charges.push(input);
      return { balance, events: [] };
    },
    async refundCredits(input) {
      if (!world.refunds.some((refund) => refund.operationId === input.operationId && refund.unit === input.unit)) world.refunds.push(input);
      return { balance };
    },
    async renderScene(input): Promise<RenderedImage> {
      const call = world.calls.render++;
      rendering += 1;
      world.maxConcurrentRenders = Math.max(world.maxConcurrentRenders, rendering);
      if (scoring > 0) world.rendersStartedWhileScoring += 1;
      try {
        if (script.renderMs) await sleep(script.renderMs);
        failWith(script.render?.(call) ?? 'pass', 'the image model');
      } finally {
        rendering -= 1;
      }
      const imageKey = `${input.folder ?? 'scenes'}/render-${call}.png`;
      world.keptImages.add(imageKey);
      return { imageKey, width: 64, height: 64, layout: { characters: [] } };
    },
    async scoreImage() {
      const call = world.calls.score++;
      scoring += 1;
      try {
        if (script.scoreMs) await sleep(script.scoreMs);
      } finally {
        scoring -= 1;
      }
      failWith(script.score?.(call) ?? 'pass', 'the judge');
      return score(script.scoreValue?.(call) ?? 100);
    },
    async discardImage(input) {
      world.keptImages.delete(input.imageKey);
    },
    async recordGeneratedImage(input) {
      deliver(input.delivery);
    },
    async openStorybookRun() {},
    async countStorybookRetry(input) {
      world.retriesCounted.push(input.retryAttempt);
    },
    async recordStorybookPage(input) {
      deliver(input.delivery);
    },
    async recordStorybookPageFailure() {},
    async assembleStorybookPdf() {
      return 'storybooks/book.pdf';
    },
    async finishStorybookRun(input) {
      world.storybookFinish = { unfinishedReason: input.unfinishedReason };
      const delivered = world.deliveries.length;
      return { status: delivered === 0 ? 'failed' : 'completed', events: [] };
    },
    async recordComicPlan() {},
    async recordSettingAnchor() {},
    async recordComicPanel(input) {
      deliver(input.delivery);
      return { panelId: `panel-${input.panel.pageNumber}`, replacedImageKey: null };
    },
    async recordPanelFailure() {},
    async finishComic(input) {
      world.comicError = input.error;
      world.comicStatus = world.deliveries.length > 0 ? 'ready' : 'failed';
      return { status: world.comicStatus as 'ready' | 'failed', events: [] };
    },
  };
  return world;
}

/** Units the ledger settled: every charged unit is delivered or refunded, never both, and none is left open. */
export function settlementOf(world: StubWorld): { charged: number; delivered: number; refunded: number; open: number; both: number } {
  let charged = 0;
  let delivered = 0;
  let refunded = 0;
  let open = 0;
  let both = 0;
  for (const charge of world.charges) {
    for (const unit of charge.units) {
      const isDelivered = world.deliveries.some((entry) => entry.operationId === charge.operationId && entry.unit === unit);
      const isRefunded = world.refunds.some((entry) => entry.operationId === charge.operationId && entry.unit === unit);
      charged += 1;
      if (isDelivered) delivered += 1;
      if (isRefunded) refunded += 1;
      if (isDelivered && isRefunded) both += 1;
      if (!isDelivered && !isRefunded) open += 1;
    }
  }
  return { charged, delivered, refunded, open, both };
}
