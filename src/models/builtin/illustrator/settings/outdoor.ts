import { darken, lighten } from '../color';
import { drawIcon } from '../things/icons';
import { cloud, ground, groundColour, pine, SettingContext, sky, tree, windowPane, WORLD } from './kit';

const HORIZON = -170;

function clouds(ctx: SettingContext): string {
  if (ctx.time === 'night') return '';
  return Array.from({ length: 5 }, (_, i) => cloud(ctx, -1500 + i * 700 + ctx.rng.range(-150, 150), HORIZON - ctx.rng.range(300, 700), ctx.rng.range(50, 85))).join('');
}

export function cityStreet(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const colors = ['#c96f53', '#d9a05b', '#8aa0b8', '#b67fa3', '#7fae8f', '#e2c48d'];
  let buildings = '';
  for (let x = -1800; x < 1800; ) {
    const w = rng.range(180, 300);
    const h = rng.range(380, 820);
    const top = HORIZON + 30 - h;
    buildings += pen.rect(x, top, w - 6, h, rng.pick(colors));
    for (let wy = top + 40; wy < HORIZON - 60; wy += 80) for (let wx = x + 28; wx < x + w - 60; wx += 62) buildings += windowPane(ctx, wx, wy, 34, 46);
    x += w;
  }
  const lamps = [-700, 0, 700].map((x) => {
    const lx = x * 0.5 + rng.range(-60, 60);
    return pen.rect(lx - 5, -360, 10, 340, '#3c4650') + pen.ellipse(lx, -370, 18, 14, ctx.time === 'night' ? '#ffe49a' : '#e8eef2');
  }).join('');
  return sky(ctx, HORIZON) + clouds(ctx) + buildings + ground(ctx, HORIZON + 30, '#b9b6b0') + pen.rect(WORLD.left, HORIZON + 30, WORLD.right - WORLD.left, 26, '#8c8a86', { stroke: 'none' }) + lamps;
}

export function forest(ctx: SettingContext): string {
  const { rng } = ctx;
  let trees = '';
  for (let i = 0; i < 16; i++) trees += pine(ctx, -1700 + i * 220 + rng.range(-60, 60), HORIZON + 10, rng.range(380, 560), '#2f6b3e');
  for (let i = 0; i < 9; i++) trees += tree(ctx, -1500 + i * 380 + rng.range(-90, 90), HORIZON + 60 + rng.range(0, 30), rng.range(280, 360), '#3f8a44');
  const mushrooms = Array.from({ length: 4 }, () => {
    const x = rng.range(-900, 900);
    const y = rng.range(30, 120);
    return ctx.pen.rect(x - 5, y - 18, 10, 18, '#f4ead8') + ctx.pen.path(`M${x - 18} ${y - 16}Q${x} ${y - 42} ${x + 18} ${y - 16}Z`, '#d2452f');
  }).join('');
  return sky(ctx, HORIZON) + ground(ctx, HORIZON, '#5f8d3e') + trees + mushrooms;
}

export function beach(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const sea = ctx.time === 'night' ? '#1d3a66' : '#2f9fd0';
  const waves = Array.from({ length: 6 }, (_, i) => pen.line([[-1500 + i * 520, HORIZON + 40 + (i % 3) * 25], [-1420 + i * 520, HORIZON + 30 + (i % 3) * 25], [-1340 + i * 520, HORIZON + 40 + (i % 3) * 25]], lighten(sea, 0.5), 3, true)).join('');
  const palmX = rng.pick([-330, 330]) + rng.range(-40, 40);
  const palm = pen.limb([[palmX, 0], [palmX + 30, -250], [palmX + 80, -460]], 26, '#9b6b3d') + [0, 1, 2, 3, 4].map((i) => {
    const a = -Math.PI * (0.1 + i * 0.2);
    return pen.blob([[palmX + 80, -460], [palmX + 80 + Math.cos(a) * 90, -470 + Math.sin(a) * 60 - 30], [palmX + 80 + Math.cos(a) * 180, -440 + Math.sin(a) * 80]], '#3f9a4a');
  }).join('');
  const shells = drawIcon(pen, 'spiral-shell', { x: -palmX * 0.8, y: 110, size: 40 }) + drawIcon(pen, 'beach-with-umbrella', { x: -palmX * 1.1, y: 0, size: 160 });
  return sky(ctx, HORIZON) + clouds(ctx) + pen.rect(WORLD.left, HORIZON, WORLD.right - WORLD.left, 130, sea, { stroke: 'none' }) + waves + ground(ctx, HORIZON + 120, '#f1d9a0') + palm + shells;
}

export function park(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const far = Array.from({ length: 10 }, (_, i) => tree(ctx, -1800 + i * 380 + rng.range(-80, 80), HORIZON + 20, rng.range(160, 220), '#4f9a52')).join('');
  const path = pen.path(`M-260 ${WORLD.bottom}Q-40 60 60 ${HORIZON + 40}L140 ${HORIZON + 40}Q120 60 300 ${WORLD.bottom}Z`, '#e6d3a3', { stroke: 'none' });
  const benchX = rng.pick([-380, 380]) + rng.range(-40, 40);
  const bench = pen.rect(benchX - 110, -70, 220, 16, '#a8743f') + pen.rect(benchX - 110, -110, 220, 14, '#a8743f') + pen.rect(benchX - 95, -54, 12, 54, '#555') + pen.rect(benchX + 83, -54, 12, 54, '#555');
  const flowers = Array.from({ length: 10 }, () => pen.ellipse(rng.range(-1000, 1000), rng.range(20, 160), 8, 8, rng.pick(['#f26d7d', '#ffd166', '#f4f4f4', '#b388eb']))).join('');
  return sky(ctx, HORIZON) + clouds(ctx) + ground(ctx, HORIZON, '#7cc25b') + far + path + tree(ctx, -benchX * 0.9, -20, 420, '#3f9a4a') + bench + flowers;
}

export function castle(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const stone = '#b9b3a9';
  const cx = rng.range(-200, 200);
  const wallTop = HORIZON - 170;
  const crenels = Array.from({ length: 14 }, (_, i) => pen.rect(cx - 650 + i * 100, wallTop - 40, 50, 40, stone)).join('');
  const towers = [-700, 700].map((dx) => pen.rect(cx + dx - 110, wallTop - 200, 220, 440, darken(stone, 0.06)) + pen.poly([[cx + dx - 130, wallTop - 200], [cx + dx, wallTop - 360], [cx + dx + 130, wallTop - 200]], '#3f5fa8') + windowPane(ctx, cx + dx - 22, wallTop - 140, 44, 70, '#6b5a4a')).join('');
  const flags = [-700, 700].map((dx) => pen.line([[cx + dx, wallTop - 360], [cx + dx, wallTop - 440]], '#444', 3) + pen.poly([[cx + dx, wallTop - 440], [cx + dx + 70, wallTop - 420], [cx + dx, wallTop - 400]], '#d6453b')).join('');
  const gate = pen.path(`M${cx - 110} ${HORIZON + 40}L${cx - 110} ${HORIZON - 60}Q${cx} ${HORIZON - 150} ${cx + 110} ${HORIZON - 60}L${cx + 110} ${HORIZON + 40}Z`, '#5b3b22');
  return sky(ctx, HORIZON) + clouds(ctx) + ground(ctx, HORIZON, '#7aa65a') + towers + flags + pen.rect(cx - 650, wallTop, 1300, 210, stone) + crenels + gate + pen.rect(WORLD.left, HORIZON + 40, WORLD.right - WORLD.left, WORLD.bottom, '#a7a095', { stroke: 'none' });
}

export function space(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const night = { ...ctx, time: 'night' as const, sky: ctx.sky ?? (['#05060f', '#1a1240'] as [string, string]) };
  const planet = pen.ellipse(rng.pick([-1, 1]) * rng.range(250, 450), HORIZON - rng.range(120, 200), 90, 90, '#4f8fe0') + pen.ellipse(rng.range(-900, 900), HORIZON - 600, 70, 70, '#d9825b');
  const craters = Array.from({ length: 8 }, () => pen.ellipse(rng.range(-1300, 1300), rng.range(HORIZON + 40, 400), rng.range(30, 70), rng.range(10, 22), '#8c8c96')).join('');
  return sky(night, HORIZON) + planet + ground(ctx, HORIZON, '#b5b5bd') + craters;
}

/** Where the far valley lies below a summit: the cast stands on top, the sky and the far peaks behind it. */
const VALLEY = 300;

/** On top of a mountain: the cast on a grassy summit with a flag, far snow-capped peaks rising from the valley behind. */
export function mountain(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const peaks = Array.from({ length: 6 }, (_, i) => {
    const x = -2000 + i * 800 + rng.range(-150, 150);
    const top = rng.range(-560, -260);
    const w = rng.range(560, 760);
    const cap = (k: number) => top + (VALLEY - top) * k;
    return pen.poly([[x - w, VALLEY + 20], [x, top], [x + w, VALLEY + 20]], '#7b8ba3') + pen.poly([[x - w * 0.26, cap(0.26)], [x, top], [x + w * 0.26, cap(0.26)], [x, cap(0.2)]], '#f7f9fc');
  }).join('');
  const pines = Array.from({ length: 8 }, (_, i) => pine(ctx, -1900 + i * 520 + rng.range(-100, 100), VALLEY + 30, rng.range(120, 180))).join('');
  const summit = pen.poly([[-1500, WORLD.bottom], [-900, 140], [-620, 40], [-420, 8], [420, 8], [620, 40], [900, 140], [1500, WORLD.bottom]], groundColour(ctx, '#6fa356'));
  const rocks = [-760, -520, 560, 820].map((x) => pen.blob([[0, 0], [40, -50], [90, -30], [110, 0]].map(([dx, dy]) => [x + dx, 90 + dy + Math.abs(x) * 0.06] as [number, number]), '#8d8a84')).join('');
  const flagX = rng.pick([-1, 1]) * 520;
  const flag = pen.rect(flagX - 5, -250, 10, 270, '#6b4a2f') + pen.poly([[flagX + 5, -250], [flagX + 135, -205], [flagX + 5, -160]], '#d6453b');
  return sky(ctx, VALLEY - 140) + clouds(ctx) + peaks + ground(ctx, VALLEY, '#8fb98a') + pines + summit + rocks + flag;
}

export function market(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const awnings = ['#d6453b', '#2e86c1', '#27ae60', '#f39c12'];
  const fruit = ['#e74c3c', '#f1c40f', '#e67e22', '#8bc34a', '#9b59b6'];
  const stalls = [-1000, -400, 400, 1000].map((x0) => {
    const x = x0 + rng.range(-60, 60);
    const c = rng.pick(awnings);
    const stripes = [0, 1, 2, 3, 4].map((i) => pen.rect(x - 200 + i * 80, -350, 40, 70, i % 2 ? '#ffffff' : c, { stroke: 'none' })).join('');
    const crates = Array.from({ length: 10 }, (_, i) => pen.ellipse(x - 170 + i * 38, -180 + (i % 2) * 6, 17, 17, rng.pick(fruit))).join('');
    return pen.rect(x - 190, -280, 12, 240, '#7a5230') + pen.rect(x + 178, -280, 12, 240, '#7a5230') + pen.rect(x - 200, -350, 400, 70, c) + stripes + pen.rect(x - 200, -150, 400, 100, '#b07a45') + crates;
  }).join('');
  const bunting = pen.line([[-1400, -430], [0, -380], [1400, -430]], '#555', 2, true) + Array.from({ length: 14 }, (_, i) => {
    const x = -1300 + i * 200;
    const y = -420 + Math.abs(i - 6.5) * -6 + 40;
    return pen.poly([[x - 24, y - 10], [x + 24, y - 10], [x, y + 30]], awnings[i % 4]);
  }).join('');
  return sky(ctx, HORIZON) + clouds(ctx) + cityBackdrop(ctx) + ground(ctx, HORIZON + 40, '#c9b79c') + stalls + bunting;
}

function cityBackdrop(ctx: SettingContext): string {
  return Array.from({ length: 9 }, (_, i) => ctx.pen.rect(-1800 + i * 400, HORIZON - ctx.rng.range(200, 420), 380, 500, lighten('#c9a27e', (i % 3) * 0.1))).join('');
}
