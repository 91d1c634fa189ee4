import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import assert from 'node:assert/strict';
import { linkIn, waitForMail } from './mailbox';
import type { TestStack } from './stack';

/** Debian's chromium package; CHROMIUM_PATH points elsewhere. Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_MISSING = `Chromium not found at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH) to run the console's browser tests`;

const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const SCREENSHOT_DIR = path.resolve(__dirname, '../../out/console');
export const WIDTHS = { desktop: 1280, phone: 390 } as const;

export function chromiumIsInstalled(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}

/** Skips the suite without Chromium, saying why; a failure where every runner must run (LIKENESS_REQUIRE_ALL_RUNNERS=1). */
export function requireChromium(context: Mocha.Context): void {
  if (chromiumIsInstalled()) return;
  if (process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1') throw new Error(CHROMIUM_MISSING);
  console.log(`    (skipped) ${CHROMIUM_MISSING}`);
  context.skip();
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
}

/** Full-page screenshots at a desktop and a phone width: out/console/<name>-1280.png and -390.png. */
export async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of Object.values(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    // Lazy images load only near the viewport: scroll through the page once so the full-page shot shows them.
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await page.waitForLoadState('networkidle');
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
}

/** Where the docs' console screenshots live (docs/public/screenshots): retaken by every run of the browser tests. */
export const DOCS_SCREENSHOT_DIR = path.resolve(__dirname, '../../docs/public/screenshots');

/** The console as the docs show it: the top of the page at desktop width, docs/public/screenshots/<name>.png. */
export async function docsScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(DOCS_SCREENSHOT_DIR, { recursive: true });
  await page.setViewportSize({ width: WIDTHS.desktop, height: 800 });
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: path.join(DOCS_SCREENSHOT_DIR, `${name}.png`) });
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
}

/** axe-core's serious and critical findings on the page as it is now, one line each. */
export async function seriousViolations(tab: Page, name: string): Promise<string[]> {
  const results = await new AxeBuilder({ page: tab }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${name}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The phone widths the console must fit without scrolling sideways, and the desktop one. */
export const FIT_WIDTHS = [WIDTHS.desktop, WIDTHS.phone, 360] as const;

/**
 * The widths at which the page scrolls sideways (document wider than the window), each with the elements that stick
 * out past the right edge; empty when it fits at every one of FIT_WIDTHS.
 */
export async function horizontalOverflow(tab: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of FIT_WIDTHS) {
    await tab.setViewportSize({ width, height: 900 });
    const overflow = await tab.evaluate<{ scrollWidth: number; innerWidth: number; culprits: string[] }>(`(() => {
      const culprits = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && el.checkVisibility())
        .slice(-3)
        .map((el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().replace(/\\s+/g, '.') : ''));
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, culprits };
    })()`);
    if (overflow.scrollWidth > overflow.innerWidth) found.push(`${name} at ${width} px: ${overflow.scrollWidth} px wide (${overflow.culprits.join(', ')})`);
  }
  await tab.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  return found;
}

/**
 * A person signed up in a browser context as the console does it: sign-up (202), the emailed link followed, then a
 * sign-in with the password (the context keeps the cookie). Answers the user's id.
 */
export async function signUpConfirmedIn(context: BrowserContext, stack: Pick<TestStack, 'mailbox'>, email: string, password: string): Promise<string> {
  assert.equal((await context.request.post('/api/session/sign-up', { data: { email, password } })).status(), 202);
  const { token } = linkIn(await waitForMail(stack.mailbox, email, /Confirm your email address/), '/verify-email');
  assert.equal((await context.request.post('/api/session/confirm-email', { data: { token } })).status(), 200);
  assert.equal((await context.request.post('/api/session', { data: { email, password } })).status(), 200);
  return ((await (await context.request.get('/api/session')).json()) as { user_id: string }).user_id;
}
