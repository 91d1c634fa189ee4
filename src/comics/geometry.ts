/** Boxes and points in percent of a panel (0-100 on each axis), as bubbles are stored and served. */
import type { Box } from '../models/types';

export interface Point {
  x: number;
  y: number;
}

export type PercentBox = Box;

export interface PanelLayout {
  width: number;
  height: number;
  characters: Array<{ name: string; box: Box; face: Box }>;
}

export function toPercentBox(box: Box, width: number, height: number): PercentBox {
  return { x: (box.x / width) * 100, y: (box.y / height) * 100, width: (box.width / width) * 100, height: (box.height / height) * 100 };
}

export function centreOf(box: PercentBox): Point {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export function boxAround(centre: Point, width: number, height: number): PercentBox {
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
}

export function inflate(box: PercentBox, by: number): PercentBox {
  return { x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by };
}

export function overlapArea(a: PercentBox, b: PercentBox): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

export function containsPoint(box: PercentBox, point: Point): boolean {
  return point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height;
}

/** Moves a box inside [margin, 100 - margin] on both axes (keeping its size). */
export function clampInside(box: PercentBox, margin: number): PercentBox {
  const clamp = (start: number, size: number) => Math.min(Math.max(start, margin), 100 - margin - size);
  return { ...box, x: clamp(box.x, box.width), y: clamp(box.y, box.height) };
}

/** The point of `box` nearest to `point`. */
export function nearestPointIn(box: PercentBox, point: Point): Point {
  return {
    x: Math.min(Math.max(point.x, box.x), box.x + box.width),
    y: Math.min(Math.max(point.y, box.y), box.y + box.height),
  };
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function roundBox(box: PercentBox): PercentBox {
  return { x: round1(box.x), y: round1(box.y), width: round1(box.width), height: round1(box.height) };
}
