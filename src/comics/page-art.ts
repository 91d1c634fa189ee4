/**
 * Drawing laid-out pages and webtoon strips: each panel cropped to its frame (keeping the faces in view, else its
 * balloons), lettered at the frame's size with its bubbles moved into the crop, set on the preset's paper with its
 * ink borders.
 */
import sharp from 'sharp';
import { clearSpotFor, readsAfter, tailTip, type ComicBubble } from './bubbles';
import { compositePanel } from './compose';
import type { LetteringLook } from './lettering';
import { clampInside, inflate, overlapArea, type PercentBox, type Point } from './geometry';
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
  if (fitsWithin(withFaces('y'), (cropHeight / height) * 100)) return { left: 0, top: offsetCovering(height, cropHeight, ...withFaces('y')), width, height: cropHeight };
  return { left: 0, top: offsetKeepingTop(height, cropHeight, keep('y')), width, height: cropHeight };
}

/** Room kept below the faces (percent) when a crop keeps them low in the frame. */
const ROOM_BELOW_FACES = 8;

/**
 * Where a window starts that keeps [from, to] (percent) low in it, showing as much as it can of what is above: the
 * sky, the landmark of an establishing shot. Balloons the crop cuts off are placed again inside it.
 */
function offsetKeepingTop(total: number, size: number, [from, to]: [number, number]): number {
  const start = ((to + ROOM_BELOW_FACES) / 100) * total - size;
  return Math.round(Math.min(Math.max(start, 0), (from / 100) * total, total - size));
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
 * The bubbles in percent of the crop (sized for the page's lettering when given). One the crop cut off, one that
 * now lies on a face, or one that resizing for the page put out of reading order, is placed again inside the frame,
 * clear of the faces and after the bubbles before it (never pushed straight in, which could land it on a mouth), its
 * tail aimed again at the face it pointed to.
 */
/** Room kept round a face (percent of the frame): a face box ends at the chin, and a balloon touching it reads as on it. */
const FACE_ROOM = 3;

export function bubblesIntoCrop(art: Pick<PanelArt, 'width' | 'height' | 'bubbles' | 'faces'>, window: Window, lettering?: Lettering, direction: LetteringLook['direction'] = 'ltr'): ComicBubble[] {
  const crop = { width: art.width, height: art.height, window };
  const facesInCrop = art.faces.map((face) => boxIntoCrop(face, crop));
  const faces = facesInCrop.map((face) => inflate(face, FACE_ROOM));
  const clearOfFaces = (box: PercentBox) => faces.every((face) => overlapArea(box, face) === 0);
  const placed: PercentBox[] = [];
  return art.bubbles.map((bubble) => {
    const mapped = boxIntoCrop(bubble.box, crop);
    const wanted = lettering ? sizedForLettering(bubble.box, mapped, art, lettering) : mapped;
    const inside = clampInside(wanted, 1);
    const inOrder = placed.every((other) => readsAfter(other, inside, direction));
    const undisturbed = inside.x === wanted.x && inside.y === wanted.y && clearOfFaces(inside) && inOrder;
    const box = undisturbed ? inside : clearSpotFor(inside, faces, placed, direction);
    placed.push(box);
    const moved = { ...bubble, box, anchor: { x: box.x + box.width / 2, y: box.y + box.height / 2 } };
    if (!bubble.tail) return moved;
    const tail = intoCrop(bubble.tail, crop);
    if (!undisturbed) return { ...moved, tail: tailTip(box, nearestFace(facesInCrop, tail)) };
    return { ...moved, tail: { x: Math.min(100, Math.max(0, tail.x)), y: Math.min(100, Math.max(0, tail.y)) } };
  });
}

/** The face a tail was aimed at: the one nearest its tip (panel art keeps faces, not whose they are). */
function nearestFace(faces: PercentBox[], tip: Point): PercentBox | undefined {
  const distance = (face: PercentBox) => Math.hypot(face.x + face.width / 2 - tip.x, face.y + face.height / 2 - tip.y);
  return faces.reduce<PercentBox | undefined>((best, face) => (!best || distance(face) < distance(best) ? face : best), undefined);
}

/** Lettering sized for a page rather than for each frame: the frame's size and the width the type is set for. */
interface Lettering {
  frame: { width: number; height: number };
  letterWidth: number;
}

/**
 * A printed page letters every frame for the same width, so a line reads the same size in a small frame as in a
 * wide tier: a balloon keeps the size it had in the panel relative to that width, around the same centre.
 */
const PAGE_LETTER_WIDTH = Math.round(PAGE.width * 0.52);

/** The bubble's box in crop percent, as big against `letterWidth` as it was against the panel's width. */
function sizedForLettering(panelBox: PercentBox, mapped: PercentBox, panel: { width: number; height: number }, { frame, letterWidth }: Lettering): PercentBox {
  const width = (panelBox.width * letterWidth) / frame.width;
  const height = (panelBox.height * (panel.height / panel.width) * letterWidth) / frame.height;
  return { x: mapped.x + mapped.width / 2 - width / 2, y: mapped.y + mapped.height / 2 - height / 2, width, height };
}

/** A panel cut to its frame and lettered there; `bubbles` are where its lettering sits, in percent of the frame. */
export interface FramedPanel {
  frame: Frame;
  png: Buffer;
  bubbles: ComicBubble[];
}

async function framed(art: PanelArt, frame: Frame, look: LetteringLook, letterWidth?: number): Promise<FramedPanel> {
  const window = cropWindow(art, frame.width / frame.height);
  const picture = await sharp(art.png).extract(window).resize(frame.width, frame.height, { fit: 'fill' }).png().toBuffer();
  const bubbles = bubblesIntoCrop(art, window, letterWidth ? { frame, letterWidth } : undefined, look.direction);
  return { frame, png: await compositePanel(picture, bubbles, look, letterWidth), bubbles };
}

function bordersSvg(frames: Frame[], width: number, height: number, lettering: LetteringLook): Buffer {
  const look = pageLookOf(lettering.preset);
  const rects = frames
    .map((frame) => `<rect x="${frame.x}" y="${frame.y}" width="${frame.width}" height="${frame.height}" fill="none" stroke="${look.border}" stroke-width="${look.borderWidth}"/>`)
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rects}</svg>`);
}

/**
 * Each frame's panel, cut, lettered and placed: what a printed page or a strip is made of, in reading order. One after
 * another, so that one panel's pixels are decoded at a time (a page of six at once held some 15 MB more).
 */
async function framedPanels(frames: Frame[], arts: ReadonlyMap<number, PanelArt>, look: LetteringLook, letterWidth?: number): Promise<FramedPanel[]> {
  const panels: FramedPanel[] = [];
  for (const frame of frames) {
    const art = arts.get(frame.pageNumber);
    if (!art) throw new Error(`No art for panel ${frame.pageNumber}`);
    panels.push(await framed(art, frame, look, letterWidth));
  }
  return panels;
}

/** The panels of a printed page, lettered for the page's width. */
export function pagePanels(page: LaidOutPage, arts: ReadonlyMap<number, PanelArt>, look: LetteringLook): Promise<FramedPanel[]> {
  return framedPanels(page.frames, arts, look, PAGE_LETTER_WIDTH);
}

/** One printed page: the preset's paper, every frame's panel, then the borders. */
export async function renderPage(page: LaidOutPage, arts: ReadonlyMap<number, PanelArt>, look: LetteringLook): Promise<Buffer> {
  return composePage(await pagePanels(page, arts, look), look);
}

/**
 * A slice of a webtoon strip, `top` to `top + height` of it: the panels of `frames` (those the slice shows), each cut
 * where the slice's edges cross it, on the preset's paper; a webtoon has no borders.
 */
export async function drawStripSlice(
  frames: Frame[],
  arts: ReadonlyMap<number, PanelArt>,
  slice: { top: number; width: number; height: number },
  look: LetteringLook,
): Promise<Buffer> {
  const tiles = await Promise.all(
    (await framedPanels(frames, arts, look)).map(async ({ frame, png }) => {
      const from = Math.max(0, slice.top - frame.y);
      const to = Math.min(frame.height, slice.top + slice.height - frame.y);
      const input = from === 0 && to === frame.height ? png : await sharp(png).extract({ left: 0, top: from, width: frame.width, height: to - from }).png().toBuffer();
      return { input, left: frame.x, top: frame.y + from - slice.top };
    }),
  );
  return onPaper({ width: slice.width, height: slice.height }, look).composite(tiles).png().toBuffer();
}

const onPaper = (size: { width: number; height: number }, look: LetteringLook) =>
  sharp({ create: { width: size.width, height: size.height, channels: 3, background: pageLookOf(look.preset).paper } });

/** A printed page of its framed panels (`pagePanels`): the preset's paper, the panels, then the borders. */
export function composePage(panels: FramedPanel[], look: LetteringLook): Promise<Buffer> {
  const tiles = panels.map((panel) => ({ input: panel.png, left: panel.frame.x, top: panel.frame.y }));
  const frames = panels.map((panel) => panel.frame);
  return onPaper(PAGE, look)
    .composite([...tiles, { input: bordersSvg(frames, PAGE.width, PAGE.height, look), left: 0, top: 0 }])
    .png()
    .toBuffer();
}
