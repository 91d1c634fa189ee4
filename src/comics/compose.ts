/**
 * Server-side page compositing: a panel image with its bubbles drawn on it. Bubbles are drawn as SVG (balloons
 * with tails toward the speaker, thought clouds, narration boxes, sound-effect lettering), the lettering as the
 * outlines of its glyphs in the book's language (src/lettering), rasterised by resvg, then laid over the panel with
 * sharp.
 */
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { fitText, textBlockSvg, type FittedText } from '../lettering/text-block';
import { LETTERING, type ComicBubble } from './bubbles';
import type { PercentBox, Point } from './geometry';
import { bubbleStyle, letteredText, type LetteringLook } from './lettering';
import { letteringColoursOf, type LetteringColours } from './styles';

interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Canvas {
  width: number;
  height: number;
  colours: LetteringColours;
  /** The width the lettering is sized for: the canvas's own, or a page's so every frame on it reads alike. */
  letterWidth: number;
  /** Outline width in pixels. */
  stroke: number;
  /** The book's language. */
  language: string;
}

function toPixels(box: PercentBox, canvas: Canvas): PixelBox {
  return { x: (box.x / 100) * canvas.width, y: (box.y / 100) * canvas.height, width: (box.width / 100) * canvas.width, height: (box.height / 100) * canvas.height };
}

function pointToPixels(point: Point, canvas: Canvas): Point {
  return { x: (point.x / 100) * canvas.width, y: (point.y / 100) * canvas.height };
}

const n = (value: number) => value.toFixed(1);

/** The fitted lettering's outlines in `box`, in a group with `attributes` (fill, outline). */
function textBlock(fitted: FittedText, box: PixelBox, align: 'centre' | 'start', attributes: string): string {
  return `<g ${attributes}>${textBlockSvg(fitted, box, align)}</g>`;
}

/** A bubble's words fitted in `box` at its type's nominal size (vertical columns when the bubble is set so). */
function fitBubble(bubble: ComicBubble, canvas: Canvas, box: { width: number; height: number }, lineHeightEm: number): FittedText {
  const size = LETTERING[bubble.type].fontSize * canvas.letterWidth;
  return fitText(letteredText(bubble.text, canvas.language), bubbleStyle(canvas.language, bubble.type), size, box, lineHeightEm, bubble.vertical === true);
}

/** A point on the ellipse (cx, cy, rx, ry) at `angle`, pulled in by `scale`. */
function onEllipse(box: PixelBox, angle: number, scale: number): Point {
  return { x: box.x + box.width / 2 + Math.cos(angle) * (box.width / 2) * scale, y: box.y + box.height / 2 + Math.sin(angle) * (box.height / 2) * scale };
}

function angleTo(box: PixelBox, tip: Point): number {
  return Math.atan2(tip.y - (box.y + box.height / 2), tip.x - (box.x + box.width / 2));
}

function ellipse(box: PixelBox): string {
  return `<ellipse cx="${n(box.x + box.width / 2)}" cy="${n(box.y + box.height / 2)}" rx="${n(box.width / 2)}" ry="${n(box.height / 2)}"/>`;
}

/** A curved wedge from the balloon's edge to the tip. */
function tailPath(box: PixelBox, tip: Point): string {
  const angle = angleTo(box, tip);
  const spread = 0.2;
  const left = onEllipse(box, angle - spread, 0.8);
  const right = onEllipse(box, angle + spread, 0.8);
  const bend = onEllipse(box, angle + spread * 0.4, 1.05);
  return `<path d="M${n(left.x)},${n(left.y)} Q${n(bend.x)},${n(bend.y)} ${n(tip.x)},${n(tip.y)} L${n(right.x)},${n(right.y)} Z"/>`;
}

/**
 * Shapes outlined first, then filled again without outline, so overlapping parts read as one seamless shape; a
 * whisper's outline is dashed.
 */
function seamless(shapes: string, canvas: Canvas, fill: string, dashed = false): string {
  const dash = dashed ? ` stroke-dasharray="${n(canvas.stroke * 4)} ${n(canvas.stroke * 3)}"` : '';
  return (
    `<g fill="${fill}" stroke="${canvas.colours.ink}" stroke-width="${n(canvas.stroke * 2)}" stroke-linejoin="round"${dash}>${shapes}</g>` +
    `<g fill="${fill}" stroke="none">${shapes}</g>`
  );
}

function balloonText(bubble: ComicBubble, box: PixelBox, canvas: Canvas): string {
  const inner = scaledAboutCentre(box, 1, LETTERING.balloonTextArea);
  return textBlock(fitBubble(bubble, canvas, inner, LETTERING.lineHeightEm), inner, 'centre', `fill="${canvas.colours.ink}"`);
}

/** A shout: a burst of points around the balloon's ellipse. */
function burst(box: PixelBox): string {
  const points = 22;
  const corners = Array.from({ length: points * 2 }, (_, index) => {
    const angle = (index / (points * 2)) * Math.PI * 2;
    const at = onEllipse(box, angle, index % 2 === 0 ? 1 : 1 / LETTERING.burstGrowth + (index % 4 === 1 ? 0.03 : 0));
    return `${n(at.x)},${n(at.y)}`;
  });
  return `<polygon points="${corners.join(' ')}"/>`;
}

/** The band joining two balloons of one speaker. */
function neck(from: PixelBox, to: PixelBox): string {
  const a = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const b = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const half = Math.min(from.height, to.height) * 0.16;
  const normal = { x: ((a.y - b.y) / length) * half, y: ((b.x - a.x) / length) * half };
  const corners = [
    [a.x + normal.x, a.y + normal.y],
    [b.x + normal.x, b.y + normal.y],
    [b.x - normal.x, b.y - normal.y],
    [a.x - normal.x, a.y - normal.y],
  ];
  return `<polygon points="${corners.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}"/>`;
}

/** Balloons of one speaker's consecutive lines (or a single balloon): one outline, necks between, one tail. */
function balloonRun(run: ComicBubble[], canvas: Canvas): string {
  const boxes = run.map((bubble) => toPixels(bubble.box, canvas));
  const shapes = run.map((bubble, index) => {
    const box = boxes[index];
    const body = bubble.type === 'shout' ? burst(box) : ellipse(box);
    const tail = bubble.tail ? tailPath(box, pointToPixels(bubble.tail, canvas)) : '';
    return body + tail + (index > 0 ? neck(boxes[index - 1], box) : '');
  });
  const texts = run.map((bubble, index) => balloonText(bubble, bubble.type === 'shout' ? scaledAboutCentre(boxes[index], 1 / LETTERING.burstGrowth) : boxes[index], canvas));
  return seamless(shapes.join(''), canvas, canvas.colours.balloon, run[0].type === 'whisper') + texts.join('');
}

function scaledAboutCentre(box: PixelBox, factor: number, share = { width: 1, height: 1 }): PixelBox {
  const width = box.width * factor * share.width;
  const height = box.height * factor * share.height;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/** A cloud: bumps around an ellipse filling the box, with shrinking puffs trailing toward the thinker. */
function thoughtCloud(bubble: ComicBubble, canvas: Canvas): string {
  const box = toPixels(bubble.box, canvas);
  const textArea = scaledAboutCentre(box, 1 / LETTERING.cloudGrowth);
  const bumps = 12;
  const bumpRadius = (Math.min(box.width, box.height) * 0.2) / LETTERING.cloudGrowth;
  const core = { x: box.x + bumpRadius, y: box.y + bumpRadius, width: box.width - 2 * bumpRadius, height: box.height - 2 * bumpRadius };
  const circles = Array.from({ length: bumps }, (_, index) => {
    const at = onEllipse(core, (index / bumps) * Math.PI * 2, 1);
    return `<circle cx="${n(at.x)}" cy="${n(at.y)}" r="${n(bumpRadius)}"/>`;
  }).join('');
  let puffs = '';
  if (bubble.tail) {
    const tip = pointToPixels(bubble.tail, canvas);
    const start = onEllipse(box, angleTo(box, tip), 1);
    puffs = [0.25, 0.58, 0.9]
      .map((t, index) => {
        const radius = bumpRadius * (0.5 - index * 0.13);
        return `<circle cx="${n(start.x + (tip.x - start.x) * t)}" cy="${n(start.y + (tip.y - start.y) * t)}" r="${n(radius)}"/>`;
      })
      .join('');
  }
  return seamless(ellipse(core) + circles, canvas, canvas.colours.balloon) + seamless(puffs, canvas, canvas.colours.balloon) + balloonText(bubble, textArea, canvas);
}

function narrationBox(bubble: ComicBubble, canvas: Canvas): string {
  const box = toPixels(bubble.box, canvas);
  const pad = LETTERING.narration.fontSize * canvas.letterWidth * LETTERING.boxPaddingEm;
  const inner = { x: box.x + pad, y: box.y + pad, width: box.width - 2 * pad, height: box.height - 2 * pad };
  const rect = `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="${n(canvas.stroke)}"/>`;
  return (
    `<g fill="${canvas.colours.narrationBox}" stroke="${canvas.colours.ink}" stroke-width="${n(canvas.stroke)}">${rect}</g>` +
    textBlock(fitBubble(bubble, canvas, inner, LETTERING.lineHeightEm), inner, bubble.vertical ? 'centre' : 'start', `fill="${canvas.colours.ink}"`)
  );
}

/** Sound effects: big display lettering in the script of the book, tilted, with a heavy outline. */
function soundEffect(bubble: ComicBubble, canvas: Canvas): string {
  const box = toPixels(bubble.box, canvas);
  const fitted = fitBubble(bubble, canvas, box, 1);
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const outline = fitted.fontSize * 0.14;
  return (
    `<g transform="rotate(-8 ${n(centre.x)} ${n(centre.y)})">` +
    textBlock(fitted, box, 'centre', `fill="${canvas.colours.sfxFill}" stroke="${canvas.colours.ink}" stroke-width="${n(outline)}" stroke-linejoin="round" paint-order="stroke"`) +
    '</g>'
  );
}

const DRAW: Record<'thought' | 'narration' | 'sfx', (bubble: ComicBubble, canvas: Canvas) => string> = {
  thought: thoughtCloud,
  narration: narrationBox,
  sfx: soundEffect,
};

/** Consecutive bubbles drawn together: a balloon with the joined balloons after it, or any other bubble alone. */
function runsOf(bubbles: ComicBubble[]): ComicBubble[][] {
  const runs: ComicBubble[][] = [];
  for (const bubble of bubbles) {
    const last = runs.at(-1);
    if (bubble.joins_previous && last) last.push(bubble);
    else runs.push([bubble]);
  }
  return runs;
}

/** The bubbles of a panel as an SVG overlay of the panel's size. */
export function bubblesSvg(bubbles: ComicBubble[], width: number, height: number, look: LetteringLook, letterWidth = width): string {
  const canvas: Canvas = { width, height, letterWidth, colours: letteringColoursOf(look.preset), stroke: Math.max(1.5, letterWidth * 0.0032), language: look.language };
  const body = runsOf(bubbles)
    .map((run) => (run[0].type === 'thought' || run[0].type === 'narration' || run[0].type === 'sfx' ? DRAW[run[0].type](run[0], canvas) : balloonRun(run, canvas)))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** The panel PNG with its bubbles drawn on it (PNG), lettered for its own width unless `letterWidth` says otherwise. */
export async function compositePanel(panelPng: Buffer, bubbles: ComicBubble[], look: LetteringLook, letterWidth?: number): Promise<Buffer> {
  const { width, height } = await sharp(panelPng).metadata();
  if (!width || !height) throw new Error('Panel image has no size');
  if (bubbles.length === 0) return sharp(panelPng).png().toBuffer();
  // The lettering is outlines: resvg needs no font.
  const overlay = new Resvg(bubblesSvg(bubbles, width, height, look, letterWidth ?? width), { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  return sharp(panelPng).composite([{ input: Buffer.from(overlay) }]).png().toBuffer();
}
