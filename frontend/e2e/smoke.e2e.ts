import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_KB, firstLoadOf } from '../build/firstLoad';
import { seededProduct } from './support/api';
import { expectAccessible } from './support/axe';
import { baseUrl, browserMissing, openPage, useBrowser } from './support/browser';

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

  it('breaks no rule of its Content-Security-Policy on the landing, grid and product pages', async () => {
    const page = await openPage(() => browser.newContext({ enforceCsp: true }), 'no CSP violations');
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
      );
    });
    const product = await seededProduct('Indigo Wool Mittens');
    const pages = [
      { path: '/', heading: "There's a person behind every piece" },
      { path: '/products', heading: 'All Products' },
      { path: `/products/${product.id}`, heading: product.title },
    ];
    for (const { path: pagePath, heading } of pages) {
      await page.goto(pagePath);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).count()).toBe(1);
      await expect.poll(() => page.locator('main img').count()).toBeGreaterThan(0);
      // Every chunk the page asked for has run by then, and reported what it broke.
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, pagePath).toEqual([]);
    }
  });

  it('shows a visitor the page without asking the API who is signed in', async () => {
    const page = await openPage(browser.newContext, 'visitor without session check');
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/') sessionChecks.push(request.url());
    });
    await page.goto('/products');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'All Products' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(sessionChecks).toEqual([]);
  });

  it('preloads no validation library for the storefront: only forms need it', async () => {
    const product = await seededProduct('Indigo Wool Mittens');
    for (const pagePath of ['/', '/products', `/products/${product.id}`]) {
      const html = await (await fetch(`${baseUrl}${pagePath}`)).text();
      const scripts = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
        (match) => match[1]!,
      );
      expect(scripts.length, pagePath).toBeGreaterThan(1);
      const bodies = await Promise.all(
        scripts.map(async (script) => (await fetch(`${baseUrl}${script}`)).text()),
      );
      // Zod's bundle is the one that names its error class.
      const withZod = scripts.filter((_script, index) => bodies[index]!.includes('ZodError'));
      expect(withZod, pagePath).toEqual([]);
    }
  });

  it('downloads at most 100 KB of JavaScript (gzip) on a first visit', () => {
    const { files, kb } = firstLoadOf(DIST);
    expect(files.some((file) => file.startsWith('assets/index-'))).toBe(true);
    expect(kb, `first load: ${files.join(', ')}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  });
});
