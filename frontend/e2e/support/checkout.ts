import type { Page } from 'playwright-core';
import { see } from './ui';

/** A card expiry three years ahead, as the form's two digits. */
export const FUTURE_YEAR = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

/**
 * The checkout's "Ship to" step: a buyer with a saved address has it chosen already; one without gets the
 * address form, which this fills and saves, and the new address is then the one chosen.
 */
export async function shipToAddress(page: Page): Promise<void> {
  const shipTo = page.getByRole('region', { name: 'Ship to' });
  const chosen = shipTo.getByRole('radio', { checked: true });
  const form = shipTo.getByRole('form', { name: 'Shipping address' });
  await see(chosen.or(form));
  if ((await chosen.count()) > 0) return;
  await form.getByLabel('Full name').fill('Robin Tester');
  await form.getByLabel('Street address').fill('1 Market Street');
  await form.getByLabel('City').fill('Springfield');
  await form.getByLabel('State or region (optional)').fill('IL');
  await form.getByLabel('Postal code').fill('62701');
  await form.getByRole('button', { name: 'Save address' }).click();
  await see(shipTo.getByRole('radio', { name: /1 Market Street/, checked: true }));
}

/** Pays for the cart with a valid practice card, waits for the success page and returns the order number. */
export async function pay(page: Page): Promise<string> {
  const form = page.getByRole('form', { name: 'Payment' });
  await form.getByLabel('Name on card').fill('Robin Tester');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiration (MM/YY)').fill(`12${FUTURE_YEAR}`);
  await form.getByLabel('CVV').fill('123');
  await form.getByLabel('Billing address').fill('1 Market Street, Springfield');
  await form.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/successful-transaction');
  return ((await page.locator('.success-page__number').textContent()) ?? '').trim();
}
