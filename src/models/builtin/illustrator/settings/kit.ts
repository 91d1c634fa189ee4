import { darken, lighten } from '../color';
import type { Pen } from '../pen';
import type { Rng } from '../rng';
import { el } from '../svg';
import type { PropKey } from '../vocabulary/props';

export type TimeOfDay = 'day' | 'golden' | 'night';
export type Weather = 'clear' | 'rain' | 'snow';

/** World coordinates: feet stand near y = 0, x = 0 is the middle of the cast; the world is drawn well past any frame. */
export const WORLD = { left: -2600, right: 2600, top: -2400, bottom: 1600 } as const;

/** The line where the floor of a room meets its back wall; figures stand in front of it, near y = 0. */
export const FLOOR = -120;

export interface SettingContext {
  pen: Pen;
  rng: Rng;
  time: TimeOfDay;
  weather: Weather;
  /** Extra colours pulled from an anchor image, when one was given. */
  sky?: [string, string];
  /** Furniture the scene draws itself, for the cast to use: the place leaves its own out (a bedroom's bed when someone lies in one). */
  drawnBy?: ReadonlySet<PropKey>;
}

/** Whether the scene draws this piece of furniture itself, so the place must not draw a second one. */
export const sceneDraws = (ctx: SettingContext, prop: PropKey): boolean => ctx.drawnBy?.has(prop) ?? false;

const SKIES: Record<TimeOfDay, [string, string]> = {
  day: ['#6fbcec', '#d4effc'],
  golden: ['#f08a4b', '#ffe1a0'],
  night: ['#0c1533', '#2c3d72'],
};

export function skyColors(ctx: SettingContext): [string, string] {
  const [top, bottom] = ctx.sky ?? SKIES[ctx.time];
  return ctx.weather === 'rain' ? [darken(top, 0.25), darken(bottom, 0.2)] : [top, bottom];
}

/** A side of the place (left -1, right 1) its big thing goes to, away from where the cast stands. */
export const side = (ctx: SettingContext): 1 | -1 => ctx.rng.pick([-1, 1] as const);

export function sky(ctx: SettingContext, horizon: number): string {
  const [top, bottom] = skyColors(ctx).map((c) => ctx.pen.color(c));
  const grad = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  const rect = el('rect', { x: WORLD.left, y: WORLD.top, width: WORLD.right - WORLD.left, height: horizon - WORLD.top + 40, fill: ctx.pen.look.screentone ? ctx.pen.fill(bottom) : 'url(#sky)' });
  const lights = ctx.time === 'night' ? stars(ctx, horizon) + ctx.pen.ellipse(520, horizon - 520, 55, 55, '#f7f1c8') : ctx.weather === 'clear' ? ctx.pen.ellipse(-560, horizon - 560, 70, 70, ctx.time === 'golden' ? '#ffcf6a' : '#fff2a8') : '';
  return `<defs>${grad}</defs>${rect}${lights}`;
}

function stars(ctx: SettingContext, horizon: number): string {
  return Array.from({ length: 60 }, () => ctx.pen.spot(ctx.rng.range(-1400, 1400), ctx.rng.range(horizon - 1200, horizon - 40), 4, 4, '#fdf6d8')).join('');
}

/** The ground's colour in the scene's weather: snow lies on it. */
export const groundColour = (ctx: SettingContext, color: string): string => (ctx.weather === 'snow' ? lighten(color, 0.75) : color);

export function ground(ctx: SettingContext, y: number, color: string): string {
  return ctx.pen.rect(WORLD.left, y, WORLD.right - WORLD.left, WORLD.bottom - y, groundColour(ctx, color), { stroke: 'none' });
}

export function cloud(ctx: SettingContext, x: number, y: number, s: number): string {
  const c = ctx.weather === 'rain' ? '#9aa3ad' : '#ffffff';
  return [[-0.9, 0.2, 0.7], [0, 0, 1], [0.9, 0.25, 0.65]].map(([dx, dy, r]) => ctx.pen.ellipse(x + dx * s, y + dy * s, r * s, r * s * 0.75, c, { stroke: 'none' })).join('');
}

export function tree(ctx: SettingContext, x: number, y: number, s: number, leaf = '#3f9a4a'): string {
  const { pen } = ctx;
  const crown = ctx.weather === 'snow' ? lighten(leaf, 0.55) : leaf;
  return pen.rect(x - s * 0.12, y - s * 0.9, s * 0.24, s * 0.9, '#7a5230') + pen.ellipse(x, y - s * 1.25, s * 0.6, s * 0.55, crown) + pen.ellipse(x - s * 0.3, y - s * 1.0, s * 0.4, s * 0.35, darken(crown, 0.1)) + pen.ellipse(x + s * 0.32, y - s * 1.05, s * 0.42, s * 0.36, lighten(crown, 0.08));
}

export function pine(ctx: SettingContext, x: number, y: number, s: number, leaf = '#2f7a4a'): string {
  const crown = ctx.weather === 'snow' ? lighten(leaf, 0.5) : leaf;
  return ctx.pen.rect(x - s * 0.08, y - s * 0.3, s * 0.16, s * 0.3, '#6b4a2f') + [0, 1, 2].map((i) => ctx.pen.poly([[x - s * (0.5 - i * 0.1), y - s * (0.25 + i * 0.4)], [x, y - s * (0.95 + i * 0.4)], [x + s * (0.5 - i * 0.1), y - s * (0.25 + i * 0.4)]], darken(crown, i * 0.06))).join('');
}

/** A lit or dark window depending on the time of day, grey with rain streaking down it or snow falling past it. */
export function windowPane(ctx: SettingContext, x: number, y: number, w: number, h: number, frame = '#f4efe6'): string {
  const clear = ctx.time === 'night' ? '#ffd873' : ctx.time === 'golden' ? '#ffc98a' : '#bfe3f5';
  const glass = ctx.weather === 'rain' && ctx.time !== 'night' ? '#9fb0bf' : clear;
  return ctx.pen.rect(x, y, w, h, glass, { 'stroke-width': ctx.pen.px(2) }) + outside(ctx, x, y, w, h) + ctx.pen.line([[x + w / 2, y], [x + w / 2, y + h]], frame, 3) + ctx.pen.line([[x, y + h / 2], [x + w, y + h / 2]], frame, 3);
}

/** The weather seen through a window pane: slanting streaks of rain or flakes of snow, inside its glass. */
function outside(ctx: SettingContext, x: number, y: number, w: number, h: number): string {
  if (ctx.weather === 'clear') return '';
  const marks = Array.from({ length: Math.round((w * h) / 1400) }, (_, i) => [x + 8 + ((i * 37) % (w - 24)), y + 8 + ((i * 53) % (h - 30))]);
  if (ctx.weather === 'snow') return marks.map(([mx, my]) => ctx.pen.spot(mx, my, 4, 4, '#ffffff')).join('');
  return marks.map(([mx, my]) => ctx.pen.line([[mx + 6, my], [mx, my + 18]], '#eef4f9', 2)).join('');
}

export function wall(ctx: SettingContext, floorY: number, wallColor: string, floorColor: string): string {
  const { pen } = ctx;
  return pen.rect(WORLD.left, WORLD.top, WORLD.right - WORLD.left, floorY - WORLD.top, wallColor, { stroke: 'none' }) +
    pen.rect(WORLD.left, floorY, WORLD.right - WORLD.left, WORLD.bottom - floorY, floorColor, { stroke: 'none' }) +
    pen.rect(WORLD.left, floorY - 18, WORLD.right - WORLD.left, 18, darken(wallColor, 0.25), { stroke: 'none' });
}

export function bookshelf(ctx: SettingContext, x: number, floorY: number, w: number, h: number): string {
  const { pen, rng } = ctx;
  const books = ['#c0392b', '#2e86c1', '#27ae60', '#f1c40f', '#8e44ad', '#e67e22', '#16a085'];
  let out = pen.rect(x, floorY - h, w, h, '#8b5a2b');
  const rows = Math.floor(h / 70);
  for (let r = 0; r < rows; r++) {
    const shelfY = floorY - h + 12 + r * 70;
    let bx = x + 10;
    while (bx < x + w - 22) {
      const bw = rng.range(9, 18);
      const bh = rng.range(38, 54);
      out += pen.rect(bx, shelfY + 56 - bh, bw, bh, rng.pick(books), { 'stroke-width': pen.px(1) });
      bx += bw + 1;
    }
    out += pen.rect(x, shelfY + 56, w, 8, '#6d4520', { stroke: 'none' });
  }
  return out;
}
