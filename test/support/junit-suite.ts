import fs from 'node:fs';
import Mocha from 'mocha';
import { XMLParser } from 'fast-xml-parser';

/** One test case of a JUnit XML report (pytest --junitxml, node --test-reporter=junit). */
export interface JUnitCase {
  name: string;
  failure?: string;
  skipped: boolean;
}

type XmlNode = Record<string, unknown>;

function casesIn(node: unknown): JUnitCase[] {
  if (Array.isArray(node)) return node.flatMap(casesIn);
  if (!node || typeof node !== 'object') return [];
  const element = node as XmlNode;
  const own = ([] as unknown[]).concat(element.testcase ?? []).map((testCase) => toCase(testCase as XmlNode));
  return [...own, ...casesIn(element.testsuite), ...casesIn(element.testsuites)];
}

function toCase(testCase: XmlNode): JUnitCase {
  const problem = (testCase.failure ?? testCase.error) as XmlNode | string | undefined;
  const text = typeof problem === 'string' ? problem : problem ? [problem['@_message'], problem['#text']].filter(Boolean).join('\n') : undefined;
  return { name: String(testCase['@_name']), failure: problem !== undefined ? text || 'failed' : undefined, skipped: testCase.skipped !== undefined };
}

export function readJUnit(file: string): JUnitCase[] {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => name === 'testcase' || name === 'testsuite' });
  return casesIn(parser.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * Adds each case of another runner's report to a mocha suite as a test of its own (added from the suite's `before`,
 * so they run right after it), so a Python or Node test counts in `N passed, N failed` like any mocha test.
 */
export function addJUnitCases(suite: Mocha.Suite, cases: JUnitCase[]): void {
  for (const testCase of cases) {
    suite.addTest(
      new Mocha.Test(testCase.name, function (this: Mocha.Context) {
        if (testCase.skipped) this.skip();
        if (testCase.failure) throw new Error(testCase.failure);
      }),
    );
  }
}
