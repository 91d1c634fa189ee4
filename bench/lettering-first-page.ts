/**
 * The fresh process of the lettering bench (lettering.bench.ts): with the worker's modules loaded (not started), opens
 * every lettering face, letters the Japanese manga page from the pictures in the file given, and prints how long each
 * took and its RSS before and after, as one JSON line.
 */
import fs from 'node:fs';
import '../src/runtime/dependencies';
import '../src/temporal/runtime/worker-process';
import { FACES, fontOf, type FaceId } from '../src/lettering/fonts';
import type { RenderResult } from '../src/models/types';
import { LETTERING_BOOKS } from '../test/support/lettering-books';
import { letterPage } from '../test/support/lettering-pages';

/** What the process reports: seconds, and its RSS in bytes. */
export interface FirstPage {
  modulesLoadedS: number;
  facesOpenedS: number;
  pageS: number;
  rssBeforeFaces: number;
  rssAfter: number;
}

async function main(rendersFile: string): Promise<void> {
  const modulesLoadedS = process.uptime();
  const rssBeforeFaces = process.memoryUsage().rss;
  const saved = JSON.parse(fs.readFileSync(rendersFile, 'utf8')) as Array<RenderResult & { png: string }>;
  const renders = saved.map((render) => ({ ...render, png: Buffer.from(render.png, 'base64') }));
  const opening = performance.now();
  for (const id of Object.keys(FACES) as FaceId[]) fontOf(id);
  const facesOpenedS = (performance.now() - opening) / 1000;
  const page = performance.now();
  await letterPage(LETTERING_BOOKS.find((book) => book.language === 'ja')!, renders);
  const report: FirstPage = { modulesLoadedS, facesOpenedS, pageS: (performance.now() - page) / 1000, rssBeforeFaces, rssAfter: process.memoryUsage().rss };
  console.log(JSON.stringify(report));
}

if (require.main === module) {
  main(process.argv[2]).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
