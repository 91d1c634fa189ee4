/**
 * The pairs the judge gets most wrong, as side-by-side PNGs: the scene, then the front reference of the character
 * the judge was asked about and, for a wrong pair, of the character actually drawn.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { EvaluationCharacter, ScoredPair } from './evaluation';

const TILE = 480;
const GAP = 12;

/** Right pairs with the lowest scores and wrong pairs with the highest, half and half. */
export function worstPairs(pairs: ScoredPair[], count: number): ScoredPair[] {
  const right = pairs.filter((p) => p.same).sort((a, b) => a.score - b.score);
  const wrong = pairs.filter((p) => !p.same).sort((a, b) => b.score - a.score);
  const half = Math.ceil(count / 2);
  return [...right.slice(0, half), ...wrong.slice(0, count - half)];
}

async function tile(png: Buffer): Promise<Buffer> {
  return sharp(png).resize(TILE, TILE, { fit: 'contain', background: '#ffffff' }).png().toBuffer();
}

const frontReference = (character: EvaluationCharacter) => character.input.references[0];

async function sideBySide(pair: ScoredPair): Promise<Buffer> {
  const images = [pair.scene.png, frontReference(pair.candidate), ...(pair.same ? [] : [frontReference(pair.drawn)])];
  const tiles = await Promise.all(images.map(tile));
  const width = tiles.length * TILE + (tiles.length - 1) * GAP;
  return sharp({ create: { width, height: TILE, channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, i) => ({ input, left: i * (TILE + GAP), top: 0 })))
    .png()
    .toBuffer();
}

export function pairFileName(pair: ScoredPair, rank: number): string {
  const kind = pair.same ? 'right' : 'wrong';
  const who = pair.same ? pair.candidate.name : `${pair.candidate.name}-for-${pair.drawn.name}`;
  return `${String(rank).padStart(2, '0')}-${kind}-${pair.score}-${who}-${pair.scene.shot}${pair.scene.cast.length > 1 ? `-cast${pair.scene.cast.length}` : ''}.png`;
}

/** Writes the pairs to `folder` (created when missing, earlier pictures removed) and returns the file names, in rank order. */
export async function writeWorstPairs(pairs: ScoredPair[], folder: string): Promise<string[]> {
  mkdirSync(folder, { recursive: true });
  for (const earlier of readdirSync(folder).filter((name) => name.endsWith('.png'))) rmSync(path.join(folder, earlier));
  const names: string[] = [];
  for (const [i, pair] of pairs.entries()) {
    const name = pairFileName(pair, i + 1);
    writeFileSync(path.join(folder, name), await sideBySide(pair));
    names.push(name);
  }
  return names;
}
