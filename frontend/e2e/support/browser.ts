import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, onTestFailed } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';

export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Empty when the suite is skipped because no Chromium is installed (outside CI only). */
export const chromiumPath = inject('chromiumPath');
export const baseUrl = inject('baseUrl');
export const browserMissing = !chromiumPath;

/**
 * One Chromium per test file, a fresh context (cookies, storage) per test, and a screenshot
 * in e2e/artifacts for every failure.
 */
export function useBrowser(): { page: () => Page; newContext: () => Promise<BrowserContext> } {
  let browser: Browser | undefined;
  let current: Page | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    if (browserMissing) return;
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS, headless: true });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    current = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });

  const newContext = async () => {
    const context = await browser!.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
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

/** Opens a page in a fresh context and registers the failure screenshot for the running test. */
export async function openPage(newContext: () => Promise<BrowserContext>, testName: string): Promise<Page> {
  const context = await newContext();
  const page = await context.newPage();
  onTestFailed(async () => {
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, `${testName.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    console.error(`Screenshot of the failure: ${file}`);
  });
  return page;
}
