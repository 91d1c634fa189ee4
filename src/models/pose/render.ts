/**
 * A skeleton drawn as OpenPose draws one: coloured limbs and joints on black, in OpenPose's COCO-18 order with the
 * neck between the shoulders. ControlNet's OpenPose models were trained on such pictures (lllyasviel/ControlNet,
 * "Control Stable Diffusion with Human Pose": OpenPose's own rendering, colour per limb), so the picture a ComfyUI
 * workflow or an image model gets as the pose is this one.
 */
import { rasterise } from '../builtin/illustrator/rasterise';
import { el, svgDocument } from '../builtin/illustrator/svg';
import { inPixels, K, midpoint, type Keypoint, type Skeleton } from '../../poses/keypoints';

/** OpenPose's COCO-18 points as COCO keypoints; the neck (1) is the middle of the shoulders. */
const OPENPOSE_18: Array<number | 'neck'> = [K.nose, 'neck', K.right_shoulder, K.right_elbow, K.right_wrist, K.left_shoulder, K.left_elbow, K.left_wrist, K.right_hip, K.right_knee, K.right_ankle, K.left_hip, K.left_knee, K.left_ankle, K.right_eye, K.left_eye, K.right_ear, K.left_ear];

/** OpenPose's limbs between its COCO-18 points, in the order its renderer colours them. */
const LIMBS: Array<[number, number]> = [[1, 2], [1, 5], [2, 3], [3, 4], [5, 6], [6, 7], [1, 8], [8, 9], [9, 10], [1, 11], [11, 12], [12, 13], [1, 0], [0, 14], [14, 16], [0, 15], [15, 17]];

/** OpenPose's 18 part colours (red, through yellow, green, cyan and blue, to magenta). */
const COLOURS = ['#ff0000', '#ff5500', '#ffaa00', '#ffff00', '#aaff00', '#55ff00', '#00ff00', '#00ff55', '#00ffaa', '#00ffff', '#00aaff', '#0055ff', '#0000ff', '#5500ff', '#aa00ff', '#ff00ff', '#ff00aa', '#ff0055'];

function openPosePoints(skeleton: Skeleton): Array<Keypoint | null> {
  const [ls, rs] = [skeleton[K.left_shoulder], skeleton[K.right_shoulder]];
  return OPENPOSE_18.map((i) => (i === 'neck' ? (ls && rs ? midpoint(ls, rs) : null) : skeleton[i]));
}

/** The skeleton as SVG over a `width` x `height` black picture. */
export function skeletonSvg(skeleton: Skeleton, width: number, height: number): string {
  const points = openPosePoints(inPixels(skeleton, width, height));
  const stroke = Math.max(2, Math.round(Math.min(width, height) / 128));
  const limbs = LIMBS.map(([a, b], i) => {
    const [p, q] = [points[a], points[b]];
    return p && q ? el('line', { x1: p[0], y1: p[1], x2: q[0], y2: q[1], stroke: COLOURS[i], 'stroke-width': stroke * 1.5, 'stroke-linecap': 'round', opacity: 0.6 }) : '';
  }).join('');
  const joints = points.map((p, i) => (p ? el('circle', { cx: p[0], cy: p[1], r: stroke * 1.1, fill: COLOURS[i] }) : '')).join('');
  return svgDocument(width, height, '', el('rect', { width, height, fill: '#000000' }) + limbs + joints);
}

/** The skeleton as an OpenPose picture (PNG). */
export function renderSkeleton(skeleton: Skeleton, width: number, height: number): Promise<Buffer> {
  return rasterise(skeletonSvg(skeleton, width, height), width, height);
}
