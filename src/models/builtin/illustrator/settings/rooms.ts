/** Rooms and vehicles people are inside: each recognisable by what stands along its walls. */
import { darken, lighten } from '../color';
import { drawIcon } from '../things/icons';
import { FLOOR, sceneDraws, SettingContext, side, wall, windowPane, WORLD } from './kit';

function tiles(ctx: SettingContext, top: number, bottom: number, size: number, colour: string): string {
  const lines: string[] = [];
  for (let y = top; y < bottom; y += size) lines.push(ctx.pen.line([[WORLD.left, y], [WORLD.right, y]], darken(colour, 0.12), 1.5));
  for (let x = -1600; x < 1600; x += size) lines.push(ctx.pen.line([[x, top], [x, bottom]], darken(colour, 0.12), 1.5));
  return ctx.pen.rect(WORLD.left, top, WORLD.right - WORLD.left, bottom - top, colour, { stroke: 'none' }) + lines.join('');
}

export function bathroom(ctx: SettingContext): string {
  const { pen } = ctx;
  const s = side(ctx);
  const tubX = s * 390;
  const tub = pen.rect(tubX - 200, -250, 400, 150, '#f4f6f8', { rx: 40 }) + pen.rect(tubX - 215, -262, 430, 24, '#dfe6ea', { rx: 12 }) +
    pen.rect(tubX + s * 150, -420, 14, 160, '#9aa6ad') + pen.ellipse(tubX + s * 120, -420, 40, 16, '#9aa6ad');
  const sinkX = -s * 300;
  const sink = pen.rect(sinkX - 18, -260, 36, 140, '#eef2f4') + pen.ellipse(sinkX, -270, 80, 22, '#f7f9fa') + pen.rect(sinkX - 90, -520, 180, 200, '#cfe9f5', { rx: 10 }) +
    drawIcon(pen, 'toothbrush', { x: sinkX + 60, y: -282, size: 46 });
  const towel = pen.rect(s * 120 - 70, -470, 140, 10, '#9aa6ad') + pen.rect(s * 120 - 55, -465, 110, 150, '#f28ab0');
  return wall(ctx, FLOOR, '#d7eef5', '#e9ecef') + tiles(ctx, -560, FLOOR - 18, 60, '#bfe3ef') + tiles(ctx, FLOOR, WORLD.bottom, 90, '#eef1f3') +
    tub + sink + towel + drawIcon(pen, 'toilet', { x: -s * 560, y: FLOOR + 10, size: 170 });
}

export function livingRoom(ctx: SettingContext): string {
  const { pen } = ctx;
  const s = side(ctx);
  const stripes = Array.from({ length: 30 }, (_, i) => pen.rect(-1500 + i * 100, WORLD.top, 50, FLOOR - WORLD.top, '#f3e2c7', { stroke: 'none' })).join('');
  const tvX = s * 330;
  const tv = pen.rect(tvX - 130, -200, 260, 90, '#8b5a2b') + drawIcon(pen, 'television', { x: tvX, y: -196, size: 190 });
  const lampX = -s * 300;
  const lamp = pen.rect(lampX - 6, -380, 12, 270, '#555555') + pen.poly([[lampX - 60, -380], [lampX + 60, -380], [lampX + 40, -460], [lampX - 40, -460]], ctx.time === 'night' ? '#ffe08a' : '#f2d6a2');
  const win = windowPane(ctx, -120, -520, 240, 200) + [-1, 1].map((d) => pen.rect(d * 150 - 35, -540, 70, 250, '#c0504d')).join('');
  return wall(ctx, FLOOR, '#fbeedd', '#a9744a') + stripes + win + tv + lamp + drawIcon(pen, 'potted-plant', { x: -s * 450, y: FLOOR + 10, size: 150 }) +
    drawIcon(pen, 'framed-picture', { x: s * 330, y: -420, size: 120 }) + pen.ellipse(0, 70, 520, 90, '#5b7fb5');
}

export function shop(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const goods = ['red-apple', 'banana', 'bread', 'carrot', 'watermelon', 'cookie', 'glass-of-milk', 'croissant', 'strawberry', 'tangerine'];
  const shelves = [-1, 1].map((s) => {
    const x = s * 420;
    let out = pen.rect(x - 260, -560, 520, 450, '#c89b62');
    for (let row = 0; row < 3; row++) {
      const y = -430 + row * 140;
      out += pen.rect(x - 260, y, 520, 14, '#8b5a2b');
      for (let i = 0; i < 5; i++) out += drawIcon(pen, rng.pick(goods), { x: x - 200 + i * 100, y, size: 80 });
    }
    return out;
  }).join('');
  const counter = pen.rect(-110, -230, 220, 110, '#4f7fb0') + pen.rect(-125, -245, 250, 20, '#e9e4da') + pen.rect(-50, -320, 100, 75, '#555e68', { rx: 8 }) + drawIcon(pen, 'shopping-cart', { x: 200, y: 10, size: 130 });
  const sign = pen.rect(-220, -600, 440, 90, '#d6453b') + pen.rect(-190, -575, 380, 40, '#ffffff', { stroke: 'none' });
  return wall(ctx, FLOOR, '#fff6e0', '#d8d2c4') + tiles(ctx, FLOOR, WORLD.bottom, 120, '#e6e0d2') + shelves + sign + counter;
}

export function cafe(ctx: SettingContext): string {
  const { pen } = ctx;
  const s = side(ctx);
  const counterX = s * 400;
  const counter = pen.rect(counterX - 300, -280, 600, 170, '#7a4e2d') + pen.rect(counterX - 320, -295, 640, 22, '#e9e4da') +
    [-1, 0, 1].map((i) => drawIcon(pen, i ? 'shortcake' : 'birthday-cake', { x: counterX + i * 170, y: -292, size: 90 })).join('') + pen.rect(counterX + 150, -420, 110, 125, '#555e68', { rx: 10 });
  const board = pen.rect(-s * 260 - 150, -560, 300, 200, '#2f3b35', { 'stroke-width': pen.px(4) }) + [0, 1, 2, 3].map((i) => pen.line([[-s * 260 - 110, -520 + i * 40], [-s * 260 + 80 - (i % 2) * 60, -520 + i * 40]], '#f4f4f4', 3)).join('');
  const lamps = [-300, 0, 300].map((x) => pen.line([[x, WORLD.top], [x, -600]], '#444', 2) + pen.path(`M${x - 50} -560Q${x} -640 ${x + 50} -560Z`, ctx.time === 'night' ? '#ffd873' : '#2e7d6b')).join('');
  const table = (x: number) => pen.ellipse(x, -170, 90, 16, '#f4efe6') + pen.rect(x - 7, -165, 14, 60, '#444') + drawIcon(pen, 'hot-beverage', { x, y: -180, size: 50 });
  return wall(ctx, FLOOR, '#f6e7d3', '#b07a45') + tiles(ctx, FLOOR, WORLD.bottom, 100, '#c99a66') + board + lamps + counter + table(-s * 380);
}

/** The countryside going by, seen through a row of windows in a carriage wall. */
function passingWindows(ctx: SettingContext, top: number, height: number, frame: string): string {
  const { pen } = ctx;
  return Array.from({ length: 11 }, (_, i) => {
    const x = -1650 + i * 330;
    const glass = ctx.time === 'night' ? '#1b2550' : '#a9dcf5';
    const hill = ctx.time === 'night' ? '#243a2a' : '#7cc25b';
    return pen.rect(x - 14, top - 14, 248, height + 28, frame, { rx: 36 }) + pen.rect(x, top, 220, height, glass, { rx: 30 }) +
      pen.path(`M${x + 10} ${top + height - 10}Q${x + 110} ${top + height * 0.45} ${x + 210} ${top + height - 10}Z`, hill, { stroke: 'none' });
  }).join('');
}

export function train(ctx: SettingContext): string {
  const { pen } = ctx;
  const seats = [-1, 1].map((d) => {
    const x = d * 330;
    return pen.rect(x - 130, -330, 260, 210, '#2f5fa8', { rx: 24 }) + pen.rect(x - 140, -150, 280, 40, darken('#2f5fa8', 0.15), { rx: 10 }) + pen.rect(x - 100, -320, 200, 40, '#f4f4f4', { rx: 10 });
  }).join('');
  const rack = pen.rect(WORLD.left, -640, WORLD.right - WORLD.left, 14, '#9aa6ad') + pen.line([[WORLD.left, -600], [WORLD.right, -600]], '#9aa6ad', 3);
  return wall(ctx, FLOOR, '#e8e2d6', '#6b6f78') + passingWindows(ctx, -520, 180, '#b8bec4') + rack + seats;
}

export function bus(ctx: SettingContext): string {
  const { pen } = ctx;
  const poles = [-560, -220, 220, 560].map((x) => pen.rect(x - 9, WORLD.top, 18, FLOOR - WORLD.top + 40, '#f2c230')).join('');
  const seats = [-400, 400].map((x) => pen.rect(x - 100, -300, 200, 190, '#c0392b', { rx: 20 }) + pen.rect(x - 110, -130, 220, 36, darken('#c0392b', 0.2), { rx: 10 })).join('');
  const bell = [-220, 220].map((x) => pen.ellipse(x + 30, -380, 16, 16, '#d6453b')).join('');
  return wall(ctx, FLOOR, '#f3f0e6', '#5e6670') + passingWindows(ctx, -540, 200, '#f2c230') + pen.rect(WORLD.left, -610, WORLD.right - WORLD.left, 16, '#f2c230') + seats + poles + bell;
}

export function hospital(ctx: SettingContext): string {
  const { pen } = ctx;
  const s = side(ctx);
  const bedX = s * 400;
  const bed = sceneDraws(ctx, 'bed') ? '' : pen.rect(bedX - 230, -250, 460, 70, '#f4f6f8') + pen.rect(bedX - 240, -190, 480, 30, '#9aa6ad') + pen.rect(bedX - 230, -160, 12, 60, '#9aa6ad') + pen.rect(bedX + 218, -160, 12, 60, '#9aa6ad') +
    pen.rect(bedX + s * 230 - 8, -360, 16, 180, '#9aa6ad') + pen.rect(bedX - 200, -260, 360, 40, '#8fc3ea', { rx: 10 });
  const curtain = pen.rect(-s * 420 - 150, -640, 300, 520, '#a8d5c9') + [0, 1, 2, 3].map((i) => pen.line([[-s * 420 - 110 + i * 75, -630], [-s * 420 - 110 + i * 75, -130]], darken('#a8d5c9', 0.15), 3)).join('');
  const cross = pen.rect(-30, -470, 60, 150, '#e53935', { stroke: 'none' }) + pen.rect(-75, -425, 150, 60, '#e53935', { stroke: 'none' });
  const drip = pen.rect(bedX - s * 300 - 4, -470, 8, 360, '#9aa6ad') + pen.rect(bedX - s * 300 - 30, -480, 60, 80, '#d7eef5', { rx: 10 });
  return wall(ctx, FLOOR, '#e4f2ee', '#d8dde0') + tiles(ctx, FLOOR, WORLD.bottom, 120, '#cfd6da') + cross + curtain + bed + drip;
}

export function stage(ctx: SettingContext): string {
  const { pen } = ctx;
  const folds = (x: number, w: number) => pen.rect(x, WORLD.top, w, FLOOR - WORLD.top + 60, '#a5182c') + Array.from({ length: 5 }, (_, i) => pen.line([[x + (i + 0.5) * (w / 5), WORLD.top], [x + (i + 0.5) * (w / 5), FLOOR + 60]], darken('#a5182c', 0.25), 4)).join('');
  const lights = [-300, 0, 300].map((x) => pen.poly([[x - 40, -900], [x + 40, -900], [x + 260, 60], [x - 260, 60]], '#fff4c2', { stroke: 'none', 'fill-opacity': 0.22 })).join('');
  const valance = pen.rect(WORLD.left, -560, WORLD.right - WORLD.left, 110, '#8c1424');
  return pen.rect(WORLD.left, WORLD.top, WORLD.right - WORLD.left, FLOOR + 60 - WORLD.top, '#2a1f2d', { stroke: 'none' }) + lights + folds(-1060, 800) + folds(260, 800) + valance +
    pen.rect(WORLD.left, FLOOR + 60, WORLD.right - WORLD.left, WORLD.bottom - FLOOR, '#b9874f', { stroke: 'none' }) + pen.rect(WORLD.left, FLOOR + 60, WORLD.right - WORLD.left, 16, lighten('#b9874f', 0.2), { stroke: 'none' });
}
