/**
 * `npm run prompt-report` (`-- --split tuning|evaluation|fresh|fresh2|fresh3|fresh4|fresh5|fresh6|fresh7|fresh8|fresh9|fresh10|fresh11|fresh12|fresh13|fresh14|fresh15|fresh16|fresh17|fresh18|fresh19|fresh20|fresh21|fresh22|fresh23|fresh24`, all by default): what the built-in descriptor and
 * illustrator do with words as users write them. Prints the descriptor's attribute accuracy per split of
 * descriptions, then renders every corpus prompt with random characters, prints per split how many prompts get
 * their place, their named things, their poses and their interaction in the scene plan, and writes contact sheets
 * (each picture with its prompt and its plan) to out/prompts/<split>/ to be looked at.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describeCharacter } from '../../src/models/builtin/descriptor';
import { createBuiltinIllustrator } from '../../src/models/builtin/illustrator';
import { createRng } from '../../src/models/builtin/illustrator/rng';
import type { CharacterInput, ScenePlan } from '../../src/models/types';
import { generateCast, type Split } from '../judge/cast';
import { markdownTable } from '../table';
import { accuracy, checkDescription } from './attributes';
import { CORPUS, type CorpusPrompt, type CorpusSplit } from './corpus';
import { checkPlan, coverageRates, type Coverage } from './coverage';
import { DESCRIPTIONS, FRESH, type DescribedCharacter } from './descriptions';

const OUT = path.join(__dirname, '..', '..', 'out', 'prompts');
const TILE = 384;
const LABEL = 64;
const COLUMNS = 4;
const PER_SHEET = 12;
const LETTERS = ['A', 'B', 'C', 'D'];

export interface RenderedPrompt {
  prompt: CorpusPrompt;
  text: string;
  png: Buffer;
  plan: ScenePlan;
  coverage: Coverage;
}

const percent = (met: number, asked: number) => (asked ? `${met}/${asked} (${((100 * met) / asked).toFixed(1)}%)` : '-');

const CORPUS_SPLITS: CorpusSplit[] = ['tuning', 'evaluation', 'fresh', 'fresh2', 'fresh3', 'fresh4', 'fresh5', 'fresh6', 'fresh7', 'fresh8', 'fresh9', 'fresh10', 'fresh11', 'fresh12', 'fresh13', 'fresh14', 'fresh15', 'fresh16', 'fresh17', 'fresh18', 'fresh19', 'fresh20', 'fresh21', 'fresh22', 'fresh23', 'fresh24'];

function splitsArgument(): CorpusSplit[] {
  const at = process.argv.indexOf('--split');
  const value = at >= 0 ? process.argv[at + 1] : 'all';
  if (value === 'all') return CORPUS_SPLITS;
  const chosen = CORPUS_SPLITS.find((split) => split === value);
  if (!chosen) throw new Error(`--split must be ${CORPUS_SPLITS.join(', ')} or all, not ${value}`);
  return [chosen];
}

function descriptorLines(label: string, cases: DescribedCharacter[]): string[] {
  const results = cases.map((c) => checkDescription(c, describeCharacter('Report', c.text)));
  const { kept, total } = accuracy(results);
  const invented = results.flatMap((r) => r.invented.map((part) => `${r.text}: invented ${part}`));
  const missed = results.flatMap((r) => r.checks.filter((c) => !c.kept).map((c) => `${r.text}: ${c.attribute} (got ${c.got})`));
  return [`descriptor, ${label}: ${percent(kept, total)} of stated attributes kept, ${invented.length} invented`, ...[...missed, ...invented].map((line) => `  ${line}`)];
}

/** Characters of a prompt, drawn at random from a seeded cast of the split. */
function castFor(prompt: CorpusPrompt, pool: CharacterInput[], seed: number): CharacterInput[] {
  const count = LETTERS.filter((letter) => prompt.text.includes(`{${letter}}`)).length;
  const rng = createRng(seed, 'prompt-cast');
  const chosen: CharacterInput[] = [];
  while (chosen.length < count) {
    const next = rng.pick(pool);
    if (!chosen.includes(next)) chosen.push(next);
  }
  return chosen;
}

/** The fresh prompts are drawn with the evaluation split's characters, from a stream of their own per set. */
const castSplit = (split: CorpusSplit): Split => (split === 'tuning' ? 'tuning' : 'evaluation');
const castStream = (split: CorpusSplit): string => (split.startsWith('fresh') ? `prompts-${split}` : 'prompts');

export async function renderCorpus(split: CorpusSplit): Promise<RenderedPrompt[]> {
  const illustrator = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
  const pool = generateCast(castSplit(split), { families: 0, loners: 40, stream: castStream(split) }).map((m): CharacterInput => ({ name: m.name, description: m.description, descriptor: m.descriptor, references: [] }));
  const rendered: RenderedPrompt[] = [];
  for (const [i, prompt] of CORPUS[split].entries()) {
    const characters = castFor(prompt, pool, i + 1);
    const text = LETTERS.reduce((t, letter, k) => t.replaceAll(`{${letter}}`, characters[k]?.name ?? ''), prompt.text);
    const result = await illustrator.render({ prompt: text, characters, seed: 1000 + i });
    rendered.push({ prompt, text, png: result.png, plan: result.plan!, coverage: checkPlan(prompt, result.plan!) });
  }
  return rendered;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function planLine(plan: ScenePlan): string {
  const who = plan.characters.map((c) => `${c.posture}/${c.action}${c.holding ? ` +${c.holding}` : ''}${c.on ? ` on ${c.on.split(' ')[0]}` : ''}`).join('; ');
  const things = plan.props.map((p) => p.name).join(', ');
  return `${plan.place} (${plan.placeFrom}) | ${who}${things ? ` | ${things}` : ''}${plan.interaction ? ` | ${plan.interaction}` : ''}`;
}

function label(index: number, r: RenderedPrompt): Buffer {
  const lines = [`${index}. ${r.text}`, planLine(r.plan), r.coverage.all ? 'plan: all asked for' : `plan misses: ${r.coverage.misses.join('; ')}`];
  const text = lines.map((line, i) => `<text x="4" y="${15 + i * 18}" font-family="DejaVu Sans, sans-serif" font-size="11" fill="${i === 2 && !r.coverage.all ? '#b00020' : '#222'}">${escape(line.slice(0, 70))}</text>`).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${LABEL}"><rect width="100%" height="100%" fill="#ffffff"/>${text}</svg>`);
}

async function writeSheets(split: CorpusSplit, rendered: RenderedPrompt[]): Promise<string[]> {
  const folder = path.join(OUT, split);
  mkdirSync(folder, { recursive: true });
  for (const earlier of readdirSync(folder).filter((name) => name.endsWith('.png'))) rmSync(path.join(folder, earlier));
  const files: string[] = [];
  for (let start = 0; start < rendered.length; start += PER_SHEET) {
    const page = rendered.slice(start, start + PER_SHEET);
    const rows = Math.ceil(page.length / COLUMNS);
    const parts = await Promise.all(
      page.map(async (r, i) => {
        const left = (i % COLUMNS) * TILE;
        const top = Math.floor(i / COLUMNS) * (TILE + LABEL);
        return [{ input: await sharp(r.png).resize(TILE, TILE).png().toBuffer(), left, top }, { input: label(start + i + 1, r), left, top: top + TILE }];
      }),
    );
    const name = `sheet-${String(start / PER_SHEET + 1).padStart(2, '0')}.png`;
    const sheet = await sharp({ create: { width: COLUMNS * TILE, height: rows * (TILE + LABEL), channels: 3, background: '#ffffff' } }).composite(parts.flat()).png().toBuffer();
    writeFileSync(path.join(folder, name), sheet);
    files.push(`out/prompts/${split}/${name}`);
  }
  return files;
}

async function main(): Promise<void> {
  const lines: string[] = [];
  for (const split of ['tuning', 'evaluation'] as const) lines.push(...descriptorLines(`${split} split (${DESCRIPTIONS[split].length} descriptions)`, DESCRIPTIONS[split]));
  lines.push(...descriptorLines(`fresh set written after the change (${FRESH.length})`, FRESH), '');
  const rows: string[][] = [];
  for (const split of splitsArgument()) {
    const started = performance.now();
    const rendered = await renderCorpus(split);
    const rates = coverageRates(rendered.map((r) => r.coverage));
    rows.push([split, String(rendered.length), ...(['place', 'props', 'poses', 'interaction', 'all'] as const).map((k) => percent(rates[k].met, rates[k].asked))]);
    const files = await writeSheets(split, rendered);
    lines.push(`${split}: ${rendered.length} prompts rendered in ${((performance.now() - started) / 1000).toFixed(1)} s; contact sheets ${files.join(', ')}`);
    rendered.forEach((r, i) => {
      if (!r.coverage.all) lines.push(`  ${i + 1}. "${r.text}": ${r.coverage.misses.join('; ')}`);
    });
    const unknown = [...new Set(rendered.flatMap((r) => r.plan.unknownWords))];
    lines.push(`  words not understood: ${unknown.join(', ') || 'none'}`, '');
  }
  console.log(lines.join('\n'));
  console.log(markdownTable(['split', 'prompts', 'place', 'named things', 'poses', 'interaction', 'everything asked'], rows));
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
