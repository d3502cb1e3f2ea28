import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePhoto, signInContext, signUpUser, unique, type ApiProduct } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { accountButton, dialog, eventually, gone, see } from './support/ui';

async function fieldError(input: Locator): Promise<string | null> {
  const id = await input.getAttribute('aria-describedby');
  return id ? input.page().locator(`[id="${id}"]`).textContent() : null;
}

function productForm(page: Page) {
  const photo = (index: number) =>
    page.getByRole('group', { name: index === 0 ? /^Preview photo/ : new RegExp(`^Photo ${index + 1}$`) });
  return {
    title: page.getByLabel('Title'),
    description: page.getByLabel('Description'),
    inventory: page.getByLabel('Inventory'),
    price: page.getByLabel('Price (USD)'),
    category: page.getByLabel('Category'),
    photo,
    photoInput: (index: number) => photo(index).locator('input[type="file"]'),
    photoError: (index: number) => photo(index).locator('.field-error'),
  };
}

/** Where the gallery's current photo is stored: the folder of its variants. */
function photoFolder(url: string): string {
  return url.slice(0, url.lastIndexOf('/') + 1);
}

async function galleryFolders(page: Page, title: string): Promise<string[]> {
  const gallery = page.getByRole('region', { name: `Photos of ${title}` });
  const thumbs = gallery.locator('.gallery__thumb img');
  const sources = await thumbs.evaluateAll((images) =>
    images.map((image) => image.getAttribute('src') ?? ''),
  );
  return sources.map(photoFolder);
}

describe.skipIf(browserMissing)('selling', () => {
  const browser = useBrowser();
  let photoDir = '';
  const files: string[] = [];

  beforeAll(async () => {
    photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-e2e-photos-'));
    const formats = ['png', 'jpeg', 'png', 'jpeg', 'png'] as const;
    for (const [index, format] of formats.entries()) {
      const file = path.join(photoDir, `photo-${index + 1}.${format === 'png' ? 'png' : 'jpg'}`);
      fs.writeFileSync(file, await makePhoto(index, format));
      files.push(file);
    }
    fs.writeFileSync(path.join(photoDir, 'notes.txt'), 'not a photo');
  });
  afterAll(() => {
    if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
  });

  it('shows every product form message, and formats the price to 2 decimals on blur', async () => {
    const { api } = await signUpUser('formtester');
    const page = await openPage(browser.newContext, 'product form validation');
    await signInContext(page.context(), api);
    await page.goto('/products');
    await page.getByRole('link', { name: 'Add new product' }).click();
    await page.waitForURL('**/products/new');
    await see(page.getByRole('heading', { level: 1, name: 'Add new product' }));
    const form = productForm(page);
    await see(form.title);
    expect(await form.inventory.getAttribute('min')).toBe('1');
    expect(await form.inventory.getAttribute('step')).toBe('1');
    expect(await page.getByRole('group', { name: /^(Preview photo|Photo \d)/ }).count()).toBe(6);
    await expectAccessible(page, 'the new product form');

    await page.getByRole('button', { name: 'Create product' }).click();
    await eventually(() => fieldError(form.title)).toBe('Title is required.');
    expect(await fieldError(form.description)).toBe('Description is required.');
    expect(await fieldError(form.inventory)).toBe(
      'Inventory must be at least 1. Please enter a positive value.',
    );
    expect(await fieldError(form.price)).toBe('Price must be greater than zero.');
    expect(await fieldError(form.category)).toBe('Category is required.');
    expect(await form.photoError(0).textContent()).toBe(
      'A valid image URL is required for the preview image.',
    );
    await expectAccessible(page, 'the product form with its errors');

    await form.title.fill('A tiny test bowl');
    await form.description.fill('Too short');
    await form.inventory.fill('0');
    await form.price.fill('0');
    await form.category.selectOption({ label: 'Home & Living' });
    // A file that is not an image is refused in its slot.
    await form.photoInput(0).setInputFiles(path.join(photoDir, 'notes.txt'));
    // Sent with the field refused first scrolled under the pinned header, where it counts as on screen.
    await form.description.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top - 40));
    await form.price.press('Enter');
    await eventually(() => fieldError(form.description)).toBe(
      'Description must be at least 10 characters long. Please provide more details on your product.',
    );
    // The first refused field has the focus, scrolled clear of the pinned header with its label.
    await eventually(() => form.description.evaluate((field) => field === document.activeElement)).toBe(true);
    const headerBottom = await page
      .locator('.site-header')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const labelTop = await page
      .locator('label[for]', { hasText: /^Description$/ })
      .evaluate((label) => label.getBoundingClientRect().top);
    expect(labelTop).toBeGreaterThanOrEqual(headerBottom);
    expect(await fieldError(form.title)).toBeNull();
    expect(await fieldError(form.category)).toBeNull();
    expect(await fieldError(form.inventory)).toBe(
      'Inventory must be at least 1. Please enter a positive value.',
    );
    expect(await fieldError(form.price)).toBe('Price must be greater than zero.');
    expect(await form.photoError(0).count()).toBe(1);

    await form.price.fill('12.5');
    await form.price.blur();
    await eventually(() => form.price.inputValue()).toBe('12.50');
    await form.price.fill('7');
    await form.price.blur();
    await eventually(() => form.price.inputValue()).toBe('7.00');
    expect(page.url()).toMatch(/\/products\/new$/);
    const mine = await api.request<{ products: unknown[] }>('GET', '/api/products/current');
    expect(mine.products).toEqual([]);
  });

  it('creates a product with three photos, edits its photos and price, lists it, and deletes it', async () => {
    const { user, api } = await signUpUser('maker');
    const title = unique('Hand-thrown vase ');
    const page = await openPage(browser.newContext, 'seller lifecycle');
    await signInContext(page.context(), api);
    await page.goto('/products/new');
    const form = productForm(page);
    await see(form.title);

    await form.title.fill(title);
    await form.description.fill('Thrown on the wheel and glazed in a deep sea green.');
    await form.inventory.fill('7');
    await form.price.fill('45');
    await form.price.blur();
    await eventually(() => form.price.inputValue()).toBe('45.00');
    await form.category.selectOption({ label: 'Home & Living' });
    for (const index of [0, 1, 2]) {
      await form.photoInput(index).setInputFiles(files[index] ?? '');
      await see(form.photo(index).getByRole('img'));
    }
    await page.getByRole('button', { name: 'Create product' }).click();

    await page.waitForURL(/\/products\/\d+$/, { timeout: 20_000 });
    const id = Number(page.url().split('/').pop());
    await see(page.getByRole('heading', { level: 1, name: title }));
    const created = await api.product(id);
    expect(created.seller_id).toBe(user.id);
    expect(created.product_images).toHaveLength(3);
    const gallery = page.getByRole('region', { name: `Photos of ${title}` });
    await eventually(() => gallery.locator('.gallery__stage img').getAttribute('alt')).toBe(
      `${title}, image 1 of 3`,
    );
    await eventually(() => galleryFolders(page, title)).toEqual(
      (created.product_images ?? []).map((image) => photoFolder(image.url)),
    );
    expect(await page.locator('.buy-box__price').textContent()).toBe('$45.00');
    // A seller sees no "Write a review" on their own product.
    await see(page.getByRole('heading', { name: /^Reviews/ }));
    expect(await page.getByRole('button', { name: 'Write a review' }).count()).toBe(0);

    // Your Listings, from the account menu.
    await accountButton(page).click();
    await page.getByRole('link', { name: 'Manage Products' }).click();
    await page.waitForURL('**/products/current');
    await see(page.getByRole('heading', { level: 1, name: 'Your Listings' }));
    const listing = page.getByRole('article', { name: title });
    await see(listing.getByText('7 in stock'));
    await see(listing.getByText('$45.00'));
    await expectAccessible(page, 'Your Listings');

    await listing.getByRole('button', { name: `Options for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(`**/products/${id}/edit`);
    await see(page.getByRole('heading', { level: 1, name: 'Edit your product' }));
    await eventually(() => form.title.inputValue()).toBe(title);
    expect(await form.price.inputValue()).toBe('45.00');
    expect(await form.inventory.inputValue()).toBe('7');
    await expectAccessible(page, 'the edit product form');

    const [preview, second, third] = created.product_images ?? [];
    // Replace photo 2, delete photo 3, add photo 4; change the price.
    await form.photoInput(1).setInputFiles(files[3] ?? '');
    await form.photo(2).getByRole('button', { name: 'Remove photo 3' }).click();
    await see(
      form.photo(2).getByRole('button', { name: 'Choose photo 3' }).or(form.photo(2).getByText('Choose')),
    );
    await form.photoInput(3).setInputFiles(files[4] ?? '');
    await form.price.fill('31');
    await form.price.blur();
    await eventually(() => form.price.inputValue()).toBe('31.00');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await page.waitForURL(`**/products/${id}`, { timeout: 20_000 });
    await see(page.getByRole('heading', { level: 1, name: title }));
    await eventually(() => page.locator('.buy-box__price').textContent()).toBe('$31.00');
    const edited = await api.product(id);
    const images = edited.product_images ?? [];
    expect(images).toHaveLength(3);
    expect(images[0]?.id).toBe(preview?.id);
    expect(images[0]?.url).toBe(preview?.url);
    const replaced = images.find((image) => image.id === second?.id);
    expect(replaced, 'photo 2 is replaced in place').toBeDefined();
    expect(replaced?.url).not.toBe(second?.url);
    expect(images.some((image) => image.id === third?.id)).toBe(false);
    await eventually(() => galleryFolders(page, title)).toEqual(
      images.map((image) => photoFolder(image.url)),
    );
    await eventually(() => gallery.locator('.gallery__stage img').getAttribute('alt')).toBe(
      `${title}, image 1 of 3`,
    );

    // Delete it through the options menu and the confirmation.
    await page.goto('/products/current');
    await listing.getByRole('button', { name: `Options for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = dialog(page, 'Delete this listing?');
    await see(confirm.getByText(/consider deactivating it instead/));
    await expectAccessible(page, 'the delete-listing confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await gone(confirm);
    await see(listing);
    await listing.getByRole('button', { name: `Options for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete permanently' }).click();
    await gone(confirm);
    await gone(listing);
    await see(page.getByText('No product yet... Please create one'));
    await see(page.getByRole('main').getByRole('link', { name: 'Add new product' }));

    await page.goto(`/products/${id}`);
    await see(page.getByRole('heading', { level: 1, name: "Product couldn't be found" }));
    const gone404 = await fetch(`${new URL(page.url()).origin}/api/products/${id}`);
    expect(gone404.status).toBe(404);
  });

  it('lists a product made through the API with its stock and price, and refuses editing another seller’s', async () => {
    const seller = await signUpUser('shopkeeper');
    const listed: ApiProduct = await seller.api.createProduct({
      title: unique('Listed cup '),
      inventory: 3,
      price: 9.5,
    });
    const page = await openPage(browser.newContext, 'listings and foreign edit');
    await signInContext(page.context(), seller.api);
    await page.goto('/products/current');
    const listing = page.getByRole('article', { name: listed.title });
    await see(listing.getByText('3 in stock'));
    await see(listing.getByText('$9.50'));

    const other = await signUpUser('stranger');
    const strangerPage = await openPage(browser.newContext, 'foreign edit');
    await signInContext(strangerPage.context(), other.api);
    await strangerPage.goto(`/products/${listed.id}/edit`);
    await see(strangerPage.getByRole('heading', { level: 1, name: 'You can only edit your own products.' }));
    expect(await strangerPage.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
  });
});
