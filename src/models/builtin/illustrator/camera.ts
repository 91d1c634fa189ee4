import type { ComicShotKey } from '../../../vocabulary';
import { compose, Matrix, Rect, rotate, scale, translate } from './svg';

export interface CastBoxes {
  box: Rect;
  face: Rect;
}

interface View {
  cx: number;
  cy: number;
  /** Visible world height. */
  height: number;
  tilt: number;
}

function union(rects: Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** The character nearest the focus, for two-shots and reactions. */
export function partnerOf(cast: CastBoxes[], focus: number): number {
  if (cast.length < 2) return focus;
  const cx = (r: Rect): number => r.x + r.width / 2;
  return cast.reduce((best, c, i) => (i !== focus && (best === focus || Math.abs(cx(c.box) - cx(cast[focus].box)) < Math.abs(cx(cast[best].box) - cx(cast[focus].box))) ? i : best), focus);
}

function fit(r: Rect, aspect: number, margin: number): number {
  return Math.max(r.height * margin, (r.width * margin) / aspect);
}

/** How far (in face widths) a close-up's centre may move from the face toward the middle of the figure. */
const CLOSEUP_LEAN = 0.6;

/** Share of a two-shot's height below the pair's feet at most: the rest of a tall panel goes above their heads. */
const TWO_SHOT_FLOOR = 0.12;

/** `scenery`: where the things the figures use stand, kept in view by the shots that show the whole group. */
function shotView(shot: ComicShotKey, cast: CastBoxes[], focus: number, aspect: number, scenery: Rect[]): View {
  const figures = union(cast.map((c) => c.box));
  const group = shot === 'wide' || shot === 'establishing' ? union([figures, ...scenery]) : figures;
  const main = cast[focus];
  const gx = group.x + group.width / 2;
  const mx = main.box.x + main.box.width / 2;
  const feet = group.y + group.height;
  switch (shot) {
    case 'establishing': {
      const height = Math.max(group.height * 4.2, (group.width * 1.8) / aspect, 1100);
      return { cx: gx, cy: feet - height * 0.3, height, tilt: 0 };
    }
    case 'two_shot': {
      const pair = union([main.box, cast[partnerOf(cast, focus)].box]);
      const height = Math.max(fit(pair, aspect, 1.12), 300);
      // Framed from the heads down; a panel too narrow for the pair shows more above them, their feet low in it.
      const fromHeads = pair.y - height * 0.04 + height / 2;
      const fromFeet = pair.y + pair.height + height * TWO_SHOT_FLOOR - height / 2;
      return { cx: pair.x + pair.width / 2, cy: Math.min(fromHeads, fromFeet), height, tilt: 0 };
    }
    case 'medium': {
      const height = Math.max(main.box.height * 0.78, (main.face.width * 3.2) / aspect);
      return { cx: mx, cy: main.box.y - height * 0.06 + height / 2, height, tilt: 0 };
    }
    case 'closeup': {
      // Head and shoulders: the view leans from the face toward the body, which for a figure lying down is beside it.
      const fx = main.face.x + main.face.width / 2;
      const lean = Math.max(-CLOSEUP_LEAN, Math.min(CLOSEUP_LEAN, (mx - fx) / main.face.width)) * main.face.width;
      return { cx: fx + lean, cy: main.face.y + main.face.height * 0.78, height: main.face.height * 2.5, tilt: 0 };
    }
    case 'reaction_closeup': {
      const who = cast[partnerOf(cast, focus)];
      return { cx: who.face.x + who.face.width / 2, cy: who.face.y + who.face.height * 0.62, height: who.face.height * 1.9, tilt: 0 };
    }
    case 'over_shoulder':
      return { cx: mx - (main.box.height * 0.3) * aspect, cy: main.box.y + main.box.height * 0.55, height: main.box.height * 1.5, tilt: 0 };
    case 'splash': {
      const height = Math.max(fit(group, aspect, 1.02), 420);
      return { cx: gx, cy: feet - height * 0.4, height, tilt: -8 };
    }
    default: {
      // At least this much of the world, so the place around a lone figure is in the picture.
      const height = Math.max(fit(group, aspect, 1.35), 600);
      return { cx: gx, cy: feet + height * 0.1 - height / 2, height, tilt: 0 };
    }
  }
}

/** World-to-pixel transform for a shot; also returns pixels per world unit. */
export function frameShot(shot: ComicShotKey, cast: CastBoxes[], focus: number, width: number, height: number, scenery: Rect[] = []): { matrix: Matrix; unitPx: number } {
  const view = shotView(shot, cast, focus, width / height, scenery);
  const k = height / view.height;
  const matrix = compose(compose(compose(translate(-view.cx, -view.cy), scale(k)), rotate(view.tilt)), translate(width / 2, height / 2));
  return { matrix, unitPx: k };
}
