/**
 * Lettering in every script: the same three pictures (the night market of test/support/lettering-books.ts, drawn once)
 * lettered as a page in Japanese, Arabic, Hindi and Thai, each against the Latin page in its preset in the same run
 * (bubbles shaped, broken and placed, the page laid out and encoded; one sharp thread); then the first page lettered in
 * a fresh process, every face opened first, and that process's RSS.
 * Run on its own: `npx ts-node --transpile-only bench/lettering.bench.ts`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FACES, fontFile, type FaceId } from '../src/lettering/fonts';
import { createBuiltinIllustrator } from '../src/models/builtin/illustrator';
import type { RenderResult } from '../src/models/types';
import { LETTERING_BOOKS, type LetteringBook } from '../test/support/lettering-books';
import { drawBeats, letterPage } from '../test/support/lettering-pages';
import { runStandalone, type BenchReport, type BenchRow } from './harness';
import type { FirstPage } from './lettering-first-page';
import { percentile } from './stats';

const COMPARED = ['ja', 'ar', 'hi', 'th'];
const RUNS = 11;
const RATIO_TARGET = 1.3;
const FIRST_PAGE_TARGET_S = 1.5;
const MIB = 1024 * 1024;

const bookOf = (language: string): LetteringBook => LETTERING_BOOKS.find((book) => book.language === language)!;

async function timedPage(book: LetteringBook, renders: RenderResult[]): Promise<number> {
  const started = performance.now();
  await letterPage(book, renders);
  return performance.now() - started;
}

function firstPageInFreshProcess(renders: RenderResult[]): FirstPage {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-lettering-bench-'));
  try {
    const rendersFile = path.join(folder, 'renders.json');
    fs.writeFileSync(rendersFile, JSON.stringify(renders.map((render) => ({ ...render, png: render.png.toString('base64') }))));
    const child = path.join(__dirname, 'lettering-first-page.ts');
    const out = execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', child, rendersFile], { encoding: 'utf8' });
    return JSON.parse(out.trim().split('\n').pop()!) as FirstPage;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function firstPageRows(first: FirstPage): BenchRow[] {
  const afterModules = first.facesOpenedS + first.pageS;
  const fontBytes = (Object.keys(FACES) as FaceId[]).reduce((sum, id) => sum + fs.statSync(fontFile(id)).size, 0);
  const faces = Object.keys(FACES).length;
  return [
    {
      name: `first lettered page in a fresh process, all ${faces} faces opened first`,
      figure: `${afterModules.toFixed(2)} s (faces ${first.facesOpenedS.toFixed(2)} s + page ${first.pageS.toFixed(2)} s), ${(first.modulesLoadedS + afterModules).toFixed(1)} s after start under ts-node`,
      target: `<= ${FIRST_PAGE_TARGET_S} s`,
      met: afterModules <= FIRST_PAGE_TARGET_S,
    },
    {
      name: 'RSS of that process (the worker\'s modules loaded) with every face open and the page lettered',
      figure: `${(first.rssAfter / MIB).toFixed(0)} MiB (${(first.rssBeforeFaces / MIB).toFixed(0)} MiB before; the faces' files ${(fontBytes / MIB).toFixed(0)} MiB)`,
    },
  ];
}

/** The Latin book in another book's look (its preset: a manga's page style, its reading direction). */
const latinIn = (book: LetteringBook): LetteringBook => ({ ...bookOf('en'), preset: book.preset });

export async function letteringBench(): Promise<BenchReport> {
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  try {
    const renders = await drawBeats(createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' }), 'classic_american');
    const pairs = COMPARED.map(bookOf).map((book) => ({ book, latin: latinIn(book), times: [] as number[], latinTimes: [] as number[] }));
    for (const pair of pairs) {
      await letterPage(pair.latin, renders);
      await letterPage(pair.book, renders);
    }
    for (let run = 0; run < RUNS; run++) {
      for (const pair of pairs) {
        pair.latinTimes.push(await timedPage(pair.latin, renders));
        pair.times.push(await timedPage(pair.book, renders));
      }
    }
    const rows: BenchRow[] = pairs.map(({ book, times, latinTimes }) => {
      const [p50, latin] = [percentile(times, 50), percentile(latinTimes, 50)];
      return {
        name: `lettered page, ${book.script} (${book.language}, ${book.preset})`,
        figure: `p50 ${p50.toFixed(0)} ms = ${(p50 / latin).toFixed(2)} x the Latin page's ${latin.toFixed(0)} ms`,
        target: `<= ${RATIO_TARGET} x Latin's`,
        met: p50 / latin <= RATIO_TARGET,
      };
    });
    rows.push(...firstPageRows(firstPageInFreshProcess(renders)));
    return {
      rows,
      details: [
        `lettered pages: the same 3 built-in pictures lettered as a page ${RUNS} times per book after one warm-up (faces open), each script's page right after the ` +
          "English book's in the same preset (page style and reading direction), so that the machine's load falls on both alike; 1 sharp thread; " +
          "first page: a new Node process (ts-node) with the worker's modules loaded opens every face, then letters the Japanese manga page; the target is on that time, " +
          'module loading (ts-node transpiling) apart',
      ],
    };
  } finally {
    sharp.concurrency(threads);
  }
}

if (require.main === module) runStandalone(letteringBench);
