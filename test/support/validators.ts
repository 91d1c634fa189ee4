/**
 * The reference validators the comic exports are held to, run as their authors ship them: EPUBCheck (W3C, from
 * Maven Central: test/support/epubcheck/pom.xml), Ace by DAISY (npm, run on Debian's chromium), xmllint (libxml2)
 * and Poppler's pdftotext, pdffonts and pdfinfo. .ci/run installs each; a missing one skips its tests with the
 * install hint, or fails them where every runner must run (LIKENESS_REQUIRE_ALL_RUNNERS=1).
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from './browser';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const EPUBCHECK_LIB = process.env.EPUBCHECK_LIB || path.join(ROOT, '.data/epubcheck/lib');
const ACE = process.env.ACE_PATH || path.join(ROOT, '.data/ace/node_modules/.bin/ace-cli');
const LARGE_OUTPUT = 64 * 1024 * 1024;

export interface Validator {
  name: string;
  /** Why it cannot run here, or undefined when it can. */
  missing(): string | undefined;
}

const onPath = (command: string, probe: string[]) => {
  const result = spawnSync(command, probe, { stdio: 'ignore' });
  return !result.error && result.status === 0;
};

export const EPUBCHECK: Validator = {
  name: 'EPUBCheck',
  missing: () =>
    onPath('java', ['-version']) && fs.existsSync(EPUBCHECK_LIB) && fs.readdirSync(EPUBCHECK_LIB).some((file) => /^epubcheck-.*\.jar$/.test(file))
      ? undefined
      : 'EPUBCheck not found: run `mvn -q -f test/support/epubcheck/pom.xml dependency:copy-dependencies` (needs Java; .ci/run does) or set EPUBCHECK_LIB',
};

export const ACE_BY_DAISY: Validator = {
  name: 'Ace by DAISY',
  missing: () =>
    fs.existsSync(ACE) && fs.existsSync(CHROMIUM_PATH)
      ? undefined
      : `Ace by DAISY not found: install it with \`ELECTRON_SKIP_BINARY_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 npm install --prefix .data/ace @daisy/ace-cli@1.4.6\` (.ci/run does) or set ACE_PATH, and chromium at ${CHROMIUM_PATH}`,
};

export const XMLLINT: Validator = {
  name: 'xmllint',
  missing: () => (onPath('xmllint', ['--version']) ? undefined : 'xmllint not found: install it with `apt-get install -y libxml2-utils` (.ci/run does)'),
};

export const POPPLER: Validator = {
  name: 'pdftotext',
  missing: () => (onPath('pdftotext', ['-v']) ? undefined : 'pdftotext not found: install it with `apt-get install -y poppler-utils` (.ci/run does)'),
};

/** Skips the suite with the reason when a validator is missing (a failure where every runner must run). */
export function requireValidator(context: Mocha.Context, validator: Validator): void {
  const missing = validator.missing();
  if (!missing) return;
  if (process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1') throw new Error(missing);
  console.log(`      SKIPPED: ${missing}`);
  context.skip();
}

/** A scratch file holding `bytes`, removed with its folder by the returned cleanup. */
export function scratchFile(name: string, bytes: Buffer): { file: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-validate-'));
  const file = path.join(folder, name);
  fs.writeFileSync(file, bytes);
  return { file, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

export interface EpubcheckMessage {
  ID: string;
  severity: 'FATAL' | 'ERROR' | 'WARNING' | 'USAGE' | 'INFO';
  message: string;
}

/**
 * A JVM for a run of a few seconds: the quick compiler only and the serial collector (one EPUB: 3.8 s of CPU instead
 * of 7.6, 2.9 s instead of 4.1 wall); what EPUBCheck reports does not change.
 */
const SHORT_RUN_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** EPUBCheck's messages for an EPUB, from its JSON report. */
export async function epubcheck(epub: string): Promise<{ version: string; messages: EpubcheckMessage[] }> {
  const report = `${epub}.json`;
  // EPUBCheck exits 1 when it reports errors; the report says which.
  await run('java', [...SHORT_RUN_JVM, '-cp', `${EPUBCHECK_LIB}/*`, 'com.adobe.epubcheck.tool.Checker', epub, '--json', report], { maxBuffer: LARGE_OUTPUT }).catch(() => undefined);
  const parsed = JSON.parse(fs.readFileSync(report, 'utf8')) as { checker: { checkerVersion: string }; messages: EpubcheckMessage[] };
  return { version: parsed.checker.checkerVersion, messages: parsed.messages };
}

export interface AceViolation {
  impact: string;
  rule: string;
  where: string;
  description: string;
}

/** Ace by DAISY's verdict on an EPUB: its outcome and every violation it found. */
export async function ace(epub: string): Promise<{ outcome: string; violations: AceViolation[] }> {
  const out = `${epub}-ace`;
  await run(ACE, ['--force', '--silent', '--outdir', out, epub], { env: { ...process.env, PUPPETEER_EXECUTABLE_PATH: CHROMIUM_PATH }, maxBuffer: LARGE_OUTPUT });
  interface Assertion {
    'earl:testSubject'?: { url: string };
    'earl:test': { 'earl:impact': string; 'dct:title': string };
    'earl:result': { 'dct:description'?: string };
    assertions?: Assertion[];
  }
  const report = JSON.parse(fs.readFileSync(path.join(out, 'report.json'), 'utf8')) as { 'earl:result': { 'earl:outcome': string }; assertions: Assertion[] };
  const violations = report.assertions.flatMap((subject) =>
    (subject.assertions ?? []).map((found) => ({
      impact: found['earl:test']['earl:impact'],
      rule: found['earl:test']['dct:title'],
      where: subject['earl:testSubject']?.url ?? '',
      description: found['earl:result']['dct:description'] ?? '',
    })),
  );
  return { outcome: report['earl:result']['earl:outcome'], violations };
}

/** xmllint's verdict on an XML document against an XML Schema: ok, and what it printed. */
export function xmllintSchema(xml: string, schema: string): { ok: boolean; output: string } {
  const result = spawnSync('xmllint', ['--noout', '--schema', schema, xml], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/** A Poppler tool's output for a PDF (pdftotext, pdffonts, pdfinfo). */
export async function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: string, args: string[] = []): Promise<string> {
  const target = tool === 'pdftotext' ? [pdf, '-'] : [pdf];
  return (await run(tool, [...args, ...target], { maxBuffer: LARGE_OUTPUT })).stdout;
}
