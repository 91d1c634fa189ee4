import type { Box, CharacterPlacement } from '../types';

/**
 * External providers return pixels only, no figure positions. Bubble placement still needs boxes,
 * so we estimate them: figures evenly spaced left to right in request order, each filling its column
 * from 15% to 95% of the height, and the face in the top fifth of its figure box.
 */
export function estimatedLayout(names: string[], width: number, height: number): CharacterPlacement[] {
  const column = width / Math.max(names.length, 1);
  return names.map((name, index) => {
    const box = roundBox({ x: index * column + column * 0.1, y: height * 0.15, width: column * 0.8, height: height * 0.8 });
    const faceHeight = box.height / 5;
    const faceWidth = Math.min(box.width * 0.6, faceHeight);
    const face = roundBox({ x: box.x + (box.width - faceWidth) / 2, y: box.y, width: faceWidth, height: faceHeight });
    return { name, box, face };
  });
}

function roundBox(box: Box): Box {
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
}
