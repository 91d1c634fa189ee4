import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loadModelsConfig } from '../../src/config/models';
import { createModelRegistry, modelCatalogue } from '../../src/models/registry';
import { inPixels, poseMatch, type Skeleton } from '../../src/poses/keypoints';
import { answerLikeAModel, judgeAndPlannerOn } from '../fakes/chat-answers';
import { type FakeOpenAI, startFakeOpenAI } from '../fakes/openai';
import { createReadyCharacter } from '../support/characters';
import { call, postForm } from '../support/http';
import { type SideApi, type SideWorker, startSideApi, startSideWorker } from '../support/side-services';
import { getTestStack, pauseStackWorker, resumeStackWorker, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';

const FIXTURES = path.resolve(__dirname, '../fixtures');
const photo = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const STANDING = photo('poses/standing.jpg');
const LANDSCAPE = photo('poses/landscape.jpg');
const GROUP = photo('faces/group.jpg');
const HAND_MARKED = (JSON.parse(fs.readFileSync(path.join(FIXTURES, 'poses/standing.keypoints.json'), 'utf8')) as { keypoints: Skeleton }).keypoints;

describe('Poses from photos: POST /api/poses/estimate and a photo pose on POST /api/generate', () => {
  let stack: TestStack;
  let user: TestUser;
  let miaId: string;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 20 });
    miaId = (await createReadyCharacter(stack, user.id, 'Mia', 'a grown woman with short black hair in a green jacket and blue trousers')).id;
  });

  const estimate = (file: Buffer, key = user.key) => postForm(stack.baseUrl, '/api/poses/estimate', key, { photo: file });
  const api = (method: string, route: string, options = {}) => call(stack.baseUrl, method, route, { key: user.key, ...options });
  const credits = async () => (await api('GET', '/api/credits')).body.credits as number;

  it("finds the one person's 17 keypoints where a person marked them by hand (PCK@0.2 of the torso), with OpenPose's picture", async () => {
    const res = await estimate(STANDING);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const { keypoints, scores, width, height, keypoint_names: names, skeleton_image: skeleton } = res.body;
    assert.equal(names.length, 17);
    assert.equal(keypoints.length, 17);
    assert.ok(keypoints.every(Boolean), `every point of a person standing in full view is found: ${JSON.stringify(keypoints)}`);
    assert.ok(scores.every((score: number) => score >= 0 && score <= 1));
    const { width: photoWidth, height: photoHeight } = await sharp(STANDING).metadata();
    assert.equal(Math.round((width / height) * 100), Math.round((photoWidth / photoHeight) * 100), 'the size keeps the photo\'s shape');
    const match = poseMatch(inPixels(keypoints, width, height), inPixels(HAND_MARKED, width, height));
    assert.ok(match.pck >= 0.9, `PCK@0.2 ${match.pck}; off: ${match.missed.join(', ')}`);
    const picture = await sharp(Buffer.from(skeleton.replace(/^data:image\/png;base64,/, ''), 'base64')).metadata();
    assert.deepEqual([picture.format, picture.width, picture.height], ['png', width, height]);
    console.log(`      standing photo: PCK@0.2 against the hand-marked keypoints ${Math.round(match.pck * 100)} %, lowest score ${Math.min(...scores)}`);
  });

  it('answers 400 naming why for a photo with nobody in it, and one with several people (how many)', async () => {
    const nobody = await estimate(LANDSCAPE);
    assert.equal(nobody.status, 400);
    assert.match(nobody.body.error, /^photo: no person was found in the photo/);
    const group = await estimate(GROUP);
    assert.equal(group.status, 400);
    assert.match(group.body.error, /^photo: the photo shows 4 people: send a photo of one person/);
  });

  it('answers 415 for a file that is not an image, and 400 without a photo', async () => {
    const text = await estimate(Buffer.from('not a photo at all'));
    assert.equal(text.status, 415);
    assert.match(text.body.error, /photo must be a PNG, JPEG or WebP image/);
    const none = await postForm(stack.baseUrl, '/api/poses/estimate', user.key, {});
    assert.equal(none.status, 400);
    assert.match(none.body.error, /photo/);
  });

  it('takes the photo as JSON too, base64 or a data: URL as a pose\'s photo, and answers as for the form', async () => {
    const form = await estimate(STANDING);
    const asJson = (photo: unknown) => api('POST', '/api/poses/estimate', { body: { photo } });
    for (const photo of [STANDING.toString('base64'), `data:image/jpeg;base64,${STANDING.toString('base64')}`]) {
      const res = await asJson(photo);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body, form.body);
    }
    const nobody = await asJson(LANDSCAPE.toString('base64'));
    assert.equal(nobody.status, 400);
    assert.match(nobody.body.error, /^photo: no person was found in the photo/);
    const notBase64 = await asJson('a photo of me!');
    assert.equal(notBase64.status, 400);
    assert.match(notBase64.body.error, /^photo must be base64 \(or a data: URL\)/);
    const notImage = await asJson(Buffer.from('not a photo at all').toString('base64'));
    assert.equal(notImage.status, 415);
    assert.match(notImage.body.error, /photo must be a PNG, JPEG or WebP image/);
    const missing = await api('POST', '/api/poses/estimate', { body: {} });
    assert.equal(missing.status, 400);
    assert.match(missing.body.error, /^photo: /);
    const tooBig = await asJson('A'.repeat(1024 * 1024 + 1));
    assert.equal(tooBig.status, 413, JSON.stringify(tooBig.body));
  });

  it('counts estimates per account and hour: past the limit, 429 with Retry-After and the wait in words', async () => {
    const counted = await createTestUser(stack, { credits: 0 });
    const limit = stack.config.poseEstimatesPerHour;
    const statuses: number[] = [];
    // A file that is not an image counts like any estimate asked for, and is answered at once.
    for (let i = 0; i < limit; i += 1) statuses.push((await estimate(Buffer.from(`not a photo ${i}`), counted.key)).status);
    assert.deepEqual(new Set(statuses), new Set([415]));
    const refused = await estimate(STANDING, counted.key);
    assert.equal(refused.status, 429);
    assert.match(refused.body.error, /^Too many pose estimates asked for: try again in \d+ minutes?$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter > 3000 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
    assert.equal((await estimate(STANDING)).status, 200, "another account's estimates are counted apart");
  });

  it('draws the character in the pose of a photo (pose.photo on generate), estimated before the credit is charged', async () => {
    const before = await credits();
    const res = await api('POST', '/api/generate', { body: { character_id: miaId, prompt: 'Mia in the park', pose: { photo: STANDING.toString('base64') }, max_retries: 1, min_score: 0.1, no_cache: true } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.poses[0].name, 'Mia');
    assert.ok(res.body.poses[0].pck >= 0.75, JSON.stringify(res.body.poses));
    assert.ok(!res.body.issues.some((issue: string) => /pose/.test(issue)), JSON.stringify(res.body.issues));
    assert.equal((await api('GET', `/api/scenes/${res.body.image_id}`)).body.scene_plan.characters[0].posture, 'standing');
    assert.equal(await credits(), before - 1);
  });

  it('refuses a photo pose with nobody in it or several people with 400 naming why, and charges nothing', async () => {
    const before = await credits();
    const generate = (file: Buffer) => api('POST', '/api/generate', { body: { character_id: miaId, prompt: 'Mia in the park', pose: { photo: `data:image/jpeg;base64,${file.toString('base64')}` } } });
    const nobody = await generate(LANDSCAPE);
    assert.equal(nobody.status, 400);
    assert.match(nobody.body.error, /no person was found in the photo/);
    const group = await generate(GROUP);
    assert.equal(group.status, 400);
    assert.match(group.body.error, /the photo shows 4 people/);
    const both = await api('POST', '/api/generate', { body: { character_id: miaId, prompt: 'Mia', pose: { name: 'waving', photo: STANDING.toString('base64') } } });
    assert.equal(both.status, 400);
    assert.match(both.body.error, /give exactly one of name, keypoints, openpose or photo; 2 were given/);
    assert.equal(await credits(), before);
  });

  it("joins a retried generate, generate-multi or vary (the same Idempotency-Key) to its run before its photo is estimated again: the hour's estimates count it once", async () => {
    const retrier = await createTestUser(stack, { credits: 10 });
    const [miaId, leoId] = await Promise.all([
      createReadyCharacter(stack, retrier.id, 'Mia', 'a grown woman with short black hair in a green jacket and blue trousers'),
      createReadyCharacter(stack, retrier.id, 'Leo', 'a tall man with a red beard in a yellow shirt'),
    ]).then((characters) => characters.map((character) => character.id));
    const post = (route: string, body: unknown, key = `pose-${crypto.randomUUID()}`) => call(stack.baseUrl, 'POST', route, { key: retrier.key, body, headers: { 'Idempotency-Key': key } });
    const source = await post('/api/generate', { character_id: miaId, prompt: 'Mia in the garden', max_retries: 1, min_score: 0.1, no_cache: true });
    const photo = { photo: STANDING.toString('base64') };
    const requests: Array<[string, unknown]> = [
      ['/api/generate', { character_id: miaId, prompt: 'Mia in the park', pose: photo, max_retries: 1, min_score: 0.1, no_cache: true }],
      ['/api/generate-multi', { character_ids: [miaId, leoId], prompt: 'Mia and Leo in the park', poses: { [leoId]: photo }, max_retries: 1, min_score: 0.1 }],
      [`/api/scenes/${source.body.image_id}/vary`, { vary: 'pose', target: 'as in my photo', pose: photo, count: 1 }],
    ];
    const keys = requests.map(() => `pose-${crypto.randomUUID()}`);
    const firsts = [];
    for (const [i, [route, body]] of requests.entries()) firsts.push(await post(route, body, keys[i]));
    for (const first of firsts) assert.equal(first.status, 200, JSON.stringify(first.body));
    // The rest of the hour's estimates used up: a retry that counted one would be refused.
    for (let i = requests.length; i < stack.config.poseEstimatesPerHour; i += 1) assert.equal((await estimate(Buffer.from(`not a photo ${i}`), retrier.key)).status, 415);
    for (const [i, [route, body]] of requests.entries()) {
      const retried = await post(route, body, keys[i]);
      assert.equal(retried.status, 200, `${route}: ${JSON.stringify(retried.body)}`);
      assert.deepEqual(retried.body, firsts[i].body, `${route}: the retry answers the first run's pictures`);
    }
    assert.equal((await call(stack.baseUrl, 'GET', '/api/credits', { key: retrier.key })).body.credits, 10 - 1 - 1 - 2 - 1, 'each run charged once');
    const another = await post(...requests[0]);
    assert.equal(another.status, 429, 'a new request with the photo is an estimate past the limit');
  });

  const photoSkeleton = async () => (await estimate(STANDING)).body.keypoints as Skeleton;
  const posesOf = async (imageId: string) => (await api('GET', `/api/scenes/${imageId}`)).body.poses as Array<{ name: string; keypoints: Skeleton; pck: number }>;

  it("poses one character of generate-multi from a photo (keyed by its id), the other as the prompt says, on the photo's skeleton", async () => {
    const leoId = (await createReadyCharacter(stack, user.id, 'Leo', 'a tall man with a red beard in a yellow shirt')).id;
    const before = await credits();
    const body = { character_ids: [leoId, miaId], prompt: 'Leo and Mia in the park', poses: { [miaId]: { photo: STANDING.toString('base64') } }, max_retries: 1, min_score: 0.1 };
    const res = await api('POST', '/api/generate-multi', { body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.poses.map((pose: { name: string }) => pose.name), ['Mia']);
    assert.ok(res.body.poses[0].pck >= 0.75, JSON.stringify(res.body.poses));
    const [mia] = await posesOf(res.body.image_id);
    assert.deepEqual(mia.keypoints, await photoSkeleton(), "Mia was drawn on the photo's skeleton");
    assert.equal(await credits(), before - 2);
  });

  it("refuses generate-multi with a character's photo of nobody or of several people: 400 naming the character's field and why, nothing charged", async () => {
    const leoId = (await createReadyCharacter(stack, user.id, 'Leo', 'a tall man with a red beard in a yellow shirt')).id;
    const before = await credits();
    const multi = (file: Buffer) => api('POST', '/api/generate-multi', { body: { character_ids: [miaId, leoId], prompt: 'Mia and Leo', poses: { [miaId]: { name: 'sitting' }, [leoId]: { photo: file.toString('base64') } } } });
    const nobody = await multi(LANDSCAPE);
    assert.equal(nobody.status, 400);
    assert.match(nobody.body.error, new RegExp(`^poses\\.${leoId}\\.photo: no person was found in the photo`));
    const group = await multi(GROUP);
    assert.equal(group.status, 400);
    assert.match(group.body.error, new RegExp(`^poses\\.${leoId}\\.photo: the photo shows 4 people`));
    assert.equal(await credits(), before);
  });

  it("varies a scene's pose onto the pose of a photo (vary pose with pose.photo), 1 credit per variant", async () => {
    const source = await api('POST', '/api/generate', { body: { character_id: miaId, prompt: 'Mia in the garden', pose: { name: 'sitting' }, max_retries: 1, min_score: 0.1, no_cache: true } });
    assert.equal(source.status, 200, JSON.stringify(source.body));
    const before = await credits();
    const res = await api('POST', `/api/scenes/${source.body.image_id}/vary`, { body: { vary: 'pose', target: 'standing as in my photo', pose: { photo: STANDING.toString('base64') }, count: 1 } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.variants.length, 1, JSON.stringify(res.body.failures));
    const [variant] = await posesOf(res.body.variants[0].image_id);
    assert.deepEqual(variant.keypoints, await photoSkeleton(), "the variant was drawn on the photo's skeleton");
    assert.ok(variant.pck >= 0.75, JSON.stringify(variant));
    assert.equal((await api('GET', `/api/scenes/${res.body.variants[0].image_id}`)).body.scene_plan.characters[0].posture, 'standing', 'the sitting source now stands');
    assert.equal(await credits(), before - 1);
  });

  it('refuses a pose variation on a photo of nobody or of several people: 400 naming why, nothing charged', async () => {
    const source = await api('POST', '/api/generate', { body: { character_id: miaId, prompt: 'Mia by the lake', max_retries: 1, min_score: 0.1, no_cache: true } });
    const before = await credits();
    const vary = (file: Buffer) => api('POST', `/api/scenes/${source.body.image_id}/vary`, { body: { vary: 'pose', target: 'as in the photo', pose: { photo: file.toString('base64') }, count: 2 } });
    const nobody = await vary(LANDSCAPE);
    assert.equal(nobody.status, 400);
    assert.match(nobody.body.error, /^pose\.photo: no person was found in the photo/);
    const group = await vary(GROUP);
    assert.equal(group.status, 400);
    assert.match(group.body.error, /^pose\.photo: the photo shows 4 people/);
    assert.equal(await credits(), before);
  });
});

describe("The judge's pose check on pictures from an external model (OpenAI's images API, strict fake, drawing the photo's standing man)", function () {
  this.timeout(120_000);
  const OPENAI_KEY = 'sk-proj-likeness-poses';
  let stack: TestStack;
  let openai: FakeOpenAI;
  let worker: SideWorker;
  let api: SideApi;
  let user: TestUser;
  let miaId: string;

  before(async () => {
    stack = await getTestStack();
    openai = await startFakeOpenAI({ apiKey: OPENAI_KEY, chatReply: answerLikeAModel(97), picture: STANDING });
    const models = createModelRegistry(
      loadModelsConfig({ DEFAULT_IMAGE_MODEL: 'openai:gpt-image-1', OPENAI_IMAGES_BASE_URL: openai.baseUrl, OPENAI_IMAGES_API_KEY: OPENAI_KEY, ...judgeAndPlannerOn(openai.baseUrl, OPENAI_KEY) }),
    );
    await pauseStackWorker();
    worker = await startSideWorker(stack, { deps: { models } });
    api = await startSideApi(stack, { imageModels: modelCatalogue(models) });
    user = await createTestUser(stack, { credits: 10 });
    miaId = (await createReadyCharacter(stack, user.id, 'Mia', 'a grown woman with short black hair in a green jacket and blue trousers')).id;
  });

  after(async () => {
    await api?.close();
    await worker?.stop();
    await resumeStackWorker();
    await openai?.close();
  });

  const generate = (pose: unknown) =>
    call(api.baseUrl, 'POST', '/api/generate', { key: user.key, body: { character_id: miaId, prompt: 'Mia in the park', pose, max_retries: 2, min_score: 0.5, no_cache: true } });
  const drawings = () => openai.requests.filter((request) => request.path.startsWith('/v1/images/')).length;
  const credits = async () => (await call(api.baseUrl, 'GET', '/api/credits', { key: user.key })).body.credits as number;

  it('fails each attempt whose figure is off its pose, however the judge scores it, naming the miss with its PCK@0.2 in issues', async () => {
    const before = { drawings: drawings(), credits: await credits() };
    const res = await generate({ name: 'arms_up' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.consistency_score, 97, "the character is the character: the vision judge's score");
    assert.equal(res.body.passed, false, 'the pose miss fails the attempt');
    assert.equal(res.body.attempts, 2, 'and the next attempt is drawn, as on the built-in path');
    assert.equal(drawings() - before.drawings, 2, 'each attempt was drawn by the provider');
    assert.equal(res.body.poses[0].name, 'Mia');
    assert.ok(res.body.poses[0].pck < 0.75, JSON.stringify(res.body.poses));
    const miss = res.body.issues.find((issue: string) => /pose/.test(issue));
    assert.match(miss, /^Mia is not in the pose asked for: (\d+) % of the skeleton's points within 0\.2 torso lengths \(PCK@0\.2; 75 % needed\); off: .*wrist/);
    assert.equal(Number(/(\d+) %/.exec(miss)![1]), Math.round(res.body.poses[0].pck * 100), 'the issue gives the PCK the result reports');
    console.log(`      ${miss}`);
    assert.equal(await credits(), before.credits - 1, 'the best attempt is delivered below the bar, for its credit, as any generation');
  });

  it("passes a picture in the pose asked for: the pose of the same photo, estimated on the result", async () => {
    const before = drawings();
    const res = await generate({ photo: STANDING.toString('base64') });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.passed, true, JSON.stringify(res.body.issues));
    assert.equal(res.body.attempts, 1);
    assert.equal(drawings() - before, 1);
    assert.ok(res.body.poses[0].pck >= 0.75, JSON.stringify(res.body.poses));
    assert.ok(!res.body.issues.some((issue: string) => /pose/.test(issue)), JSON.stringify(res.body.issues));
  });
});
