import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_KB, firstLoadOf } from '../build/firstLoad';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';

/** The build the suite serves a copy of (its global setup builds it). */
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

describe.skipIf(browserMissing)('the storefront loads', () => {
  const browser = useBrowser();

  it('serves the landing page with its headline', async () => {
    const page = await openPage(browser.newContext, 'landing loads');
    await page.goto('/');
    await expect.poll(() => page.getByText("There's a person behind every piece").count()).toBe(1);
    await expectAccessible(page, 'the landing page');
  });

  it('downloads at most 100 KB of JavaScript (gzip) on a first visit', () => {
    const { files, kb } = firstLoadOf(DIST);
    expect(files.some((file) => file.startsWith('assets/index-'))).toBe(true);
    expect(kb, `first load: ${files.join(', ')}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  });
});
