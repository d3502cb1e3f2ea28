import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';

describe.skipIf(browserMissing)('the storefront loads', () => {
  const browser = useBrowser();

  it('serves the landing page with its headline', async () => {
    const page = await openPage(browser.newContext, 'landing loads');
    await page.goto('/');
    await expect.poll(() => page.getByText("There's a person behind every piece").count()).toBe(1);
    await expectAccessible(page, 'the landing page');
  });
});
