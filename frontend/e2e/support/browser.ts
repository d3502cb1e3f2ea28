import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';

export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Empty when the suite is skipped because no Chromium is installed (outside CI only). */
export const chromiumPath = inject('chromiumPath');
export const baseUrl = inject('baseUrl');
export const browserMissing = !chromiumPath;

interface WatchedPage {
  page: Page;
  name: string;
  errors: string[];
}

/** Pages opened by the running test, photographed if it fails. */
const watched: WatchedPage[] = [];

/** Runs before the contexts close (vitest's onTestFailed would run after afterEach, too late to see the page). */
async function recordFailure(): Promise<void> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  for (const { page, name, errors } of watched) {
    if (errors.length) console.error(`Errors thrown in the page:\n${errors.join('\n')}`);
    const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
    const saved = await page.screenshot({ path: file, fullPage: true }).then(
      () => true,
      () => false,
    );
    if (saved) console.error(`Screenshot of the failure: ${file}`);
  }
}

/**
 * One Chromium per test file, a fresh context (cookies, storage) per test at the given screen size (a
 * laptop's unless told), and a screenshot in e2e/artifacts for every failure.
 */
export function useBrowser(viewport: { width: number; height: number } = { width: 1280, height: 800 }): {
  page: () => Page;
  newContext: (options?: { enforceCsp?: boolean }) => Promise<BrowserContext>;
} {
  let browser: Browser | undefined;
  let current: Page | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    if (browserMissing) return;
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS, headless: true });
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await recordFailure();
    watched.splice(0);
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    current = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });

  const newContext = async ({ enforceCsp = false } = {}) => {
    // The app's policy forbids inline scripts, and axe-core is injected as one: the policy is bypassed
    // unless a test is about it.
    const context = await browser!.newContext({
      baseURL: baseUrl,
      viewport,
      bypassCSP: !enforceCsp,
    });
    context.setDefaultTimeout(10_000);
    contexts.push(context);
    return context;
  };

  return {
    newContext,
    page: () => {
      if (!current) throw new Error('Call openPage() first');
      return current;
    },
  };
}

/** Opens a page in a fresh context; a failing test leaves its screenshot and the page's errors. */
export async function openPage(newContext: () => Promise<BrowserContext>, testName: string): Promise<Page> {
  const context = await newContext();
  const page = await context.newPage();
  const entry: WatchedPage = { page, name: testName, errors: [] };
  page.on('pageerror', (error) => entry.errors.push(error.message));
  watched.push(entry);
  return page;
}
