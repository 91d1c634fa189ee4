import type { ComponentChildren } from 'preact';
import { BONES, K, type Skeleton } from '../../../src/poses/keypoints';

/** The person's left limbs in one colour, the right in another, the trunk in a third: which side is which at a glance. */
const SIDE_COLOURS = { left: '#1565c0', right: '#c62828', trunk: '#455a64' } as const;

function boneColour([from, to]: [number, number]): string {
  const names = [from, to].map((index) => Object.entries(K).find(([, value]) => value === index)?.[0] ?? '');
  if (names.every((name) => name.startsWith('left_'))) return SIDE_COLOURS.left;
  if (names.every((name) => name.startsWith('right_'))) return SIDE_COLOURS.right;
  return SIDE_COLOURS.trunk;
}

/** The head: a circle around the face's points, as wide as the ears (or a tenth of the shoulders) apart. */
function head(skeleton: Skeleton): { x: number; y: number; r: number } | undefined {
  const face = [K.nose, K.left_eye, K.right_eye, K.left_ear, K.right_ear].map((index) => skeleton[index]).filter((point) => point !== null && point !== undefined);
  if (face.length === 0) return undefined;
  const x = face.reduce((sum, [px]) => sum + px, 0) / face.length;
  const y = face.reduce((sum, [, py]) => sum + py, 0) / face.length;
  const spread = Math.max(...face.map(([px, py]) => Math.hypot(px - x, py - y)));
  return { x, y, r: Math.max(3, spread * 1.6) };
}

/**
 * A skeleton drawn in a square of 100 x 100 (its points are in percent of the picture): bones coloured by side, the
 * head a circle; `children` are drawn over it (the editor's joints, `interactive`).
 */
export function SkeletonFigure({ skeleton, children, label, background, interactive = false }: { skeleton: Skeleton; children?: ComponentChildren; label?: string; background?: string; interactive?: boolean }) {
  const face = head(skeleton);
  return (
    <svg class="skeleton" viewBox="0 0 100 100" preserveAspectRatio="none" role={label ? (interactive ? 'group' : 'img') : undefined} aria-label={label} aria-hidden={label ? undefined : 'true'}>
      {background && <image href={background} x="0" y="0" width="100" height="100" preserveAspectRatio="none" opacity="0.55" />}
      {BONES.map((bone) => {
        const [a, b] = [skeleton[bone[0]], skeleton[bone[1]]];
        return a && b ? <line x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} stroke={boneColour(bone)} stroke-width="2.2" stroke-linecap="round" /> : null;
      })}
      {face && <circle cx={face.x} cy={face.y} r={face.r} fill="none" stroke={SIDE_COLOURS.trunk} stroke-width="1.6" />}
      {children}
    </svg>
  );
}
