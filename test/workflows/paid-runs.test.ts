import assert from 'node:assert/strict';
import { WorkflowFailedError } from '@temporalio/client';
import { ApplicationFailure, CancelledFailure } from '@temporalio/common';
import type { Activities } from '../../src/activities';
import type { ScenePlan } from '../../src/models/types';
import type { GenerateComicInput } from '../../src/operations/comic';
import type { GenerateSceneInput, GenerateSceneOutput } from '../../src/operations/generate';
import type { StorybookInput, StorybookOutput } from '../../src/operations/storybook';
import type { VariantOutcome, VarySceneInput } from '../../src/operations/vary';
import { FAILURE_TYPES, WORKFLOW_TYPES } from '../../src/temporal/contracts/names';
import type { SceneCharacter } from '../../src/temporal/contracts/payloads';
import { getTimeSkipping, startStubWorker, type StubWorker } from '../support/time-skipping';
import { settlementOf, stubWorld, type CallOutcome, type StubScript } from './stubs';

const ACTIVITIES: Array<keyof Activities> = [
  'reserveCredits',
  'refundCredits',
  'renderScene',
  'scoreImage',
  'discardImage',
  'recordGeneratedImage',
  'openStorybookRun',
  'countStorybookRetry',
  'recordStorybookPage',
  'recordStorybookPageFailure',
  'assembleStorybookPdf',
  'finishStorybookRun',
  'planComic',
  'recordComicPlan',
  'recordSettingAnchor',
  'recordComicPanel',
  'recordPanelFailure',
  'finishComic',
];

const mia: SceneCharacter = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Mia',
  description: 'a girl with red hair',
  descriptor: { species: 'human', age: 'child', hair: { style: 'curly', color: '#c0392b' }, skin: '#f1c27d', eyes: '#3b2f2f', build: 'slim', outfit: [], accessories: [], palette: [] },
  referenceKeys: ['references/front.png'],
  faceMode: null,
};

function generateInput(maxAttempts: number, minScore = 0.9): GenerateSceneInput {
  return {
    imageId: '00000000-0000-4000-8000-000000000099',
    userId: 'user-1',
    kind: 'scene',
    unitCost: 1,
    scene: { prompt: 'Mia flies a kite', model: 'builtin-flat', characters: [mia] },
    policy: { maxAttempts, minScore, requireAllCharacters: false },
    baseSeed: 42,
  };
}

function storybookInput(pages: number, concurrency = 4): StorybookInput {
  return {
    storybookId: '00000000-0000-4000-8000-000000000100',
    userId: 'user-1',
    book: { characters: [mia], model: 'builtin-flat', consistencyCheck: false, exportPdf: true, pdfPageSize: 'a4' },
    pages: Array.from({ length: pages }, (_, index) => ({ page: index + 1, prompt: `page ${index + 1}` })),
    unitCost: 1,
    policy: { maxAttempts: 1, minScore: 0.9, requireAllCharacters: false },
    baseSeed: 7,
    concurrency,
  };
}

function comicInput(pageCount: number): GenerateComicInput {
  return {
    comicId: '00000000-0000-4000-8000-000000000200',
    userId: 'user-1',
    title: 'Kite',
    story: 'Mia flies a kite.',
    characters: [mia],
    pageCount,
    look: { model: 'builtin-flat', stylePreset: 'classic_american', styleLock: 'ink' },
    unitCost: 1,
    panelPolicy: { maxAttempts: 2, minScore: 0.85, requireAllCharacters: false },
    baseSeed: 3,
    concurrency: 4,
  };
}

function planOf(pageCount: number): Activities['planComic'] {
  return async () => ({
    setting: 'a park',
    outfitLocks: [],
    settingAnchorPrompt: 'a park',
    panels: Array.from({ length: pageCount }, (_, index) => ({
      pageNumber: index + 1,
      caption: `caption ${index + 1}`,
      captionType: 'narration' as const,
      speaker: null,
      action: `Mia does thing ${index + 1}`,
      shot: 'wide' as const,
      scenePrompt: `Mia does thing ${index + 1}`,
      characterNames: ['Mia'],
    })),
  });
}

/** The failure type a run ended with (its ApplicationFailure, or the one inside an activity failure). */
function failureType(error: unknown): string | undefined {
  assert.ok(error instanceof WorkflowFailedError, `expected a failed run, got ${String(error)}`);
  const cause = error.cause;
  if (cause instanceof ApplicationFailure) return cause.type ?? undefined;
  return cause?.cause instanceof ApplicationFailure ? (cause.cause.type ?? undefined) : undefined;
}

/** A small seeded generator, so a failing sequence can be replayed from its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick(next: () => number): CallOutcome {
  const roll = next();
  return roll < 0.55 ? 'pass' : roll < 0.9 ? 'fail' : 'reject';
}

describe('Paid runs with stub activities (time-skipping test server)', function () {
  this.timeout(60_000);
  let worker: StubWorker;

  before(async function () {
    const timeSkipping = await getTimeSkipping(this);
    worker = await startStubWorker(timeSkipping, ACTIVITIES);
  });

  after(async () => {
    await worker?.stop();
  });

  describe('the attempt loop of generateScene', () => {
    it('over 60 random sequences of render, score and record faults: ledger == delivered, attempts <= max_retries, exactly one image kept', async () => {
      for (let seed = 1; seed <= 60; seed += 1) {
        const next = random(seed);
        const maxAttempts = 1 + Math.floor(next() * 5);
        const outcomes = { render: [] as CallOutcome[], score: [] as CallOutcome[], record: [] as CallOutcome[], values: [] as number[] };
        for (let index = 0; index < 8; index += 1) {
          outcomes.render.push(pick(next));
          outcomes.score.push(pick(next));
          outcomes.record.push(next() < 0.8 ? 'pass' : 'fail');
          outcomes.values.push(Math.floor(next() * 101));
        }
        const script: StubScript = {
          render: (call) => outcomes.render[call],
          score: (call) => outcomes.score[call],
          scoreValue: (call) => outcomes.values[call],
          record: (call) => outcomes.record[call],
        };
        const world = stubWorld(script);
        const label = `seed ${seed} (${JSON.stringify(outcomes)}, max ${maxAttempts})`;
        let result: GenerateSceneOutput | undefined;
        let error: unknown;
        try {
          result = await worker.run<GenerateSceneOutput>(world.activities, WORKFLOW_TYPES.generateScene, generateInput(maxAttempts));
        } catch (caught) {
          error = caught;
        }
        const ledger = settlementOf(world);
        assert.deepEqual({ charged: ledger.charged, open: ledger.open, both: ledger.both }, { charged: 1, open: 0, both: 0 }, label);
        assert.equal(ledger.delivered, result ? 1 : 0, `delivered iff a result came back: ${label}`);
        assert.ok(world.calls.render <= maxAttempts, `at most ${maxAttempts} attempts: ${label}`);
        if (result) {
          assert.ok(result.attempts <= maxAttempts, label);
          assert.deepEqual([...world.keptImages], [result.imageKey], `exactly the delivered image is kept: ${label}`);
        } else {
          assert.deepEqual([...world.keptImages], [], `no image is kept by a run that delivered nothing: ${label}`);
          assert.ok(error instanceof WorkflowFailedError, label);
        }
      }
    });

    it('hands the judge the scene plan of the picture it scores, so it knows who was drawn sitting or lying', async () => {
      const world = stubWorld();
      const plan: ScenePlan = {
        place: 'living_room',
        placeFrom: 'named',
        time: 'day',
        weather: 'clear',
        characters: [{ name: 'Mia', posture: 'sitting', action: 'rest', expression: 'happy', on: 'sofa (seat)' }],
        props: [],
        unknownWords: [],
      };
      const judged: Array<ScenePlan | undefined> = [];
      const activities: Partial<Activities> = {
        ...world.activities,
        renderScene: async (input) => ({ ...(await world.activities.renderScene!(input)), plan }),
        scoreImage: async (input) => {
          judged.push(input.plan);
          return world.activities.scoreImage!(input);
        },
      };
      await worker.run(activities, WORKFLOW_TYPES.generateScene, generateInput(1));
      assert.deepEqual(judged, [plan]);
    });

    it('an attempt whose figure misses its pose does not pass, however it scores: the next attempt, in the pose, is delivered', async () => {
      const world = stubWorld();
      const keypoints = Array.from({ length: 17 }, (_, i): [number, number] => [40 + (i % 2) * 20, 10 + i * 5]);
      const drawnWith: unknown[] = [];
      const activities: Partial<Activities> = {
        ...world.activities,
        scoreImage: async (input) => {
          drawnWith.push(input.layout !== undefined);
          const matched = world.calls.score > 0;
          const scored = await world.activities.scoreImage!(input);
          return { ...scored, poses: [{ name: 'Mia', pck: matched ? 1 : 0.4, matched }], issues: matched ? [] : ['Mia is not in the pose asked for'] };
        },
      };
      const input = generateInput(3);
      const posed = { ...input, scene: { ...input.scene, poses: [{ keypoints, name: 'sitting' }] } };
      const delivered = await worker.run<GenerateSceneOutput>(activities, WORKFLOW_TYPES.generateScene, posed);
      assert.equal(delivered.attempts, 2);
      assert.equal(delivered.passed, true);
      assert.deepEqual(delivered.poses, [{ name: 'Mia', pck: 1 }]);
      assert.deepEqual(drawnWith, [true, true], 'the judge is handed the layout the model drew, to check the pose on');
      assert.deepEqual(settlementOf(world), { charged: 1, delivered: 1, refunded: 0, open: 0, both: 0 });
    });

    it('a judge that stays down fails every attempt: the run ends ModelFailed, naming the judge, with its credit refunded', async () => {
      const world = stubWorld({ score: () => 'fail' });
      const error = await worker.run(world.activities, WORKFLOW_TYPES.generateScene, generateInput(3)).catch((caught: unknown) => caught);
      assert.equal(failureType(error), FAILURE_TYPES.modelFailed);
      assert.match((error as WorkflowFailedError).cause?.message ?? '', /consistency judge: the judge is down/);
      assert.equal(world.calls.render, 3, 'each attempt rendered, and its image was discarded');
      assert.deepEqual([...world.keptImages], []);
      assert.deepEqual(settlementOf(world), { charged: 1, delivered: 0, refunded: 1, open: 0, both: 0 });
    });

    it('a refusal by the judge stops at once', async () => {
      const world = stubWorld({ score: () => 'reject' });
      const error = await worker.run(world.activities, WORKFLOW_TYPES.generateScene, generateInput(5)).catch((caught: unknown) => caught);
      assert.equal(failureType(error), FAILURE_TYPES.modelFailed);
      assert.equal(world.calls.render, 1);
      assert.equal(settlementOf(world).refunded, 1);
    });

    it('a bug in what a run is handed (a render without a key) ends the run as InternalError, refunded, not a workflow stuck retrying', async () => {
      const world = stubWorld();
      const broken = { ...world.activities, renderScene: async () => null as never };
      const error = await worker.run(broken, WORKFLOW_TYPES.generateScene, generateInput(2)).catch((caught: unknown) => caught);
      assert.equal(failureType(error), FAILURE_TYPES.internal);
      assert.deepEqual(settlementOf(world), { charged: 1, delivered: 0, refunded: 1, open: 0, both: 0 });
    });

    it('a balance short of the cost charges nothing, renders nothing and refunds nothing', async () => {
      const world = stubWorld({ balance: 0 });
      const error = await worker.run(world.activities, WORKFLOW_TYPES.generateScene, generateInput(2)).catch((caught: unknown) => caught);
      assert.equal(failureType(error), FAILURE_TYPES.insufficientCredits);
      assert.deepEqual([world.charges.length, world.calls.render, world.refunds.length], [0, 0, 0]);
    });
  });

  describe('varyScene', () => {
    it('delivers the variants that render and refunds each one that does not', async () => {
      const world = stubWorld({ render: (call) => (call % 2 === 1 ? 'fail' : 'pass') });
      const input: VarySceneInput = {
        userId: 'user-1',
        sourceImageId: 'source',
        characterId: mia.id,
        variantIds: ['v0', 'v1', 'v2', 'v3'],
        scene: generateInput(1).scene,
        baseSeed: 1,
        unitCost: 1,
      };
      const outcomes = await worker.run<VariantOutcome[]>(world.activities, WORKFLOW_TYPES.varyScene, input);
      assert.equal(outcomes.filter((outcome) => outcome.delivered).length, 2);
      assert.deepEqual(settlementOf(world), { charged: 4, delivered: 2, refunded: 2, open: 0, both: 0 });
    });
  });

  describe('generateStorybook', () => {
    it('renders pages in at most `concurrency` lanes and delivers or refunds every page', async () => {
      const world = stubWorld({ renderMs: 30, render: (call) => (call === 3 ? 'reject' : 'pass') });
      const output = await worker.run<StorybookOutput>(world.activities, WORKFLOW_TYPES.generateStorybook, storybookInput(10, 3));
      assert.equal(world.maxConcurrentRenders, 3);
      assert.deepEqual([output.generated, output.failed], [9, 1]);
      assert.deepEqual(settlementOf(world), { charged: 10, delivered: 9, refunded: 1, open: 0, both: 0 });
    });

    it('hands a model slot to the next page while a page is scored and recorded: the model never waits on the judge', async () => {
      const world = stubWorld({ renderMs: 30, scoreMs: 150 });
      const output = await worker.run<StorybookOutput>(world.activities, WORKFLOW_TYPES.generateStorybook, storybookInput(4, 1));
      assert.deepEqual([output.generated, world.maxConcurrentRenders], [4, 1]);
      assert.ok(world.rendersStartedWhileScoring >= 2, `renders started while a page was scored: ${world.rendersStartedWhileScoring}`);
    });

    it('a page whose record fails is refunded and its image discarded; the book still ends', async () => {
      const world = stubWorld({ record: (call) => (call === 0 ? 'fail' : 'pass') });
      const output = await worker.run<StorybookOutput>(world.activities, WORKFLOW_TYPES.generateStorybook, storybookInput(3, 1));
      assert.deepEqual([output.generated, output.failed], [2, 1]);
      assert.equal(world.keptImages.size, 2);
      assert.deepEqual(settlementOf(world), { charged: 3, delivered: 2, refunded: 1, open: 0, both: 0 });
    });

    it('cancelled mid-book: pages already made stay delivered, the rest are refunded, and the book ends with a final status', async () => {
      const world = stubWorld({ renderMs: 400 });
      const error = await worker
        .run(world.activities, WORKFLOW_TYPES.generateStorybook, storybookInput(8, 2), async (handle) => {
          while (world.deliveries.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
          await handle.cancel();
        })
        .catch((caught: unknown) => caught);
      assert.ok(error instanceof WorkflowFailedError && error.cause instanceof CancelledFailure, `expected a cancelled run, got ${String(error)}`);
      const ledger = settlementOf(world);
      assert.ok(ledger.delivered >= 2 && ledger.delivered < 8, `delivered ${ledger.delivered}`);
      assert.deepEqual({ open: ledger.open, both: ledger.both, refunded: ledger.refunded }, { open: 0, both: 0, refunded: 8 - ledger.delivered });
      assert.match(world.storybookFinish?.unfinishedReason ?? '', /cancelled/);
    });
  });

  describe('a charge refused for a short balance (a local activity failure)', () => {
    it('a storybook retry that cannot be paid uses up its retry number, so the next retry gets a new run', async () => {
      const world = stubWorld({ balance: 0 });
      const error = await worker.run(world.activities, WORKFLOW_TYPES.generateStorybook, { ...storybookInput(2, 1), retryAttempt: 3 }).catch((caught: unknown) => caught);
      assert.equal(failureType(error), FAILURE_TYPES.insufficientCredits);
      assert.deepEqual(world.retriesCounted, [3]);
      assert.deepEqual([world.charges.length, world.calls.render], [0, 0]);
    });

    it('a comic that cannot be paid ends failed, saying nothing was charged, without failing the run', async () => {
      const world = stubWorld({ balance: 0 });
      const output = await worker.run<{ status: string }>({ ...world.activities, planComic: planOf(3) }, WORKFLOW_TYPES.generateComic, comicInput(3));
      assert.equal(output.status, 'failed');
      assert.match(world.comicError ?? '', /Nothing was charged/);
      assert.deepEqual(settlementOf(world), { charged: 0, delivered: 0, refunded: 0, open: 0, both: 0 });
    });
  });

  describe('generateComic', () => {
    it('a plan that fails ends the comic failed with nothing charged', async () => {
      const world = stubWorld();
      const activities = { ...world.activities, planComic: async () => Promise.reject(ApplicationFailure.nonRetryable('planner down', FAILURE_TYPES.modelUnavailable)) };
      const output = await worker.run<{ status: string }>(activities, WORKFLOW_TYPES.generateComic, comicInput(4));
      assert.equal(output.status, 'failed');
      assert.equal(world.comicStatus, 'failed');
      assert.equal(world.charges.length, 0);
    });

    it('judge down for every panel: each panel refunded, the comic ends failed', async () => {
      const world = stubWorld({ score: () => 'fail' });
      const output = await worker.run<{ status: string }>({ ...world.activities, planComic: planOf(4) }, WORKFLOW_TYPES.generateComic, comicInput(4));
      assert.equal(output.status, 'failed');
      assert.deepEqual(settlementOf(world), { charged: 4, delivered: 0, refunded: 4, open: 0, both: 0 });
    });

    it('cancelled mid-comic: panels made stay delivered, the rest are refunded, the comic ends ready', async () => {
      const world = stubWorld({ renderMs: 400 });
      const error = await worker
        .run({ ...world.activities, planComic: planOf(8) }, WORKFLOW_TYPES.generateComic, comicInput(8), async (handle) => {
          while (world.deliveries.length < 1) await new Promise((resolve) => setTimeout(resolve, 20));
          await handle.cancel();
        })
        .catch((caught: unknown) => caught);
      assert.ok(error instanceof WorkflowFailedError && error.cause instanceof CancelledFailure, `expected a cancelled run, got ${String(error)}`);
      const ledger = settlementOf(world);
      assert.ok(ledger.delivered >= 1 && ledger.delivered < 8);
      assert.deepEqual({ open: ledger.open, both: ledger.both }, { open: 0, both: 0 });
      assert.equal(world.comicStatus, 'ready');
    });
  });
});
