/**
 * The examples of the docs (docs/**.md and the README), as a reader copies them. A fenced block in a language of
 * commands or code is an example; each is run by test/docs/examples.test.ts, or carries, on the line just above it,
 * an HTML comment that says what happens to it instead:
 *   <!-- not-runnable: why -->   shown only (it installs, deploys, needs a real provider...), with the reason;
 *   <!-- run-by: test/x.test.ts --> run by that test file, which reads it from this page;
 *   <!-- file: name -->          written to `name` in the page's folder before its commands run.
 * Inside a shell example, `# => text` lines show what the command before prints; the test checks them (`…` stands
 * for anything).
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
const EXAMPLE_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'python', 'py', 'js', 'javascript', 'mjs', 'ts', 'typescript']);
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console']);
const MARKER = /^<!-- (not-runnable|run-by|file): (.*?) -->$/;

export interface Example {
  /** The page, relative to the repository. */
  page: string;
  line: number;
  language: string;
  code: string;
  marker?: { kind: 'not-runnable' | 'run-by' | 'file'; value: string };
}

/** The pages: every Markdown file under docs/ (not VitePress's own folder), and the README. */
export function docPages(dir = path.join(ROOT, 'docs')): string[] {
  const pages = fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'public') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return docPages(full).map((page) => path.join(ROOT, page));
    return entry.name.endsWith('.md') ? [full] : [];
  });
  const relative = pages.map((page) => path.relative(ROOT, page)).sort();
  return dir === path.join(ROOT, 'docs') ? ['README.md', ...relative] : relative;
}

export function examplesOf(page: string): Example[] {
  const lines = fs.readFileSync(path.join(ROOT, page), 'utf8').split('\n');
  const examples: Example[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^```(\S*)/.exec(lines[index]);
    if (!open) continue;
    const end = lines.findIndex((line, after) => after > index && line.startsWith('```'));
    const language = open[1].replace(/\{.*$/, '');
    const above = lines.slice(0, index).reverse().find((line) => line.trim() !== '') ?? '';
    const marker = MARKER.exec(above.trim());
    if (EXAMPLE_LANGUAGES.has(language)) {
      examples.push({
        page,
        line: index + 1,
        language,
        code: lines.slice(index + 1, end).join('\n'),
        marker: marker ? { kind: marker[1] as 'not-runnable' | 'run-by' | 'file', value: marker[2].trim() } : undefined,
      });
    }
    index = end;
  }
  return examples;
}

/** Commands that would change this checkout or machine (reinstall node_modules, start the stack, deploy): never run here. */
const TOUCHES_CHECKOUT = /\b(npm (ci|install|test|run (dev|build))|pip install|docker|apt-get|rm -rf)\b/;

export const isShell = (example: Example) => SHELL_LANGUAGES.has(example.language);
const withoutComments = (code: string) => code.replace(/(^|\s)#.*$/gm, '');
export const runsHere = (example: Example) => isShell(example) && !example.marker && !TOUCHES_CHECKOUT.test(withoutComments(example.code));

/** Why an example is neither run here nor accounted for; undefined when it is. */
export function unaccounted(example: Example, pageExamples: Example[]): string | undefined {
  const where = `${example.page}:${example.line} (${example.language})`;
  if (!example.marker && isShell(example) && !runsHere(example)) return `${where}: it would change this checkout or machine (${TOUCHES_CHECKOUT.exec(withoutComments(example.code))?.[0]}): mark it not-runnable with the reason`;
  if (!example.marker) return isShell(example) ? undefined : `${where}: a ${example.language} example needs a marker (file, run-by or not-runnable)`;
  const { kind, value } = example.marker;
  if (kind === 'not-runnable') return value.length >= 10 ? undefined : `${where}: not-runnable without a reason`;
  if (kind === 'run-by') {
    const test = path.join(ROOT, value);
    if (!fs.existsSync(test)) return `${where}: run-by names ${value}, which does not exist`;
    return fs.readFileSync(test, 'utf8').includes(example.page) ? undefined : `${where}: ${value} does not read ${example.page}`;
  }
  const used = pageExamples.some((other) => runsHere(other) && other.code.includes(value));
  return used ? undefined : `${where}: the file ${value} is written, but no command of the page uses it`;
}

export interface ShellScript {
  script: string;
  /** The output each `# =>` group shows, in order, one entry per line. */
  expectations: { line: number; lines: string[] }[];
}

/** The page's shell examples as one script; after each `# =>` group it prints a marker, so outputs can be matched. */
export function shellScriptOf(examples: Example[], fill: (code: string) => string): ShellScript {
  const expectations: ShellScript['expectations'] = [];
  const body: string[] = [];
  for (const example of examples.filter(runsHere)) {
    const lines = fill(example.code).split('\n');
    for (let index = 0; index < lines.length; index += 1) {
      const shown = /^# => ?(.*)$/.exec(lines[index]);
      if (!shown) {
        body.push(lines[index]);
        continue;
      }
      const group = [shown[1]];
      while (index + 1 < lines.length && /^# => ?/.test(lines[index + 1])) group.push(lines[(index += 1)].replace(/^# => ?/, ''));
      body.push(`echo '${expectMarker(expectations.length)}'`);
      expectations.push({ line: example.line + index + 1, lines: group });
    }
  }
  return { script: ['set -euo pipefail', ...body].join('\n'), expectations };
}

export const expectMarker = (index: number) => `@@docs-example-output-${index}@@`;

const pattern = (shown: string) => new RegExp(`^${shown.trim().split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/** Each shown output that the run's stdout does not end its segment with, in words. */
export function outputMismatches(page: string, stdout: string, expectations: ShellScript['expectations']): string[] {
  const mismatches: string[] = [];
  let rest = stdout;
  expectations.forEach((expectation, index) => {
    const marker = `${expectMarker(index)}\n`;
    const at = rest.indexOf(marker);
    const segment = at < 0 ? '' : rest.slice(0, at);
    rest = at < 0 ? rest : rest.slice(at + marker.length);
    const printed = segment.split('\n').filter((line) => line.trim() !== '').slice(-expectation.lines.length);
    const matches = printed.length === expectation.lines.length && expectation.lines.every((shown, line) => pattern(shown).test(printed[line].trim()));
    if (!matches) mismatches.push(`${page}:${expectation.line}: shows ${JSON.stringify(expectation.lines.join('\n'))}, printed ${JSON.stringify(printed.join('\n'))}`);
  });
  return mismatches;
}
