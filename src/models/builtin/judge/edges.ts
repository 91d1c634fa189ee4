import type { IndexedImage } from './pixels';

/** Neighbouring pixels this far apart (Lab) are an edge: an outline, or where one colour meets another. */
export const EDGE_DISTANCE = 14;

const EDGE_DISTANCE_2 = EDGE_DISTANCE * EDGE_DISTANCE;

/** 1 where the pixel differs from its right or lower neighbour. */
function edgeMap(image: IndexedImage): Uint8Array {
  const { width, height, index, lab } = image;
  const edges = new Uint8Array(width * height);
  const differs = (i: number, j: number): boolean => {
    const a = index[i] * 3;
    const b = index[j] * 3;
    if (a === b) return false;
    const dl = lab[a] - lab[b];
    const da = lab[a + 1] - lab[b + 1];
    const db = lab[a + 2] - lab[b + 2];
    return dl * dl + da * da + db * db > EDGE_DISTANCE_2;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0, i = y * width; x < width; x += 1, i += 1) {
      if ((x + 1 < width && differs(i, i + 1)) || (y + 1 < height && differs(i, i + width))) edges[i] = 1;
    }
  }
  return edges;
}

const DIAGONAL = 1.4;

/** Distance (pixels, chamfer 1 / 1.4) from every pixel to the nearest edge: one pass down, one pass up. */
export function edgeDistance(image: IndexedImage): Float32Array {
  const { width, height } = image;
  const edges = edgeMap(image);
  const d = new Float32Array(width * height);
  for (let i = 0; i < d.length; i += 1) d[i] = edges[i] ? 0 : 1e6;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0, i = y * width; x < width; x += 1, i += 1) {
      let best = d[i];
      if (x > 0 && d[i - 1] + 1 < best) best = d[i - 1] + 1;
      if (y > 0) {
        const up = i - width;
        if (d[up] + 1 < best) best = d[up] + 1;
        if (x > 0 && d[up - 1] + DIAGONAL < best) best = d[up - 1] + DIAGONAL;
        if (x + 1 < width && d[up + 1] + DIAGONAL < best) best = d[up + 1] + DIAGONAL;
      }
      d[i] = best;
    }
  }
  for (let y = height - 1; y >= 0; y -= 1) {
    for (let x = width - 1, i = y * width + x; x >= 0; x -= 1, i -= 1) {
      let best = d[i];
      if (x + 1 < width && d[i + 1] + 1 < best) best = d[i + 1] + 1;
      if (y + 1 < height) {
        const down = i + width;
        if (d[down] + 1 < best) best = d[down] + 1;
        if (x + 1 < width && d[down + 1] + DIAGONAL < best) best = d[down + 1] + DIAGONAL;
        if (x > 0 && d[down - 1] + DIAGONAL < best) best = d[down - 1] + DIAGONAL;
      }
      d[i] = best;
    }
  }
  return d;
}
