import { darken } from '../color';
import { bookshelf, FLOOR, sceneDraws, SettingContext, wall, windowPane, WORLD } from './kit';

function floorBoards(ctx: SettingContext, color: string): string {
  return Array.from({ length: 8 }, (_, i) => ctx.pen.line([[WORLD.left, FLOOR + 40 + i * i * 14], [WORLD.right, FLOOR + 40 + i * i * 14]], darken(color, 0.15), 2)).join('');
}

export function kitchen(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const s = rng.pick([-1, 1]);
  const tiles = Array.from({ length: 24 }, (_, i) => pen.line([[-1400 + i * 120, -530], [-1400 + i * 120, -300]], '#d6dde2', 1.5)).join('');
  const counterY = -290;
  const cabinets = Array.from({ length: 10 }, (_, i) => pen.rect(-1400 + i * 280, -700, 260, 170, '#8fb8a0')).join('');
  const win = windowPane(ctx, -s * 80 - 130, -520, 260, 170);
  const fridgeX = -s * 420 - 110;
  const stoveX = s * 290;
  const stove = pen.rect(stoveX - 120, counterY - 12, 240, 182, '#dfe6ea') + pen.rect(stoveX - 90, counterY + 40, 180, 100, '#2b2b30', { rx: 8 }) +
    [-60, 60].map((dx) => pen.ellipse(stoveX + dx, counterY - 12, 34, 8, '#444444')).join('') + pen.rect(stoveX - 50, counterY - 56, 100, 40, '#c0392b', { rx: 6 }) + pen.line([[stoveX + 50, counterY - 44], [stoveX + 110, counterY - 54]], '#555', 6);
  const pots = pen.ellipse(-s * 180, counterY - 24, 40, 24, '#f5f5f5') + pen.rect(s * 520, counterY - 60, 90, 60, '#e67e22', { rx: 6 });
  return wall(ctx, FLOOR, '#eef3f0', '#d9c3a0') + tiles + cabinets + win +
    pen.rect(WORLD.left, counterY, WORLD.right - WORLD.left, 170, '#6f9c84') + pen.rect(WORLD.left, counterY - 16, WORLD.right - WORLD.left, 18, '#e9e4da') +
    pen.rect(fridgeX, -640, 220, 520, '#dfe6ea') + pen.line([[fridgeX + 190, -560], [fridgeX + 190, -440]], '#777', 5) + stove + pots + floorBoards(ctx, '#d9c3a0');
}

export function classroom(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const boardX = rng.range(-500, -200);
  const scribbles = Array.from({ length: 4 }, (_, i) => pen.line([[boardX + 60, -385 + i * 40], [boardX + 200 + rng.range(0, 300), -385 + i * 40]], '#f4f4f4', 3)).join('');
  const desks = [-640, -300, 300, 640].map((x) => pen.rect(x - 120, -210, 240, 24, '#c89b62') + pen.rect(x - 105, -186, 14, 110, '#7a7a7a') + pen.rect(x + 91, -186, 14, 110, '#7a7a7a')).join('');
  const clock = pen.ellipse(boardX + 760, -520, 40, 40, '#ffffff') + pen.line([[boardX + 760, -520], [boardX + 760, -548], [boardX + 760, -520], [boardX + 782, -520]], '#222', 3);
  return wall(ctx, FLOOR, '#f1e7c6', '#b9874f') + pen.rect(boardX, -420, 620, 220, '#2f5d4a', { 'stroke-width': ctx.pen.px(3) }) + scribbles + clock + windowPane(ctx, boardX + 900, -420, 220, 200) + desks + floorBoards(ctx, '#b9874f');
}

export function library(ctx: SettingContext): string {
  const shelves = Array.from({ length: 8 }, (_, i) => bookshelf(ctx, -1600 + i * 420, FLOOR, 380, 640)).join('');
  const rug = ctx.pen.ellipse(0, 60, 520, 90, '#a23b3b');
  return wall(ctx, FLOOR, '#e9dcc2', '#8b5e3c') + shelves + floorBoards(ctx, '#8b5e3c') + rug;
}

export function bedroom(ctx: SettingContext): string {
  const { pen, rng } = ctx;
  const stripes = Array.from({ length: 30 }, (_, i) => pen.rect(-1500 + i * 100, WORLD.top, 40, FLOOR - WORLD.top, '#c9dcef', { stroke: 'none' })).join('');
  const bedX = rng.pick([-560, 200]);
  const bed = sceneDraws(ctx, 'bed') ? '' : pen.rect(bedX, -330, 40, 230, '#9b6b43') + pen.rect(bedX, -200, 460, 90, '#9b6b43') + pen.rect(bedX + 30, -250, 430, 70, '#f7a8b8') + pen.ellipse(bedX + 110, -262, 70, 30, '#ffffff');
  const lampX = bedX > 0 ? bedX - 110 : bedX + 540;
  const lamp = pen.rect(lampX - 60, -240, 120, 120, '#c89b62') + pen.rect(lampX - 6, -320, 12, 80, '#555') + pen.poly([[lampX - 50, -320], [lampX + 50, -320], [lampX + 30, -390], [lampX - 30, -390]], ctx.time === 'night' ? '#ffe08a' : '#f2d6a2');
  const win = windowPane(ctx, -bedX * 0.6 - 130, -500, 260, 220);
  const curtains = [-1, 1].map((s) => pen.rect(-bedX * 0.6 + s * 170 - 35, -525, 70, 280, '#7e57c2')).join('');
  return wall(ctx, FLOOR, '#e3eef9', '#b48a62') + stripes + win + curtains + bed + lamp + pen.ellipse(0, 70, 420, 80, '#6fb7a8') + floorBoards(ctx, '#b48a62');
}
