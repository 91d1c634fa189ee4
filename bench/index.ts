/**
 * `npm run bench`: every benchmark in one run, one table. Start-up and the web console (bundle, first load of each page
 * on the dev stack), the built-in models alone (render, judge), then on the
 * real stack: the engine's floor (latency probe), orchestration overhead and storybook fan-out (benchmark doubles for the models), an 8-panel comic,
 * webhook delivery (a comic's last panel to the receiver, 1,000 events to a flaky receiver), predictions on a strict fake of
 * Replicate (webhook and poll paths to the run's next step, worker slots while 20 wait a minute), and sustained generate load
 * with the API's and the worker's memory; the peak memory of each export (a heavy account's zip, a storybook PDF, a
 * comic's CBZ, EPUB and PDF); then every list and search route, and credits reconcile, on a database of a busy year's
 * size (seeded once, reused). Set DATABASE_URL to a PostgreSQL server
 * (as in production); without it the stack embeds PGlite, which cannot take the concurrent load.
 */
import { comicsBench } from './comics.bench';
import { consoleBench } from './console.bench';
import { exportsBench } from './exports.bench';
import { editsBench } from './edits.bench';
import { generationBench } from './generation.bench';
import { mergeReports, runOnStack, runStandalone } from './harness';
import { judgeBench } from './judge.bench';
import { posesBench } from './poses.bench';
import { predictionsBench } from './predictions.bench';
import { probeBench } from './probe.bench';
import { renderBench } from './render.bench';
import { scaleBench } from './scale.bench';
import { startupBench } from './startup.bench';
import { throughputBench } from './throughput.bench';
import { webhooksBench } from './webhooks.bench';

runStandalone(async () =>
  mergeReports([
    await startupBench(),
    await consoleBench(),
    await renderBench(),
    await judgeBench(),
    await posesBench(),
    await editsBench(),
    await runOnStack(probeBench, generationBench, comicsBench, webhooksBench, predictionsBench, throughputBench, exportsBench, scaleBench),
  ]),
);
