/**
 * Tells a photograph from a drawing by its pixel texture. Drawings (flat fills, vector renders, even
 * with painterly strokes or JPEG noise) are mostly exactly flat between neighbours; photographs are
 * mostly covered by small, noisy changes of shade (sensor noise, soft light, skin, fabric).
 */

/** Channel step up to which two neighbouring pixels count as the same colour. */
const FLAT_STEP = 2;
/** Channel step up to which a change counts as shading rather than an edge. */
const SHADING_STEP = 24;

export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface TextureShares {
  /** Share of pixels equal (within FLAT_STEP) to their right and lower neighbours. */
  flat: number;
  /** Share of pixels whose largest neighbour step is shading, not an edge. */
  shaded: number;
}

function largestNeighbourStep(image: RgbImage, x: number, y: number): number {
  const { data, width } = image;
  const at = (y * width + x) * 3;
  const right = at + 3;
  const below = at + width * 3;
  let step = 0;
  for (let channel = 0; channel < 3; channel++) {
    step = Math.max(step, Math.abs(data[at + channel] - data[right + channel]), Math.abs(data[at + channel] - data[below + channel]));
  }
  return step;
}

export function textureShares(image: RgbImage): TextureShares {
  let flat = 0;
  let shaded = 0;
  for (let y = 0; y < image.height - 1; y++) {
    for (let x = 0; x < image.width - 1; x++) {
      const step = largestNeighbourStep(image, x, y);
      if (step <= FLAT_STEP) flat++;
      else if (step <= SHADING_STEP) shaded++;
    }
  }
  const pixels = Math.max(1, (image.width - 1) * (image.height - 1));
  return { flat: flat / pixels, shaded: shaded / pixels };
}

/** Expects the image scaled to about 256 px on its longer side, where the measured gap is widest. */
export function looksPhotographic(image: RgbImage): boolean {
  const { flat, shaded } = textureShares(image);
  return shaded > flat;
}
