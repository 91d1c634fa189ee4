import { darken, lighten } from '../color';
import { el, type Point } from '../svg';
import { cloud, FLOOR, ground, SettingContext, sky, wall, WORLD } from './kit';

const HORIZON = -170;
const LAMP_GLOW = '#ffe27a';

/** The lamp shines (and sweeps a beam) at night and in bad weather, when a lighthouse is needed. */
function lampLit(ctx: SettingContext): boolean {
  return ctx.time !== 'day' || ctx.weather !== 'clear';
}

function seaColor(ctx: SettingContext): string {
  const sea = ctx.time === 'night' ? '#1d3a66' : '#2f7fb0';
  return ctx.weather === 'rain' ? darken(sea, 0.3) : sea;
}

function sea(ctx: SettingContext, top: number, bottom: number): string {
  const { pen, rng } = ctx;
  const color = seaColor(ctx);
  const rough = ctx.weather === 'rain';
  const crests = Array.from({ length: rough ? 14 : 7 }, () => {
    const x = rng.range(-1800, 1800);
    const y = rng.range(top + 20, bottom - 15);
    const w = rng.range(60, rough ? 150 : 110);
    return pen.line([[x - w, y + 8], [x - w / 2, y - (rough ? 14 : 6)], [x, y + 8]], lighten(color, 0.55), rough ? 4 : 3, true);
  }).join('');
  return pen.rect(WORLD.left, top, WORLD.right - WORLD.left, bottom - top, color, { stroke: 'none' }) + crests;
}

function stormClouds(ctx: SettingContext): string {
  if (ctx.time === 'night' && ctx.weather === 'clear') return '';
  const count = ctx.weather === 'rain' ? 7 : 4;
  return Array.from({ length: count }, (_, i) => cloud(ctx, -1700 + i * (3400 / count) + ctx.rng.range(-120, 120), HORIZON - ctx.rng.range(420, 820), ctx.rng.range(70, 120))).join('');
}

/** A zigzag bolt in a storm, from a cloud toward the sea, away from the tower. */
function lightning(ctx: SettingContext, awayFrom: number): string {
  if (ctx.weather !== 'rain') return '';
  const x = -Math.sign(awayFrom) * ctx.rng.range(700, 1100);
  const top = HORIZON - 700;
  const points: Point[] = [[x, top], [x - 60, top + 190], [x + 10, top + 200], [x - 70, top + 420], [x + 5, top + 430], [x - 40, HORIZON + 10]];
  return ctx.pen.line(points, '#fff6b0', 9) + ctx.pen.line(points, '#ffffff', 3);
}

/** Striped tower tapering upward, with gallery, lamp room and domed cap; `base` is where it meets the rock. */
function tower(ctx: SettingContext, x: number, base: number, height: number): string {
  const { pen } = ctx;
  const bottomHalf = height * 0.18;
  const topHalf = height * 0.12;
  const top = base - height;
  const halfAt = (y: number): number => bottomHalf + ((base - y) / height) * (topHalf - bottomHalf);
  const bands = 5;
  let body = '';
  for (let i = 0; i < bands; i++) {
    const y0 = base - (height / bands) * i;
    const y1 = base - (height / bands) * (i + 1);
    body += pen.poly([[x - halfAt(y0), y0], [x + halfAt(y0), y0], [x + halfAt(y1), y1], [x - halfAt(y1), y1]], i % 2 ? '#f4f1ea' : '#c8362f');
  }
  const door = pen.path(`M${x - 26} ${base}L${x - 26} ${base - 70}Q${x} ${base - 100} ${x + 26} ${base - 70}L${x + 26} ${base}Z`, '#5b3b22');
  const portholes = [0.38, 0.62].map((f) => pen.ellipse(x, base - height * f, 16, 22, lampLit(ctx) ? LAMP_GLOW : '#27364a')).join('');
  const gallery = pen.rect(x - topHalf - 30, top - 14, (topHalf + 30) * 2, 18, '#2b2b30');
  const railing = pen.line([[x - topHalf - 26, top - 50], [x + topHalf + 26, top - 50]], '#2b2b30', 3) +
    [-1, -0.5, 0, 0.5, 1].map((f) => pen.line([[x + f * (topHalf + 26), top - 14], [x + f * (topHalf + 26), top - 50]], '#2b2b30', 2)).join('');
  const lampRoom = pen.rect(x - topHalf * 0.8, top - 110, topHalf * 1.6, 96, lampLit(ctx) ? LAMP_GLOW : '#bfe3f5') +
    pen.line([[x, top - 110], [x, top - 14]], '#2b2b30', 3);
  const cap = pen.path(`M${x - topHalf} ${top - 110}Q${x} ${top - 190} ${x + topHalf} ${top - 110}Z`, '#2b2b30') + pen.rect(x - 4, top - 215, 8, 40, '#2b2b30');
  return body + door + portholes + gallery + railing + lampRoom + cap;
}

/** Two soft beams from the lamp room, drawn before the tower so the tower sits in front. */
function beams(ctx: SettingContext, x: number, lampY: number): string {
  if (!lampLit(ctx)) return '';
  const fill = ctx.pen.color('#fff3b0');
  const spread = ctx.rng.range(90, 150);
  return [-1, 1].map((side) => el('path', { d: `M${x} ${lampY}L${x + side * 1900} ${lampY - spread}L${x + side * 1900} ${lampY + spread * 1.4}Z`, fill, 'fill-opacity': 0.35 })).join('');
}

function rocks(ctx: SettingContext, x: number, y: number, w: number, h: number): string {
  const { pen, rng } = ctx;
  const outline: Point[] = [[x - w / 2, y], [x - w * 0.38, y - h * rng.range(0.5, 0.8)], [x - w * 0.12, y - h], [x + w * 0.15, y - h * rng.range(0.75, 0.95)], [x + w * 0.4, y - h * rng.range(0.4, 0.6)], [x + w / 2, y]];
  return pen.blob(outline, '#6f6a66') + pen.spot(x - w * 0.1, y - h * 0.7, w * 0.12, h * 0.12, '#8d8884');
}

/** Outside: the sea behind, a striped lighthouse on a rocky point to one side, a clifftop path where the cast stands. */
export function lighthouse(ctx: SettingContext): string {
  const { rng } = ctx;
  const side = rng.pick([-1, 1]);
  const towerX = side * rng.range(250, 340);
  const base = HORIZON + 40;
  const height = rng.range(380, 440);
  const headland = rocks(ctx, towerX, base + 30, 460, 130);
  const foreRocks = [-1, 1].map((s) => rocks(ctx, s * rng.range(900, 1300), 60, rng.range(220, 320), rng.range(90, 140))).join('');
  const path = ctx.pen.path(`M-220 ${WORLD.bottom}Q-60 60 40 ${HORIZON + 120}L120 ${HORIZON + 120}Q100 60 260 ${WORLD.bottom}Z`, '#cdbf9b', { stroke: 'none' });
  return sky(ctx, HORIZON) + stormClouds(ctx) + lightning(ctx, towerX) + sea(ctx, HORIZON, HORIZON + 140) + beams(ctx, towerX, base - height - 62) +
    headland + tower(ctx, towerX, base, height) + ground(ctx, HORIZON + 120, '#7d9a5c') + path + foreRocks;
}

/** A window onto the sea, showing the weather outside. */
function seaWindow(ctx: SettingContext, x: number, y: number, w: number, h: number): string {
  const { pen } = ctx;
  const outside = ctx.weather === 'rain' ? '#3d4a5c' : ctx.time === 'night' ? '#0c1533' : '#8ccbef';
  const arch = `M${x} ${y + h}L${x} ${y + w / 2}Q${x + w / 2} ${y - w / 3} ${x + w} ${y + w / 2}L${x + w} ${y + h}Z`;
  const rain = ctx.weather === 'rain' ? Array.from({ length: 9 }, (_, i) => pen.line([[x + 12 + i * (w / 9), y + w / 2 + (i % 3) * 30], [x + 4 + i * (w / 9), y + w / 2 + 40 + (i % 3) * 30]], '#dfe9f5', 2)).join('') : '';
  return pen.path(arch, outside) + pen.rect(x + 6, y + h * 0.62, w - 12, h * 0.38 - 6, seaColor(ctx), { stroke: 'none' }) + rain + pen.line([[x + w / 2, y + w / 6], [x + w / 2, y + h]], '#4a4036', 4) + el('path', { d: arch, fill: 'none', stroke: pen.look.ink, 'stroke-width': pen.px(5) });
}

/**
 * A spiral stair winding round a central post: treads on the far side of the turn are drawn first and darker,
 * then the post, then the near treads and the handrail.
 */
function spiralStair(ctx: SettingContext, cx: number): string {
  const { pen } = ctx;
  const radius = 160;
  const squash = 0.32;
  const rise = 40;
  const turn = 0.55;
  const treads = Array.from({ length: 24 }, (_, i) => {
    const a0 = i * turn;
    const a1 = a0 + turn;
    const y = -50 - i * rise;
    const edge = (a: number): Point => [cx + Math.cos(a) * radius, y + Math.sin(a) * radius * squash];
    const far = Math.sin(a0 + turn / 2) < 0;
    const tread = pen.poly([[cx, y], edge(a0), edge(a1)], far ? '#8a7a66' : '#a8967e') + pen.poly([edge(a0), edge(a1), [edge(a1)[0], edge(a1)[1] + 18], [edge(a0)[0], edge(a0)[1] + 18]], '#6d5f4f');
    return { far, tread, rail: [edge(a0)[0], edge(a0)[1] - 80] as Point };
  });
  const post = pen.rect(cx - 18, -50 - 24 * rise - 200, 36, 24 * rise + 220, '#5d5046');
  const rail = pen.line(treads.map((t) => t.rail), '#3f342c', 5, true);
  return treads.filter((t) => t.far).map((t) => t.tread).join('') + post + treads.filter((t) => !t.far).map((t) => t.tread).join('') + rail;
}

function stoneCourses(ctx: SettingContext): string {
  const { pen } = ctx;
  const mortar = '#a79c8a';
  let out = '';
  for (let row = 0; row < 26; row++) {
    const y = FLOOR - 60 - row * 60;
    out += pen.line([[WORLD.left, y], [WORLD.right, y]], mortar, 2);
    for (let x = -1800 + (row % 2) * 70; x < 1800; x += 140) out += pen.line([[x, y], [x, y + 60]], mortar, 2);
  }
  return out;
}

/** Inside: curved stone walls, a spiral stair climbing to the glowing lamp room, an arched window onto the sea. */
export function lighthouseInterior(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const side = rng.pick([-1, 1]);
  const stairX = side * rng.range(250, 300);
  const windowX = -side * rng.range(200, 260) - 80;
  const lampGlow = pen.ellipse(stairX, -1150, 260, 110, LAMP_GLOW, { stroke: 'none' }) + pen.rect(stairX - 180, -1190, 360, 50, '#3f342c');
  const shade = el('rect', { x: WORLD.left, y: WORLD.top, width: WORLD.right - WORLD.left, height: FLOOR - WORLD.top, fill: 'url(#roundwall)' });
  const roundWall = `<defs><linearGradient id="roundwall" x1="0" y1="0" x2="1" y2="0"><stop offset="0.3" stop-color="#000" stop-opacity="0.28"/><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="0.7" stop-color="#000" stop-opacity="0.28"/></linearGradient></defs>`;
  const lanternX = windowX + 80 + side * 150;
  const lantern = pen.line([[lanternX, -420], [lanternX, -380]], '#333333', 3) + pen.rect(lanternX - 20, -380, 40, 54, lampLit(ctx) ? LAMP_GLOW : '#f2d6a2', { rx: 8 });
  const rope = pen.ellipse(-side * 420, FLOOR + 70, 80, 26, '#c9a66b') + pen.ellipse(-side * 420, FLOOR + 62, 46, 14, darken('#c9a66b', 0.2));
  return wall(ctx, FLOOR, '#cfc4b0', '#8f8578') + stoneCourses(ctx) + roundWall + shade + seaWindow(ctx, windowX, -440, 160, 240) + lantern + lampGlow + spiralStair(ctx, stairX) + rope;
}
