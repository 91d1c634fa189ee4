/**
 * The pose estimator on the worker (src/models/builtin/pose-estimator): how long its weights take to load (CenterNet
 * and MoveNet Lightning from the @vladmandic/human package, once per process), then the time per photo from its bytes
 * to an answer (decoding, people found, the faces counted, keypoints placed), over the test photos: one person
 * standing, nobody (a landscape) and four people. Each photo is estimated once to warm up (the face detector's weights
 * load then), then timed. `npx ts-node --transpile-only bench/pose-estimate.bench.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBuiltinPoseEstimator, loadPoseEstimator } from '../src/models/builtin/pose-estimator';
import { runStandalone, type BenchReport } from './harness';
import { percentile, summarise } from './stats';

const FIXTURES = path.join(__dirname, '..', 'test', 'fixtures');
const PHOTOS = ['poses/standing.jpg', 'poses/landscape.jpg', 'faces/group.jpg'];
const ROUNDS = 5;

export async function poseEstimateBench(): Promise<BenchReport> {
  const started = performance.now();
  await loadPoseEstimator();
  const loadMs = performance.now() - started;
  const estimator = createBuiltinPoseEstimator();
  const photos = PHOTOS.map((name) => fs.readFileSync(path.join(FIXTURES, name)));
  const answer = (photo: Buffer) => estimator.photo(photo).then(() => 'pose', (error: Error) => error.message.split(':')[0]);
  const outcomes: string[] = [];
  for (const photo of photos) outcomes.push(await answer(photo));
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const photo of photos) {
      const t = performance.now();
      await answer(photo);
      times.push(performance.now() - t);
    }
  }
  const p50 = percentile(times, 50);
  return {
    rows: [
      { name: 'pose estimator: model load (CenterNet + MoveNet Lightning, TF.js WASM)', figure: `${loadMs.toFixed(0)} ms` },
      { name: 'pose estimator: per photo, bytes to keypoints (p50)', figure: `${p50.toFixed(0)} ms` },
    ],
    details: [`pose estimator per photo: ${summarise(times)}; photos ${PHOTOS.map((name, i) => `${name} (${outcomes[i]})`).join(', ')}`],
  };
}

if (require.main === module) runStandalone(poseEstimateBench);
