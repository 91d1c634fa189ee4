import assert from 'node:assert/strict';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { createTestUser, TestUser } from '../support/users';

describe('Poses: GET /api/poses and a pose on POST /api/generate', () => {
  let stack: TestStack;
  let user: TestUser;
  let miaId: string;
  let catalogue: { keypoint_names: string[]; poses: Array<{ name: string; label: string; keypoints: Array<[number, number] | null> }> };

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 20 });
    miaId = (await createReadyCharacter(stack, user.id, 'Mia', 'a grown woman with short black hair in a green jacket and blue trousers')).id;
    catalogue = (await api('GET', '/api/poses')).body;
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, { key: user.key, ...options });
  const credits = async () => (await api('GET', '/api/credits')).body.credits as number;
  const generate = (pose: unknown, prompt = 'Mia in the park') => api('POST', '/api/generate', { body: { character_id: miaId, prompt, pose, max_retries: 1, min_score: 0.1, no_cache: true } });
  const postureOf = async (imageId: string) => (await api('GET', `/api/scenes/${imageId}`)).body.scene_plan.characters[0].posture as string;

  it('lists the catalogue: each pose named, described and given as 17 keypoints in percent', async () => {
    assert.equal(catalogue.keypoint_names.length, 17);
    assert.equal(catalogue.keypoint_names[0], 'nose');
    const names = catalogue.poses.map((pose) => pose.name);
    for (const name of ['standing', 'sitting', 'lying', 'kneeling', 'running', 'arms_up', 'pointing', 'turned_away']) assert.ok(names.includes(name), name);
    for (const pose of catalogue.poses) {
      assert.equal(pose.keypoints.length, 17, pose.name);
      for (const point of pose.keypoints) if (point) assert.ok(point.every((v) => v >= 0 && v <= 100), `${pose.name}: ${JSON.stringify(point)}`);
    }
    const turned = catalogue.poses.find((pose) => pose.name === 'turned_away')!;
    assert.equal(turned.keypoints[0], null, 'a person turned away shows no nose');
  });

  it('draws the character sitting on a named pose, matched by the judge, for 1 credit', async () => {
    const before = await credits();
    const res = await generate({ name: 'sitting' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.poses.length, 1);
    assert.equal(res.body.poses[0].name, 'Mia');
    assert.ok(res.body.poses[0].pck >= 0.75, JSON.stringify(res.body.poses));
    assert.ok(!res.body.issues.some((issue: string) => /pose/.test(issue)), JSON.stringify(res.body.issues));
    assert.equal(await postureOf(res.body.image_id), 'sitting');
    assert.equal(await credits(), before - 1);
  });

  it('takes a skeleton as COCO keypoints (a dragged skeleton): lying down, whatever the prompt says', async () => {
    const lying = catalogue.poses.find((pose) => pose.name === 'lying')!.keypoints;
    const res = await generate({ keypoints: lying }, 'Mia waves in the park');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(await postureOf(res.body.image_id), 'lying');
    assert.ok(res.body.poses[0].pck >= 0.75);
  });

  it("takes OpenPose's JSON in pixels of its canvas (BODY_25, as pose editors export it): kneeling", async () => {
    const kneeling = catalogue.poses.find((pose) => pose.name === 'kneeling')!.keypoints;
    // COCO index of each BODY_25 point (-1: the neck, the mid-hip and the feet, which COCO has not).
    const order = [0, -1, 6, 8, 10, 5, 7, 9, -1, 12, 14, 16, 11, 13, 15, 2, 1, 4, 3, -1, -1, -1, -1, -1, -1];
    const flat = order.flatMap((coco) => (coco >= 0 && kneeling[coco] ? [kneeling[coco][0] * 5.12, kneeling[coco][1] * 7.68, 0.9] : [0, 0, 0]));
    const res = await generate({ openpose: { people: [{ pose_keypoints_2d: flat }], canvas_width: 512, canvas_height: 768 } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(await postureOf(res.body.image_id), 'crouching');
  });

  it('rejects a skeleton it cannot draw with the reason, and charges nothing', async () => {
    const before = await credits();
    const standing = catalogue.poses.find((pose) => pose.name === 'standing')!.keypoints;
    const noWrist = standing.map((point, i) => (i === 9 ? null : point));
    const missing = await generate({ keypoints: noWrist });
    assert.equal(missing.status, 400);
    assert.match(missing.body.error, /pose: the skeleton misses left wrist/);
    const outside = await generate({ keypoints: standing.map((point, i) => (i === 15 ? [50, 130] : point)) });
    assert.equal(outside.status, 400);
    assert.match(outside.body.error, /out of range: left ankle/);
    const short = await generate({ keypoints: standing.slice(0, 12) });
    assert.equal(short.status, 400);
    assert.match(short.body.error, /17 points/);
    const two = await generate({ openpose: { people: [{ pose_keypoints_2d: [] }, { pose_keypoints_2d: [] }] } });
    assert.equal(two.status, 400);
    assert.match(two.body.error, /exactly one person; it holds 2/);
    const both = await generate({ name: 'sitting', keypoints: standing });
    assert.equal(both.status, 400);
    assert.match(both.body.error, /exactly one of name, keypoints or openpose/);
    const unknown = await generate({ name: 'cartwheel' });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.error, /pose\.name/);
    assert.equal(await credits(), before);
  });

  it('poses each character of generate-multi on its own, by character id (the others as the prompt says)', async () => {
    const leo = (await createReadyCharacter(stack, user.id, 'Leo', 'a tall man with a red beard in a yellow shirt')).id;
    const res = await api('POST', '/api/generate-multi', { body: { character_ids: [miaId, leo], prompt: 'Mia and Leo in the park', poses: { [miaId]: { name: 'lying' } }, max_retries: 1, min_score: 0.1 } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.poses.map((pose: { name: string }) => pose.name), ['Mia']);
    const plan = (await api('GET', `/api/scenes/${res.body.image_id}`)).body.scene_plan;
    assert.deepEqual(plan.characters.map((c: { posture: string }) => c.posture), ['lying', 'standing']);
    const stranger = await api('POST', '/api/generate-multi', { body: { character_ids: [miaId, leo], prompt: 'x', poses: { '00000000-0000-4000-8000-000000000001': { name: 'lying' } } } });
    assert.equal(stranger.status, 400);
    assert.match(stranger.body.error, /poses are keyed by the character ids of character_ids/);
  });

  it('varies a scene\'s pose onto a catalogue pose named as the target, or onto a skeleton given', async () => {
    const source = await generate(undefined, 'Mia in the garden');
    assert.equal(source.status, 200);
    const named = await api('POST', `/api/scenes/${source.body.image_id}/vary`, { body: { vary: 'pose', target: 'sitting on the floor', count: 1 } });
    assert.equal(named.status, 200, JSON.stringify(named.body));
    const catalogued = await api('POST', `/api/scenes/${source.body.image_id}/vary`, { body: { vary: 'pose', target: 'kneeling', count: 1 } });
    const lying = catalogue.poses.find((pose) => pose.name === 'lying')!.keypoints;
    const skeleton = await api('POST', `/api/scenes/${source.body.image_id}/vary`, { body: { vary: 'pose', target: 'lying in the grass', pose: { keypoints: lying }, count: 1 } });
    const postures = await Promise.all([named, catalogued, skeleton].map((res) => postureOf(res.body.variants[0].image_id)));
    assert.deepEqual(postures, ['sitting_floor', 'crouching', 'lying']);
    const wrong = await api('POST', `/api/scenes/${source.body.image_id}/vary`, { body: { vary: 'expression', target: 'happy', pose: { keypoints: lying }, count: 1 } });
    assert.equal(wrong.status, 400);
    assert.match(wrong.body.error, /a pose goes with vary "pose"/);
  });

  it('caches per pose: the same prompt in another pose is drawn again', async () => {
    const first = await api('POST', '/api/generate', { body: { character_id: miaId, prompt: 'Mia at the beach', pose: { name: 'arms_up' }, max_retries: 1, min_score: 0.1 } });
    const again = await api('POST', '/api/generate', { body: { character_id: miaId, prompt: 'Mia at the beach', pose: { name: 'arms_up' }, max_retries: 1, min_score: 0.1 } });
    const other = await api('POST', '/api/generate', { body: { character_id: miaId, prompt: 'Mia at the beach', pose: { name: 'kneeling' }, max_retries: 1, min_score: 0.1 } });
    assert.equal(first.status, 200);
    assert.equal(again.body.cached, true);
    assert.equal(again.body.poses[0].pck, first.body.poses[0].pck);
    assert.equal(other.body.cached, false);
    assert.notEqual(other.body.image_id, first.body.image_id);
  });
});
