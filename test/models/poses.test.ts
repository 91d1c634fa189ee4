import assert from 'node:assert/strict';
import { describeCharacter } from '../../src/models/builtin/descriptor';
import { createBuiltinIllustrator } from '../../src/models/builtin/illustrator';
import { checkPoses } from '../../src/models/pose/check';
import { catalogueSkeleton, POSE_NAMES } from '../../src/poses/catalogue';
import { fromOpenPose, SkeletonError } from '../../src/poses/formats';
import { inPixels, K, poseMatch, type Skeleton } from '../../src/poses/keypoints';

describe('Poses: skeleton formats, the pose check and the built-in illustrator on a skeleton', () => {
  const standing = catalogueSkeleton('standing');

  it("reads OpenPose's COCO-18 order (its right shoulder third, its neck dropped) and normalised coordinates", () => {
    // OpenPose COCO-18: nose, neck, RShoulder, RElbow, RWrist, LShoulder, LElbow, LWrist, RHip, RKnee, RAnkle, LHip, LKnee, LAnkle, REye, LEye, REar, LEar.
    const order = [K.nose, -1, K.right_shoulder, K.right_elbow, K.right_wrist, K.left_shoulder, K.left_elbow, K.left_wrist, K.right_hip, K.right_knee, K.right_ankle, K.left_hip, K.left_knee, K.left_ankle, K.right_eye, K.left_eye, K.right_ear, K.left_ear];
    const flat = order.flatMap((coco) => (coco < 0 ? [0.5, 0.3, 1] : [standing[coco]![0] / 100, standing[coco]![1] / 100, 0.8]));
    const read = fromOpenPose({ people: [{ pose_keypoints_2d: flat }] });
    assert.deepEqual(read[K.right_shoulder], standing[K.right_shoulder]);
    assert.deepEqual(read[K.left_ankle], standing[K.left_ankle]);
    assert.throws(() => fromOpenPose({ people: [{ pose_keypoints_2d: flat.map((v, i) => (i % 3 === 2 ? v : v * 512)) }] }), /canvas_width and canvas_height/);
    assert.throws(() => fromOpenPose({ people: [{ pose_keypoints_2d: flat.slice(0, 30) }] }), SkeletonError);
  });

  it('matches a figure in its pose, and names the points of one that is not (PCK@0.2 of the torso)', () => {
    const same = checkPoses([{ name: 'Mia', target: standing, drawn: standing }], 1024, 1024);
    assert.deepEqual(same, { poses: [{ name: 'Mia', pck: 1, matched: true }], issues: [] });
    const armsUp = catalogueSkeleton('arms_up');
    const missed = checkPoses([{ name: 'Mia', target: armsUp, drawn: standing }], 1024, 1024);
    assert.equal(missed.poses[0].matched, false);
    assert.match(missed.issues[0], /^Mia is not in the pose asked for: \d+ % of the skeleton's points within 0\.2 torso lengths \(PCK@0\.2; 75 % needed\); off: left elbow, right elbow, left wrist, right wrist/);
    const unknown = checkPoses([{ name: 'Leo', target: standing }], 1024, 1024);
    assert.deepEqual(unknown.poses, [], 'a figure the model does not place is not failed');
    assert.match(unknown.issues[0], /Leo's pose was not checked: the image model does not say where it drew the figure/);
    // Moved and scaled, a pose is the same pose; turned on its side, it is not.
    const moved: Skeleton = standing.map((p) => p && [p[0] * 0.5 + 10, p[1] * 0.5 + 5]);
    assert.equal(poseMatch(moved, standing).pck, 1);
    const turned: Skeleton = standing.map((p) => p && [100 - p[1], p[0]]);
    assert.ok(poseMatch(turned, standing).pck < 0.5);
  });

  it('draws a grown-up on every pose of the catalogue within PCK@0.2, in the posture the skeleton shows', async function () {
    this.timeout(60_000);
    const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
    const gran = { name: 'Gran', descriptor: describeCharacter('Gran', 'an elderly woman with white hair in a bun and a purple dress'), references: [] };
    const postures: Record<string, string> = {};
    for (const name of POSE_NAMES) {
      const pose = catalogueSkeleton(name);
      const result = await illustrator.render({ prompt: 'Gran in the park', characters: [{ ...gran, pose }], seed: 3, width: 512, height: 512 });
      const drawn = result.layout.characters[0].keypoints!;
      assert.ok(poseMatch(inPixels(drawn, 512, 512), inPixels(pose, 512, 512)).pck >= 0.85, name);
      postures[name] = result.plan!.characters[0].posture;
    }
    assert.deepEqual(
      { sitting: postures.sitting, sitting_floor: postures.sitting_floor, lying: postures.lying, kneeling: postures.kneeling, running: postures.running, standing: postures.standing },
      { sitting: 'sitting', sitting_floor: 'sitting_floor', lying: 'lying', kneeling: 'crouching', running: 'running', standing: 'standing' },
    );
  });

  it('draws a tree the prompt hides a posed character behind beside it instead, so the pose is seen', async () => {
    const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
    const dev = { name: 'Dev', descriptor: describeCharacter('Dev', 'a man with red hair in a pink hoodie'), references: [] };
    const prompt = 'Dev hides behind a tree in the forest';
    const treeIn = async (pose?: Skeleton) => {
      const result = await illustrator.render({ prompt, characters: [{ ...dev, ...(pose ? { pose } : {}) }], seed: 5, width: 512, height: 512 });
      return result.plan!.props.find((prop) => prop.name === 'tree')?.where;
    };
    assert.equal(await treeIn(), 'in front', 'unposed, the tree hides him as the prompt says');
    assert.notEqual(await treeIn(catalogueSkeleton('sitting')), 'in front');
  });
});
