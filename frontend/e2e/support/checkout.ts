import type { Page } from 'playwright-core';
import { see } from './ui';

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
