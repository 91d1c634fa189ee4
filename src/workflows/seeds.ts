// Seeds derived from a run's base seed, so every attempt, page and variant draws its own picture deterministically.

const SEED_MODULUS = 2_147_483_647;

/** Between attempts of one picture. */
export const ATTEMPT_SEED_STEP = 7_919;
/** Between pages, panels and reference labels of one run. */
export const ITEM_SEED_STEP = 104_729;

export function stepSeed(baseSeed: number, index: number, step: number): number {
  return (baseSeed + index * step) % SEED_MODULUS;
}
