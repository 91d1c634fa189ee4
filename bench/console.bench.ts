/**
 * What the web console costs a browser: its bundle (JS and CSS of web/dist, raw and gzipped, as the API serves them to a
 * first visit, with the one language catalogue it shows), and each page's first load on the dev stack (`npm run dev`) in Chromium with an empty cache: from the
 * navigation until the page shows its heading and its data (no "Loading…" left), with DOMContentLoaded beside it.
 * Run on its own: `npx ts-node --transpile-only bench/console.bench.ts`; CONSOLE_BENCH_KEEP_BUILD=1 measures the build
 * already in web/dist (a baseline built from another commit) instead of building the sources.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildConsoleIfStale } from '../src/dev/console-build';
import { CONSOLE_LANGUAGES } from '../src/vocabulary/console-languages';
import { chromiumIsInstalled, CHROMIUM_MISSING, launchChromium } from '../test/support/browser';
import { freeDevStackPorts, startDevStackProcess } from '../test/support/dev-stack';
import { runStandalone, type BenchReport, type BenchRow } from './harness';
import { percentile } from './stats';

const DIST = path.resolve(__dirname, '../web/dist');
const BUNDLE_TARGET_KB = 60;
const FIRST_LOAD_TARGET_MS = 1000;
const LOADS_PER_PAGE = 5;
const START_TIMEOUT_MS = 180_000;
const PASSWORD = 'a console bench passphrase';
/** Every section of the console a signed-in person opens, and the sign-in page. */
const PAGES = ['/', '/characters', '/scenes', '/brand-kits', '/library', '/marketplace', '/comics', '/storybooks', '/credits', '/api-keys', '/webhooks', '/account'];

interface Size {
  raw: number;
  gzip: number;
}

/** Files' sizes together, raw and gzipped, in KB. */
function sizeOf(files: string[]): Size {
  return files
    .map((file) => fs.readFileSync(file))
    .reduce((sum, bytes) => ({ raw: sum.raw + bytes.length / 1024, gzip: sum.gzip + gzipSync(bytes).length / 1024 }), { raw: 0, gzip: 0 });
}

/** Each language's catalogue is its own chunk (web/dist/assets/<language>-<hash>.js), fetched only in that language. */
const catalogueOf = (file: string) => CONSOLE_LANGUAGES.find((language) => file.startsWith(`${language}-`));

/**
 * The hashed JS and CSS of the build, raw and gzipped, in KB, with only the catalogue of the language shown (the
 * largest one, so the figures hold for every language); what a first visit loads (the files index.html names and that
 * catalogue), apart from the chunks loaded when first used (the edit tool, the pose picker); and each catalogue's size.
 */
function bundleSizes(): { js: Size; css: Size; firstVisit: Size; later: string[]; catalogues: Record<string, Size> } {
  const assets = path.join(DIST, 'assets');
  const files = fs.readdirSync(assets);
  const inAssets = (names: string[]) => names.map((file) => path.join(assets, file));
  const named = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const catalogueFiles = files.filter(catalogueOf);
  const gzipOf = (file: string) => sizeOf(inAssets([file])).gzip;
  const largest = [...catalogueFiles].sort((a, b) => gzipOf(b) - gzipOf(a)).slice(0, 1);
  const scripts = files.filter((file) => file.endsWith('.js') && !catalogueOf(file));
  const entry = files.filter((file) => named.includes(`/assets/${file}`));
  const later = scripts.filter((file) => !entry.includes(file));
  return {
    js: sizeOf(inAssets([...scripts, ...largest])),
    css: sizeOf(inAssets(files.filter((file) => file.endsWith('.css')))),
    firstVisit: sizeOf(inAssets([...entry, ...largest])),
    later: later.map((file) => `${file.replace(/-[\w-]{8}\.js$/, '')} ${gzipOf(file).toFixed(1)} KB`),
    catalogues: Object.fromEntries(catalogueFiles.map((file) => [catalogueOf(file) as string, sizeOf(inAssets([file]))])),
  };
}

interface PageLoad {
  readyMs: number;
  domContentLoadedMs: number;
}

export async function consoleBench(): Promise<BenchReport> {
  if (process.env.CONSOLE_BENCH_KEEP_BUILD !== '1') buildConsoleIfStale();
  const sizes = bundleSizes();
  const gzipKb = sizes.js.gzip + sizes.css.gzip;
  const rows: BenchRow[] = [
    {
      name: 'console bundle (JS + CSS)',
      figure: `${gzipKb.toFixed(1)} KB gzip (${(sizes.js.raw + sizes.css.raw).toFixed(0)} KB raw): JS ${sizes.js.gzip.toFixed(1)}, CSS ${sizes.css.gzip.toFixed(1)} KB gzip`,
      target: `< ${BUNDLE_TARGET_KB} KB gzip`,
      met: gzipKb < BUNDLE_TARGET_KB,
    },
    {
      name: 'console first visit (entry JS + CSS + one catalogue)',
      figure: `${sizes.firstVisit.gzip.toFixed(1)} KB gzip; loaded when first used: ${sizes.later.join(', ') || 'nothing'} (gzip)`,
      target: `< ${BUNDLE_TARGET_KB} KB gzip`,
      met: sizes.firstVisit.gzip < BUNDLE_TARGET_KB,
    },
    {
      name: 'console catalogue per language (one loaded)',
      figure: Object.entries(sizes.catalogues)
        .map(([language, size]) => `${language} ${size.gzip.toFixed(1)}`)
        .join(', ')
        .concat(' KB gzip'),
      target: 'only the language shown is fetched (counted above: the largest)',
      met: Object.keys(sizes.catalogues).length === CONSOLE_LANGUAGES.length,
    },
  ];
  if (!chromiumIsInstalled()) return { rows, details: [`first loads not measured: ${CHROMIUM_MISSING}`] };

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-bench-console-'));
  const stack = await startDevStackProcess(dataDir, await freeDevStackPorts(), START_TIMEOUT_MS);
  const browser = await launchChromium();
  try {
    const email = `bench-${randomUUID()}@example.com`;
    execFileSync(process.execPath, [path.resolve(__dirname, '../bin/likeness.js'), 'users', 'create', '--email', email, '--password', PASSWORD, '--credits', '10'], {
      env: { ...process.env, DATABASE_URL: '', LIKENESS_DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    const loads = new Map<string, PageLoad[]>();
    for (let round = 0; round < LOADS_PER_PAGE; round += 1) {
      for (const url of ['/sign-in', ...PAGES]) {
        // A fresh context each time: an empty cache, as a first visit has.
        const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 900 } });
        if (url !== '/sign-in') await context.request.post('/api/session', { data: { email, password: PASSWORD } });
        const tab = await context.newPage();
        const started = performance.now();
        await tab.goto(url);
        await tab.getByRole('heading', { level: 1 }).waitFor();
        // Until no "Loading…" is left (a string evaluated in the page would break its Content-Security-Policy).
        while ((await tab.locator('.state[role=status]').count()) > 0);
        const readyMs = performance.now() - started;
        const domContentLoadedMs = await tab.evaluate<number>(`performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd`);
        loads.set(url, [...(loads.get(url) ?? []), { readyMs, domContentLoadedMs }]);
        await context.close();
      }
    }
    const perPage = [...loads].map(([url, times]) => ({ url, ready: percentile(times.map((t) => t.readyMs), 50), dom: percentile(times.map((t) => t.domContentLoadedMs), 50) }));
    const slowest = perPage.reduce((worst, page) => (page.ready > worst.ready ? page : worst));
    const median = percentile(perPage.map((page) => page.ready), 50);
    rows.push({
      name: 'console first load, slowest page (dev stack, empty cache)',
      figure: `${slowest.url}: ${slowest.ready.toFixed(0)} ms to its heading and data (median page ${median.toFixed(0)} ms)`,
      target: `< ${FIRST_LOAD_TARGET_MS} ms`,
      met: slowest.ready < FIRST_LOAD_TARGET_MS,
    });
    return {
      rows,
      details: [
        `console first loads (p50 of ${LOADS_PER_PAGE}, Chromium with an empty cache, signed in by the API; ready = heading and data shown / DOMContentLoaded): ${perPage.map((page) => `${page.url} ${page.ready.toFixed(0)}/${page.dom.toFixed(0)} ms`).join(', ')}`,
      ],
    };
  } finally {
    await browser.close();
    await stack.interrupt();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) runStandalone(consoleBench);
