/**
 * Edits keep the picture outside their region: for each image-model path that runs here, pictures the built-in
 * illustrator drew are edited inside a region (a box of 25-60 % a side) and the mean absolute difference (0-255) of
 * the pixels outside it is measured, on what the model returned and on what the service delivers (the model's
 * picture laid over the original through the mask, as the editScene run does). The built-in illustrator draws the
 * scene again from the changed plan; OpenAI and Gemini are their strict fakes (test/fakes), ComfyUI its own server on
 * CPU with a weightless workflow that paints through the mask it is sent (skipped where its Python is not installed).
 * `npx ts-node --transpile-only bench/edits.bench.ts`; before/after pairs in out/edits/.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { differenceOutside, keepOutside, maskFromRegion, type Region } from '../src/images/masks';
import { createBuiltinIllustrator } from '../src/models/builtin/illustrator';
import { createRng } from '../src/models/builtin/illustrator/rng';
import { createComfyUIImageModel } from '../src/models/providers/comfyui';
import { createGeminiImageModel } from '../src/models/providers/gemini-images';
import { createOpenAIImageModel } from '../src/models/providers/openai-images';
import type { CharacterInput, ImageModel } from '../src/models/types';
import { startFakeGemini } from '../test/fakes/gemini';
import { startFakeOpenAI } from '../test/fakes/openai';
import { comfyuiSetup, startComfyUI } from '../test/support/comfyui-server';
import { runStandalone, type BenchReport, type BenchRow } from './harness';
import { castWithReferences } from './judge/first-attempt';

const SIZE = 1024;
const OUT = path.join(__dirname, '..', 'out', 'edits');
const SCENES = ['{A} walks down the street in the rain holding an umbrella', '{A} reads a book on a bench in the park', '{A} flies a kite on the beach', '{A} eats an apple in the kitchen'];
const INSTRUCTIONS = ['make the umbrella red', 'make it night', 'make it snowy', 'give {A} a green scarf', 'make {A} smile', 'move {A} to the forest', 'make the kite blue'];

interface Case {
  source: Buffer;
  instruction: string;
  region: Region;
  mask: Buffer;
  character: CharacterInput;
  prompt: string;
  seed: number;
}

interface Measured {
  raw: number[];
  kept: number[];
  declined: number;
}

/** Pictures the built-in illustrator drew, each with an instruction and a region. */
async function cases(count: number): Promise<Case[]> {
  const rng = createRng(23, 'edits-bench');
  const cast = await castWithReferences('evaluation', count, 'edits', rng);
  const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
  const made: Case[] = [];
  for (const character of cast) {
    const prompt = rng.pick(SCENES).replaceAll('{A}', character.name);
    const seed = rng.int(1, 2_000_000_000);
    const source = (await illustrator.render({ prompt, characters: [character], seed, width: SIZE, height: SIZE })).png;
    const width = rng.int(25, 60);
    const height = rng.int(25, 60);
    const region = { x: rng.int(0, 100 - width), y: rng.int(0, 100 - height), width, height };
    made.push({ source, instruction: rng.pick(INSTRUCTIONS).replaceAll('{A}', character.name), region, mask: await maskFromRegion(region, { width: SIZE, height: SIZE }), character, prompt, seed });
  }
  return made;
}

async function measure(model: ImageModel, all: Case[], keep: (name: string, before: Buffer, after: Buffer) => Promise<void>): Promise<Measured> {
  const measured: Measured = { raw: [], kept: [], declined: 0 };
  for (const edit of all) {
    const scene = { prompt: edit.prompt, characters: [edit.character], seed: edit.seed, width: SIZE, height: SIZE };
    let png: Buffer;
    try {
      png = (await model.edit!({ source: edit.source, instruction: edit.instruction, mask: edit.mask, scene })).png;
    } catch {
      measured.declined += 1;
      continue;
    }
    const raw = await sharp(png).resize(SIZE, SIZE, { fit: 'fill' }).png().toBuffer();
    const kept = await keepOutside(edit.source, png, edit.mask);
    measured.raw.push(await differenceOutside(edit.source, raw, edit.mask));
    measured.kept.push(await differenceOutside(edit.source, kept, edit.mask));
    await keep(model.name, edit.source, kept);
  }
  return measured;
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : NaN);

function rows(path: string, measured: Measured, count: number): BenchRow[] {
  const made = `${measured.kept.length}/${count} edits made`;
  const kept = mean(measured.kept);
  return [
    { name: `edits, ${path}: mean absolute difference outside the region, delivered (0-255)`, figure: `${kept.toFixed(3)} (${made})`, target: '< 1', met: kept < 1 },
    { name: `edits, ${path}: the same on the model's own picture, before the service keeps the outside`, figure: mean(measured.raw).toFixed(2) },
  ];
}

export async function editsBench(): Promise<BenchReport> {
  fs.mkdirSync(OUT, { recursive: true });
  const pairs = new Map<string, number>();
  const saved = async (name: string, before: Buffer, after: Buffer) => {
    const index = pairs.get(name) ?? 0;
    if (index >= 3) return;
    pairs.set(name, index + 1);
    const pair = await sharp({ create: { width: 2 * 512, height: 512, channels: 3, background: '#ffffff' } })
      .composite([{ input: await sharp(before).resize(512, 512).png().toBuffer(), left: 0, top: 0 }, { input: await sharp(after).resize(512, 512).png().toBuffer(), left: 512, top: 0 }])
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(OUT, `${name.replace(/[^a-z0-9-]+/gi, '-')}-${index + 1}.png`), pair);
  };
  const builtinCases = await cases(24);
  const report: BenchRow[] = rows('built-in illustrator', await measure(createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' }), builtinCases, saved), builtinCases.length);
  const few = builtinCases.slice(0, 4);
  const openai = await startFakeOpenAI();
  const gemini = await startFakeGemini();
  try {
    const openaiModel = createOpenAIImageModel({ name: 'openai:gpt-image-1', baseUrl: openai.baseUrl, model: 'gpt-image-1', sizes: [], timeoutMs: 30_000 });
    report.push(...rows('OpenAI images/edits with the mask (strict fake)', await measure(openaiModel, few, saved), few.length));
    const geminiModel = createGeminiImageModel({ name: 'gemini:gemini-2.5-flash-image', baseUrl: gemini.url, model: 'gemini-2.5-flash-image', timeoutMs: 30_000 });
    report.push(...rows('Gemini generateContent (strict fake)', await measure(geminiModel, few, saved), few.length));
  } finally {
    await openai.close();
    await gemini.close();
  }
  const setup = comfyuiSetup();
  if (setup) {
    const server = await startComfyUI(setup);
    try {
      const fixture = path.join(__dirname, '..', 'test', 'fixtures', 'comfyui', 'fill-mask.json');
      const comfy = createComfyUIImageModel({ name: 'comfyui', baseUrl: server.url, inpaintWorkflowPath: fixture, timeoutMs: 30_000, jobTimeoutMs: 60_000, pollIntervalMs: 100 });
      report.push(...rows("ComfyUI inpainting (its own server, a weightless workflow painting through the mask)", await measure(comfy, few, saved), few.length));
    } finally {
      await server.stop();
    }
  }
  return { rows: report, details: [`before/after pairs: ${path.relative(process.cwd(), OUT)}`, ...(setup ? [] : ["ComfyUI's server not installed here: its row is left out"])] };
}

if (require.main === module) runStandalone(editsBench);
