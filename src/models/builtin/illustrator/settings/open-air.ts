/** Places in the open air beyond the park and the street: water, snow, sand, gardens, farms and the zoo. */
import { darken, lighten } from '../color';
import { drawIcon } from '../things/icons';
import { cloud, ground, pine, SettingContext, sky, tree, WORLD } from './kit';

const HORIZON = -170;

function clouds(ctx: SettingContext): string {
  if (ctx.time === 'night') return '';
  return Array.from({ length: 4 }, (_, i) => cloud(ctx, -1500 + i * 900 + ctx.rng.range(-150, 150), HORIZON - ctx.rng.range(350, 700), ctx.rng.range(50, 80))).join('');
}

function waterColour(ctx: SettingContext, day: string): string {
  return ctx.time === 'night' ? darken(day, 0.55) : day;
}

function ripples(ctx: SettingContext, top: number, bottom: number, colour: string, count: number): string {
  return Array.from({ length: count }, () => {
    const x = ctx.rng.range(-1600, 1600);
    const y = ctx.rng.range(top + 15, bottom - 10);
    return ctx.pen.line([[x - 50, y], [x - 25, y - 8], [x, y]], lighten(colour, 0.45), 3, true);
  }).join('');
}

export function pool(ctx: SettingContext): string {
  const { pen } = ctx;
  const water = waterColour(ctx, '#4fc3e8');
  const deck = ground(ctx, HORIZON, '#e8e4dc');
  const rim = pen.rect(WORLD.left, -70, WORLD.right - WORLD.left, 26, '#f4f6f8', { stroke: 'none' });
  const lanes = [60, 260, 520].map((y) => pen.line([[WORLD.left, y], [WORLD.right, y]], '#e53935', 5) + Array.from({ length: 40 }, (_, i) => pen.ellipse(-2000 + i * 100, y, 12, 8, i % 2 ? '#ffffff' : '#e53935', { stroke: 'none' })).join('')).join('');
  const ladder = [-1, 1].map((d) => pen.rect(330 + d * 40 - 6, -200, 12, 170, '#b8c2cc')).join('') + [0, 1, 2].map((i) => pen.rect(290, -170 + i * 45, 80, 8, '#b8c2cc')).join('');
  const loungers = [-1, 1].map((d) => pen.rect(d * 560 - 120, -240, 240, 30, '#f2c230') + pen.rect(d * 560 - 120, -210, 12, 40, '#888') + pen.rect(d * 560 + 108, -210, 12, 40, '#888')).join('') + drawIcon(pen, 'beach-with-umbrella', { x: -330, y: -200, size: 150 });
  return sky(ctx, HORIZON - 60) + clouds(ctx) + deck + loungers + pen.rect(WORLD.left, -44, WORLD.right - WORLD.left, WORLD.bottom + 44, water, { stroke: 'none' }) + rim + lanes + ripples(ctx, -40, 600, water, 14) + ladder;
}

export function lake(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const water = waterColour(ctx, '#3f8fc4');
  const hills = [-1, 0, 1].map((i) => pen.path(`M${i * 1100 - 900} ${HORIZON + 10}Q${i * 1100} ${HORIZON - rng.range(260, 380)} ${i * 1100 + 900} ${HORIZON + 10}Z`, '#6fa356')).join('');
  const far = Array.from({ length: 8 }, (_, i) => pine(ctx, -1700 + i * 450 + rng.range(-80, 80), HORIZON + 10, rng.range(160, 220))).join('');
  const reeds = Array.from({ length: 9 }, () => {
    const x = rng.pick([-1, 1]) * rng.range(220, 900);
    return [0, 1, 2].map((i) => pen.line([[x + i * 12, 90], [x + i * 14 - 6, -20 - i * 15]], '#4f7a3a', 4) + pen.ellipse(x + i * 14 - 6, -30 - i * 15, 6, 16, '#7a5230')).join('');
  }).join('');
  const jettyX = rng.pick([-1, 1]) * 380;
  const jetty = pen.rect(jettyX - 200, -100, 400, 26, '#9b6b43') + [0, 1, 2, 3].map((i) => pen.rect(jettyX - 190 + i * 120, -74, 14, 40, '#7a5230')).join('') + drawIcon(pen, 'canoe', { x: -jettyX, y: -60, size: 150 });
  // The water lies between the far hills and the shore the figures stand on.
  const shore = pen.path(`M${WORLD.left} -40Q-600 -70 0 -45Q600 -20 ${WORLD.right} -50L${WORLD.right} ${WORLD.bottom}L${WORLD.left} ${WORLD.bottom}Z`, '#8cbf5a');
  return sky(ctx, HORIZON) + clouds(ctx) + hills + far + pen.rect(WORLD.left, HORIZON + 10, WORLD.right - WORLD.left, WORLD.bottom - HORIZON, water, { stroke: 'none' }) + ripples(ctx, HORIZON + 20, -60, water, 10) + jetty + shore + reeds;
}

export function underwater(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const top = waterColour(ctx, '#1f8fc9');
  const deep = darken(top, 0.35);
  const grad = `<linearGradient id="deep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pen.color(top)}"/><stop offset="1" stop-color="${pen.color(deep)}"/></linearGradient>`;
  const sea = `<defs>${grad}</defs>` + `<rect x="${WORLD.left}" y="${WORLD.top}" width="${WORLD.right - WORLD.left}" height="${WORLD.bottom - WORLD.top}" fill="${pen.look.screentone ? pen.fill(top) : 'url(#deep)'}"/>`;
  const rays = [-700, -100, 600].map((x) => pen.poly([[x - 40, WORLD.top], [x + 60, WORLD.top], [x + 260, 40], [x + 120, 40]], '#ffffff', { stroke: 'none', 'fill-opacity': 0.12 })).join('');
  const weed = Array.from({ length: 10 }, () => {
    const x = rng.pick([-1, 1]) * rng.range(160, 900);
    const h = rng.range(140, 320);
    return pen.limb([[x, 40], [x - 25, 40 - h * 0.4], [x + 20, 40 - h * 0.7], [x - 10, 40 - h]], 16, '#2e9e5b');
  }).join('');
  const coral = [-1, 1].map((d) => drawIcon(pen, 'coral', { x: d * rng.range(250, 420), y: 60, size: 170 })).join('');
  const fish = ['tropical-fish', 'fish', 'tropical-fish'].map((name, i) => drawIcon(pen, name, { x: -420 + i * 420 + rng.range(-60, 60), y: -330 - rng.range(0, 120), size: 80, flip: i % 2 === 1 })).join('');
  const bubbles = Array.from({ length: 14 }, () => pen.ellipse(rng.range(-600, 600), rng.range(-600, -100), 10, 10, '#d8f3ff', { 'fill-opacity': 0.6 })).join('');
  return sea + rays + ground(ctx, 40, '#e9d49a') + weed + coral + fish + bubbles;
}

export function snowField(ctx: SettingContext): string {
  const { rng } = ctx;
  const snowy = { ...ctx, weather: 'snow' as const };
  const hills = [-1, 0, 1].map((i) => ctx.pen.path(`M${i * 1200 - 1000} ${HORIZON + 20}Q${i * 1200} ${HORIZON - rng.range(200, 320)} ${i * 1200 + 1000} ${HORIZON + 20}Z`, '#f4f8fc')).join('');
  const pines = Array.from({ length: 9 }, (_, i) => pine(snowy, -1700 + i * 420 + rng.range(-100, 100), HORIZON + 40 + rng.range(0, 30), rng.range(220, 320))).join('') +
    [-1, 1].map((d) => pine(snowy, d * rng.range(300, 420), 20, rng.range(260, 320))).join('');
  const flakes = Array.from({ length: 30 }, () => ctx.pen.spot(rng.range(-1500, 1500), rng.range(-900, HORIZON), 6, 6, '#ffffff')).join('');
  return sky(ctx, HORIZON) + hills + ground(snowy, HORIZON + 20, '#9fc6e8') + pines + flakes;
}

export function desert(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const dunes = [0, 1, 2, 3].map((i) => pen.path(`M${-2000 + i * 1100} ${HORIZON + 60}Q${-1450 + i * 1100} ${HORIZON - rng.range(120, 260)} ${-900 + i * 1100} ${HORIZON + 60}Z`, i % 2 ? '#e8b96a' : '#f0c987')).join('');
  const cacti = [-1, 1].map((d) => drawIcon(pen, 'cactus', { x: d * rng.range(260, 400), y: rng.range(10, 60), size: 230 })).join('') + drawIcon(pen, 'sun', { x: rng.range(-250, 250), y: -560, size: 130 });
  const rocks = Array.from({ length: 3 }, () => pen.blob([[0, 0], [40, -40], [90, -25], [110, 0]].map(([x, y]) => [x + rng.range(-500, 400), y + rng.range(60, 140)] as [number, number]), '#b0774a')).join('');
  return sky(ctx, HORIZON) + dunes + ground(ctx, HORIZON + 50, '#f2cf8c') + cacti + rocks;
}

export function campsite(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const s = rng.pick([-1, 1]);
  const pines = Array.from({ length: 14 }, (_, i) => pine(ctx, -1800 + i * 260 + rng.range(-60, 60), HORIZON + 10, rng.range(320, 480), '#2f6b3e')).join('');
  const log = pen.rect(-s * 330 - 120, 40, 240, 46, '#8b5a2b', { rx: 23 }) + pen.ellipse(-s * 330 + 120, 63, 14, 23, '#c89b62');
  return sky(ctx, HORIZON) + ground(ctx, HORIZON, '#5f8d3e') + pines + drawIcon(pen, 'tent', { x: s * 380, y: 30, size: 280 }) + log;
}

export function garden(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const fence = Array.from({ length: 36 }, (_, i) => pen.poly([[-1800 + i * 100, HORIZON + 40], [-1800 + i * 100, HORIZON - 80], [-1770 + i * 100, HORIZON - 110], [-1740 + i * 100, HORIZON - 80], [-1740 + i * 100, HORIZON + 40]], '#f4efe6')).join('') +
    pen.rect(WORLD.left, HORIZON - 50, WORLD.right - WORLD.left, 16, '#e6ded0');
  const shedX = rng.pick([-1, 1]) * 520;
  const shed = pen.rect(shedX - 160, HORIZON - 220, 320, 260, '#8fae6b') + pen.poly([[shedX - 190, HORIZON - 210], [shedX, HORIZON - 320], [shedX + 190, HORIZON - 210]], '#6b4a2f') + pen.rect(shedX - 50, HORIZON - 120, 100, 160, '#5b7a47');
  const flowers = ['tulip', 'sunflower', 'tulip', 'blossom', 'tulip', 'sunflower'];
  const beds = [-1, 1].map((d) => pen.rect(d * 330 - 150, 40, 300, 60, '#7a5230') + flowers.slice(0, 4).map((name, i) => drawIcon(pen, name, { x: d * 330 - 110 + i * 75, y: 70, size: i % 3 === 1 ? 110 : 80 })).join('')).join('');
  return sky(ctx, HORIZON) + clouds(ctx) + ground(ctx, HORIZON, '#7cc25b') + tree(ctx, -shedX * 1.4, HORIZON + 30, 380) + shed + fence + beds;
}

export function playground(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const s = rng.pick([-1, 1]);
  const swingX = -s * 430;
  const swings = pen.line([[swingX - 260, 40], [swingX - 180, -360], [swingX + 180, -360], [swingX + 260, 40]], '#d6453b', 10) +
    [-90, 90].map((dx) => pen.line([[swingX + dx, -360], [swingX + dx, -130]], '#555555', 3) + pen.rect(swingX + dx - 45, -135, 90, 14, '#2e86c1')).join('');
  const seesaw = pen.poly([[s * 900 - 30, 90], [s * 900, 40], [s * 900 + 30, 90]], '#555555') + pen.rect(s * 900 - 230, 30, 460, 16, '#f39c12');
  const sandpit = pen.rect(-s * 200 - 180, 120, 360, 70, '#e3c07a', { rx: 20 });
  return sky(ctx, HORIZON) + clouds(ctx) + ground(ctx, HORIZON, '#7cc25b') + pen.rect(WORLD.left, -40, WORLD.right - WORLD.left, WORLD.bottom + 40, '#e98f6f', { stroke: 'none' }) +
    drawIcon(pen, 'playground-slide', { x: s * 430, y: 30, size: 360 }) + swings + seesaw + sandpit;
}

export function farm(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const s = rng.pick([-1, 1]);
  const barnX = s * 560;
  const barn = pen.rect(barnX - 240, HORIZON - 300, 480, 360, '#c0392b') + pen.poly([[barnX - 280, HORIZON - 290], [barnX, HORIZON - 470], [barnX + 280, HORIZON - 290]], '#7a2a22') +
    pen.rect(barnX - 90, HORIZON - 130, 180, 190, '#f4efe6') + pen.line([[barnX - 90, HORIZON - 130], [barnX + 90, HORIZON + 60]], '#c0392b', 6) + pen.line([[barnX + 90, HORIZON - 130], [barnX - 90, HORIZON + 60]], '#c0392b', 6);
  const fence = Array.from({ length: 30 }, (_, i) => pen.rect(-1800 + i * 120, HORIZON - 40, 12, 100, '#9b6b43')).join('') + [HORIZON - 25, HORIZON + 15].map((y) => pen.rect(WORLD.left, y, WORLD.right - WORLD.left, 12, '#b7834f')).join('');
  const hay = [0, 1].map((i) => pen.rect(-s * (330 + i * 200) - 90, -40 - i * 20, 180, 110, '#e3c07a', { rx: 20 })).join('');
  const animals = drawIcon(pen, 'cow', { x: -s * 520, y: HORIZON + 40, size: 210, flip: s > 0 }) + drawIcon(pen, 'rooster', { x: s * 260, y: 130, size: 80 });
  return sky(ctx, HORIZON) + clouds(ctx) + ground(ctx, HORIZON, '#8cbf5a') + barn + animals + fence + hay;
}

export function zoo(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const s = rng.pick([-1, 1]);
  const bars = Array.from({ length: 44 }, (_, i) => pen.rect(-2000 + i * 90, HORIZON - 230, 10, 260, '#5a5f66')).join('') + [HORIZON - 230, HORIZON - 100].map((y) => pen.rect(WORLD.left, y, WORLD.right - WORLD.left, 14, '#5a5f66')).join('');
  const animals = drawIcon(pen, 'giraffe', { x: s * 380, y: HORIZON + 10, size: 520 }) + drawIcon(pen, 'elephant', { x: -s * 420, y: HORIZON + 10, size: 330, flip: s < 0 }) + drawIcon(pen, 'zebra', { x: -s * 900, y: HORIZON - 10, size: 220 });
  const sign = pen.rect(-s * 240 - 8, -280, 16, 300, '#7a5230') + pen.rect(-s * 240 - 100, -370, 200, 100, '#2e7d32') + drawIcon(pen, 'lion', { x: -s * 240, y: -275, size: 90 });
  return sky(ctx, HORIZON) + clouds(ctx) + ground(ctx, HORIZON - 60, '#9ccf6b') + tree(ctx, s * 1400, HORIZON - 40, 360) + animals + bars + ground(ctx, HORIZON + 30, '#e6d3a3') + sign;
}
