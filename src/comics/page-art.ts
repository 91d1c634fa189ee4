/**
 * Drawing laid-out pages and webtoon strips: each panel cropped to its frame (keeping the faces in view, else its
 * balloons), lettered at the frame's size with its bubbles moved into the crop, set on the preset's paper with its
 * ink borders.
 */
import sharp from 'sharp';
import type { ComicStyleKey } from '../vocabulary';
import type { ComicBubble } from './bubbles';
import { compositePanel } from './compose';
import { clampInside, type PercentBox, type Point } from './geometry';
import { PAGE, type Frame, type LaidOutPage } from './layout';
import { pageLookOf } from './styles';

/** A panel ready to be placed: its image (without lettering), its bubbles and where its faces are. */
export interface PanelArt {
  pageNumber: number;
  png: Buffer;
  width: number;
  height: number;
  bubbles: ComicBubble[];
  /** In percent of the panel. */
  faces: PercentBox[];
}

interface Window {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where along an axis a window of `size` starts so it covers [from, to] (percent), or at least its start. */
function offsetCovering(total: number, size: number, from: number, to: number): number {
  const start = (from / 100) * total;
  const end = (to / 100) * total;
  const centred = (start + end) / 2 - size / 2;
  const offset = end - start <= size ? centred : start;
  return Math.round(Math.min(Math.max(offset, 0), total - size));
}

function spanOf(boxes: PercentBox[], axis: 'x' | 'y'): [number, number] | undefined {
  if (boxes.length === 0) return undefined;
  const size = axis === 'x' ? 'width' : 'height';
  return [Math.min(...boxes.map((box) => box[axis])), Math.max(...boxes.map((box) => box[axis] + box[size]))];
}

/** The part of the panel shown in a frame of the given aspect: as much as fits, centred on the faces and balloons. */
export function cropWindow(art: Pick<PanelArt, 'width' | 'height' | 'bubbles' | 'faces'>, aspect: number): Window {
  const { width, height } = art;
  const balloons = art.bubbles.map((bubble) => bubble.box);
  const keep = (axis: 'x' | 'y') => spanOf(art.faces, axis) ?? spanOf(balloons, axis) ?? [0, 100];
  const withFaces = (axis: 'x' | 'y') => spanOf([...balloons, ...art.faces], axis) ?? [0, 100];
  if (width / height > aspect) {
    const cropWidth = Math.round(height * aspect);
    const [from, to] = fitsWithin(withFaces('x'), (cropWidth / width) * 100) ? withFaces('x') : keep('x');
    return { left: offsetCovering(width, cropWidth, from, to), top: 0, width: cropWidth, height };
  }
  const cropHeight = Math.round(width / aspect);
  const [from, to] = fitsWithin(withFaces('y'), (cropHeight / height) * 100) ? withFaces('y') : keep('y');
  return { left: 0, top: offsetCovering(height, cropHeight, from, to), width, height: cropHeight };
}

function fitsWithin(span: [number, number], size: number): boolean {
  return span[1] - span[0] <= size;
}

/** A bubble in percent of the crop, moved inside it when the crop cut it off. */
function intoWindow(bubble: ComicBubble, window: Window, art: Pick<PanelArt, 'width' | 'height'>): ComicBubble {
  const point = (at: Point): Point => ({ x: (((at.x / 100) * art.width - window.left) / window.width) * 100, y: (((at.y / 100) * art.height - window.top) / window.height) * 100 });
  const corner = point(bubble.box);
  const box = clampInside({ ...corner, width: (bubble.box.width * art.width) / window.width, height: (bubble.box.height * art.height) / window.height }, 1);
  const shift = { x: box.x - corner.x, y: box.y - corner.y };
  const moved = { ...bubble, box, anchor: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
  if (!bubble.tail) return moved;
  const tail = point(bubble.tail);
  return { ...moved, tail: { x: Math.min(100, Math.max(0, tail.x + shift.x)), y: Math.min(100, Math.max(0, tail.y + shift.y)) } };
}

async function framed(art: PanelArt, frame: Frame, preset: ComicStyleKey): Promise<Buffer> {
  const window = cropWindow(art, frame.width / frame.height);
  const picture = await sharp(art.png).extract(window).resize(frame.width, frame.height, { fit: 'fill' }).png().toBuffer();
  return compositePanel(picture, art.bubbles.map((bubble) => intoWindow(bubble, window, art)), preset);
}

function bordersSvg(frames: Frame[], width: number, height: number, preset: ComicStyleKey): Buffer {
  const look = pageLookOf(preset);
  const rects = frames
    .map((frame) => `<rect x="${frame.x}" y="${frame.y}" width="${frame.width}" height="${frame.height}" fill="none" stroke="${look.border}" stroke-width="${look.borderWidth}"/>`)
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rects}</svg>`);
}

/** One printed page: the preset's paper, every frame's panel, then the borders. */
export async function renderPage(page: LaidOutPage, arts: ReadonlyMap<number, PanelArt>, preset: ComicStyleKey): Promise<Buffer> {
  return drawFrames(page.frames, arts, { width: PAGE.width, height: PAGE.height }, preset);
}

/** Frames' panels on the preset's paper, with ink borders unless `borders` is false (a webtoon has none). */
export async function drawFrames(
  frames: Frame[],
  arts: ReadonlyMap<number, PanelArt>,
  size: { width: number; height: number },
  preset: ComicStyleKey,
  options: { borders: boolean } = { borders: true },
): Promise<Buffer> {
  const tiles = await Promise.all(
    frames.map(async (frame) => {
      const art = arts.get(frame.pageNumber);
      if (!art) throw new Error(`No art for panel ${frame.pageNumber}`);
      return { input: await framed(art, frame, preset), left: frame.x, top: frame.y };
    }),
  );
  return sharp({ create: { width: size.width, height: size.height, channels: 3, background: pageLookOf(preset).paper } })
    .composite(options.borders ? [...tiles, { input: bordersSvg(frames, size.width, size.height, preset), left: 0, top: 0 }] : tiles)
    .png()
    .toBuffer();
}
