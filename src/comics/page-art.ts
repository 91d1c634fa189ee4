/**
 * Drawing laid-out pages and webtoon strips: each panel cropped to its frame (keeping the faces in view, else its
 * balloons), lettered at the frame's size with its bubbles moved into the crop, set on the preset's paper with its
 * ink borders.
 */
import sharp from 'sharp';
import type { ComicStyleKey } from '../vocabulary';
import { clearSpotFor, type ComicBubble } from './bubbles';
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

export interface Window {
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

interface Crop {
  width: number;
  height: number;
  window: Window;
}

/** A point in percent of the panel, in percent of the crop. */
function intoCrop(at: Point, { window, width, height }: Crop): Point {
  return { x: (((at.x / 100) * width - window.left) / window.width) * 100, y: (((at.y / 100) * height - window.top) / window.height) * 100 };
}

function boxIntoCrop(box: PercentBox, crop: Crop): PercentBox {
  return { ...intoCrop(box, crop), width: (box.width * crop.width) / crop.window.width, height: (box.height * crop.height) / crop.window.height };
}

/**
 * The bubbles in percent of the crop. One the crop cut off is placed again inside it, clear of the faces and of
 * the bubbles before it (not pushed straight in, which could land it on a face); a tail keeps aiming where it did.
 */
export function bubblesIntoCrop(art: Pick<PanelArt, 'width' | 'height' | 'bubbles' | 'faces'>, window: Window): ComicBubble[] {
  const crop = { width: art.width, height: art.height, window };
  const faces = art.faces.map((face) => boxIntoCrop(face, crop));
  const placed: PercentBox[] = [];
  return art.bubbles.map((bubble) => {
    const wanted = boxIntoCrop(bubble.box, crop);
    const inside = clampInside(wanted, 1);
    const box = inside.x === wanted.x && inside.y === wanted.y ? inside : clearSpotFor(inside, faces, placed);
    placed.push(box);
    const moved = { ...bubble, box, anchor: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
    if (!bubble.tail) return moved;
    const tail = intoCrop(bubble.tail, crop);
    return { ...moved, tail: { x: Math.min(100, Math.max(0, tail.x)), y: Math.min(100, Math.max(0, tail.y)) } };
  });
}

async function framed(art: PanelArt, frame: Frame, preset: ComicStyleKey): Promise<Buffer> {
  const window = cropWindow(art, frame.width / frame.height);
  const picture = await sharp(art.png).extract(window).resize(frame.width, frame.height, { fit: 'fill' }).png().toBuffer();
  return compositePanel(picture, bubblesIntoCrop(art, window), preset);
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
