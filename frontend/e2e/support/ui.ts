import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the locator is on screen (Playwright's default timeout, 10 s here). */
export async function see(locator: Locator): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible' });
  } catch (error) {
    // Playwright's own message names the timeout, not what was awaited.
    throw new Error(`Not on screen: ${String(locator)}`, { cause: error });
  }
}

/**
 * Resolves once the page's live event stream is open; ask before the navigation that opens it. The server
 * lists a stream before it answers its headers, so what happens after this reaches the page live.
 */
export function eventStreamOpen(page: Page): Promise<unknown> {
  return page.waitForResponse((res) => new URL(res.url()).pathname === '/api/events');
}

/** Waits until nothing the locator matches is on screen. */
export async function gone(locator: Locator): Promise<void> {
  await expect.poll(() => locator.count(), { timeout: 10_000 }).toBe(0);
}

/** expect.poll with room for a page to load. */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 10_000, interval: 100 });
}

export function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

/** The header's cart link; its accessible name carries the count ("Cart, 2 items"). */
export function cartLink(page: Page): Locator {
  return page.getByRole('link', { name: /^Cart, \d+ items?$/ });
}

/** The number on the header's cart badge, or null when no badge shows. */
export async function cartBadge(page: Page): Promise<string | null> {
  const badge = page.locator('.site-header__cart .site-header__badge');
  if ((await badge.count()) === 0) return null;
  return (await badge.textContent())?.trim() ?? null;
}

export function accountButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Your account' });
}

/** Signs in through the header's Sign in button and the Sign In modal. */
export async function signInThroughModal(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const modal = dialog(page, 'Sign In');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password').fill(password);
  await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
  await gone(modal);
  await see(accountButton(page));
}

/** Waits for a signed-in page to be past its spinner: the header shows the account button. */
export async function gotoSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await see(accountButton(page));
}

/** Text of every element the locator matches, trimmed. */
export async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}
