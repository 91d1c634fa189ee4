/** Places people go to for one thing: a garage to fix the car, a cinema to watch a film, a party to celebrate. */
import { darken, lighten } from '../color';
import { drawIcon } from '../things/icons';
import { FLOOR, SettingContext, side, wall, WORLD } from './kit';

/** A roller door of horizontal slats, half open, with the daylight (or the night) under it. */
function rollerDoor(ctx: SettingContext, x: number, width: number): string {
  const { pen } = ctx;
  const top = -620;
  const opening = ctx.time === 'night' ? '#1b2550' : '#bfe3f5';
  const slats = Array.from({ length: 8 }, (_, i) => pen.line([[x, top + 24 + i * 34], [x + width, top + 24 + i * 34]], '#8a9299', 3)).join('');
  return pen.rect(x - 20, top - 20, width + 40, FLOOR - top + 20, '#6b7178') + pen.rect(x, top, width, FLOOR - top, opening, { stroke: 'none' }) +
    pen.rect(x, top, width, 290, '#c3c8cd') + slats;
}

/** A pegboard of tools on the wall, a workbench under it. */
function workbench(ctx: SettingContext, x: number): string {
  const { pen } = ctx;
  const board = pen.rect(x - 220, -560, 440, 220, '#c89b62') + [-150, -50, 50, 150].map((dx, i) => drawIcon(pen, ['hammer', 'wrench', 'screwdriver', 'scissors'][i], { x: x + dx, y: -380, size: 90 })).join('');
  const bench = pen.rect(x - 240, -290, 480, 26, '#7a4e2d') + pen.rect(x - 225, -264, 22, 150, '#7a4e2d') + pen.rect(x + 203, -264, 22, 150, '#7a4e2d');
  return board + bench + drawIcon(pen, 'toolbox', { x: x - 120, y: -288, size: 100 });
}

export function garage(ctx: SettingContext): string {
  const { pen } = ctx;
  const s = side(ctx);
  const bricks = Array.from({ length: 20 }, (_, row) => pen.line([[WORLD.left, -700 + row * 30], [WORLD.right, -700 + row * 30]], '#c9c2b2', 1.5)).join('');
  const stain = pen.ellipse(-s * 40, 40, 180, 40, darken('#9ea3a8', 0.18), { stroke: 'none' });
  return wall(ctx, FLOOR, '#ddd6c6', '#9ea3a8') + bricks + rollerDoor(ctx, s * 330 - 260, 520) + workbench(ctx, -s * 430) + stain +
    drawIcon(pen, 'automobile', { x: s * 590, y: FLOOR + 40, size: 330 }) + drawIcon(pen, 'oil-drum', { x: -s * 700, y: FLOOR + 20, size: 130 }) +
    pen.rect(WORLD.left, -720, WORLD.right - WORLD.left, 20, '#8a9299');
}

/** Rows of red seats seen from the side of the room, backs towards the screen. */
function seatRows(ctx: SettingContext): string {
  const { pen } = ctx;
  return [-1, 1].map((s) => Array.from({ length: 4 }, (_, i) => {
    const x = s * (330 + i * 170);
    return pen.rect(x - 70, -280, 140, 160, '#b3202f', { rx: 22 }) + pen.rect(x - 78, -170, 156, 46, darken('#b3202f', 0.2), { rx: 10 });
  }).join('')).join('');
}

export function cinema(ctx: SettingContext): string {
  const { pen } = ctx;
  const screenLight = pen.poly([[-60, WORLD.top + 400], [60, WORLD.top + 400], [480, -520], [-480, -520]], '#fdf6d8', { stroke: 'none', 'fill-opacity': 0.12 });
  const screen = pen.rect(-500, -530, 1000, 300, '#0d0b14', { rx: 8 }) + pen.rect(-475, -505, 950, 250, '#dfe9f5', { stroke: 'none' }) +
    pen.path('M-475 -255 L-250 -380 L-60 -300 L150 -420 L475 -255 Z', '#9fc4e8', { stroke: 'none' }) + pen.ellipse(260, -450, 36, 36, '#ffe08a', { stroke: 'none' });
  const curtains = [-1, 1].map((s) => pen.rect(s * 500 + (s < 0 ? -200 : 0), -620, 200, FLOOR + 620, '#7a1020')).join('');
  const steps = Array.from({ length: 12 }, (_, i) => pen.ellipse(-1500 + i * 270, FLOOR - 8, 8, 8, '#ffd873', { stroke: 'none' })).join('');
  const audience = Array.from({ length: 9 }, (_, i) => pen.path(`M${-440 + i * 110} -200Q${-440 + i * 110} -262 ${-385 + i * 110} -262Q${-330 + i * 110} -262 ${-330 + i * 110} -200Z`, '#120e1a', { stroke: 'none' })).join('');
  return wall(ctx, FLOOR, '#241c33', '#3b2f4f') + screenLight + screen + audience + curtains + seatRows(ctx) + steps +
    drawIcon(pen, 'popcorn', { x: side(ctx) * 150, y: FLOOR + 60, size: 80 });
}

const PARTY_COLOURS = ['#e53935', '#fbc02d', '#43a047', '#1e88e5', '#8e24aa', '#fb8c00'];

/** A string of triangle flags hung in a dip across the wall. */
function bunting(ctx: SettingContext, y: number): string {
  const { pen } = ctx;
  return Array.from({ length: 24 }, (_, i) => {
    const x = -1500 + i * 130;
    const sag = 40 * Math.sin(((i % 6) / 6) * Math.PI);
    return pen.poly([[x, y + sag], [x + 110, y + sag], [x + 55, y + sag + 90]], PARTY_COLOURS[i % PARTY_COLOURS.length]);
  }).join('') + pen.line([[-1500, y], [1600, y]], '#555555', 2);
}

/** A bunch of balloons on strings tied at (x, y). */
function balloons(ctx: SettingContext, x: number, y: number): string {
  const { pen, rng } = ctx;
  return Array.from({ length: 4 }, (_, i) => {
    const [bx, by] = [x + (i - 1.5) * 70 + rng.range(-15, 15), y - 320 - (i % 2) * 80];
    const colour = PARTY_COLOURS[(i + 2) % PARTY_COLOURS.length];
    return pen.line([[x, y], [bx, by + 60]], '#555555', 1.5, true) + pen.ellipse(bx, by, 50, 60, colour) + pen.spot(bx - 16, by - 20, 10, 16, lighten(colour, 0.5));
  }).join('');
}

export function party(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const s = side(ctx);
  const table = pen.rect(s * 420 - 200, -230, 400, 110, '#f4efe6') + pen.rect(s * 420 - 215, -245, 430, 22, PARTY_COLOURS[3]) +
    drawIcon(pen, 'birthday-cake', { x: s * 420, y: -240, size: 130 }) + drawIcon(pen, 'wrapped-gift', { x: s * 420 - 140, y: -240, size: 70 });
  const confetti = Array.from({ length: 40 }, () => pen.rect(rng.range(-1400, 1400), rng.range(-760, -150), 14, 8, rng.pick(PARTY_COLOURS), { stroke: 'none' })).join('');
  return wall(ctx, FLOOR, '#fdf0f4', '#c99a66') + confetti + bunting(ctx, -310) + balloons(ctx, -s * 330, 0) + balloons(ctx, s * 640, -60) + table +
    drawIcon(pen, 'party-popper', { x: -s * 250, y: -420, size: 90 });
}
