import type { Locator, Page } from 'playwright-core';
import { PASSWORD_RESET_MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { seededProduct, signInContext, signUpUser, unique } from './support/api';
import { expectAccessible } from './support/axe';
import { browserMissing, openPage, useBrowser } from './support/browser';
import { mailTo } from './support/mail';
import {
  accountButton,
  cartBadge,
  cartLink,
  dialog,
  eventually,
  gone,
  see,
  signInThroughModal,
} from './support/ui';

/** The message tied to an input by aria-describedby, or null when there is none. */
async function fieldError(input: Locator): Promise<string | null> {
  const id = await input.getAttribute('aria-describedby');
  if (!id) return null;
  return input.page().locator(`[id="${id}"]`).textContent();
}

async function openRegister(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dialog(page, 'Sign In').getByRole('button', { name: 'Register' }).click();
  const modal = dialog(page, 'Register');
  await see(modal.getByLabel('First name'));
  return modal;
}

async function expectAccountMenu(page: Page, username: string, email: string): Promise<void> {
  await accountButton(page).click();
  await see(page.getByText(username, { exact: true }));
  await see(page.getByText(email, { exact: true }));
  await see(page.getByRole('link', { name: 'Manage Products' }));
  await see(page.getByRole('link', { name: 'Your Favorites' }));
  await see(page.getByRole('button', { name: 'Log Out' }));
}

describe.skipIf(browserMissing)('signing up, in and out', () => {
  const browser = useBrowser();

  it('validates the Register form, refuses a used email, then signs the new user in', async () => {
    const page = await openPage(browser.newContext, 'register');
    await page.goto('/');
    await see(page.getByRole('heading', { name: "There's a person behind every piece" }));
    const modal = await openRegister(page);
    await expectAccessible(page, 'the Register modal');

    const field = {
      firstName: modal.getByLabel('First name'),
      lastName: modal.getByLabel('Last name'),
      email: modal.getByLabel('Email'),
      username: modal.getByLabel('Username'),
      password: modal.getByLabel('Password', { exact: true }),
      confirm: modal.getByLabel('Confirm password'),
    };
    const register = modal.getByRole('button', { name: 'Register', exact: true });

    // Register stays disabled until all six fields hold something.
    expect(await register.isDisabled()).toBe(true);
    await field.firstName.fill('Robin');
    await field.lastName.fill('Tester');
    await field.email.fill('not-an-email');
    await field.username.fill('abc');
    await field.password.fill('12345');
    expect(await register.isDisabled()).toBe(true);
    await field.confirm.fill('54321');
    expect(await register.isEnabled()).toBe(true);
    await field.lastName.fill('   ');
    expect(await register.isDisabled()).toBe(true);
    await field.lastName.fill('Tester');

    await register.click();
    await eventually(() => fieldError(field.username)).toBe('Username must be at least 4 characters.');
    expect(await fieldError(field.password)).toBe('Password must be at least 6 characters.');
    expect(await fieldError(field.confirm)).toBe(
      'Confirm Password field must be the same as the Password field.',
    );
    expect(await fieldError(field.email)).toBe('Please enter a valid email address.');
    expect(await field.email.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'the Register modal with its errors');

    // Each rule on its own.
    const username = unique('newbie');
    await field.username.fill(username);
    await field.email.fill('demo@handmade.market');
    await field.password.fill('woven-basket-42');
    await field.confirm.fill('woven-basket-4');
    await register.click();
    await eventually(() => fieldError(field.confirm)).toBe(
      'Confirm Password field must be the same as the Password field.',
    );
    expect(await fieldError(field.username)).toBeNull();
    expect(await fieldError(field.password)).toBeNull();
    expect(await fieldError(field.email)).toBeNull();

    // An email already in use is refused by the server, under the email field.
    await field.confirm.fill('woven-basket-42');
    await register.click();
    await eventually(() => fieldError(field.email)).toBe('An account with this email already exists.');
    expect(await page.getByRole('dialog', { name: 'Register' }).count()).toBe(1);

    const email = `${username}@example.com`;
    await field.email.fill(email);
    await register.click();
    await gone(page.getByRole('dialog'));
    // Just signed up: a welcome, not a welcome back.
    await see(page.getByRole('heading', { level: 1, name: 'Welcome, Robin!' }));
    await expectAccountMenu(page, username, email);
  });

  it('recovers an account: "Forgot password?", the mailed link, a new password, signed in with it', async () => {
    const { user } = await signUpUser('forgetful');
    const page = await openPage(browser.newContext, 'password reset');
    await page.goto('/products');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog(page, 'Sign In').getByLabel('Email').fill(user.email);
    await dialog(page, 'Sign In').getByRole('button', { name: 'Forgot password?' }).click();
    const reset = dialog(page, 'Reset your password');
    expect(await reset.getByLabel('Email').inputValue()).toBe(user.email);
    await reset.getByRole('button', { name: 'Send reset link' }).click();
    await see(reset.getByRole('status').getByText(PASSWORD_RESET_MESSAGES.sent));
    await expectAccessible(page, 'the reset request, sent');

    const mail = await mailTo(user.email, 'Reset your Handmade Market password');
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await see(page.getByRole('heading', { level: 1, name: 'Choose a new password' }));
    await page.getByLabel('New password', { exact: true }).fill('kiln-fired-teapot');
    await page.getByLabel('Confirm new password').fill('kiln-fired-teapot');
    await page.getByRole('button', { name: 'Change password' }).click();
    await see(page.getByText(PASSWORD_RESET_MESSAGES.done));
    await expectAccessible(page, 'the new password, set');

    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    const signIn = dialog(page, 'Sign In');
    await signIn.getByLabel('Email').fill(user.email);
    await signIn.getByLabel('Password').fill('kiln-fired-teapot');
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await gone(signIn);
    await see(accountButton(page));
    // The link was spent: opened again, it is refused.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('another-new-one');
    await page.getByLabel('Confirm new password').fill('another-new-one');
    await page.getByRole('button', { name: 'Change password' }).click();
    await see(page.getByRole('alert').getByText(PASSWORD_RESET_MESSAGES.tokenInvalid));
  });

  it('signs the demo user in with "Demo User Login", welcomes them by first name, and logs out to /', async () => {
    const page = await openPage(browser.newContext, 'demo login');
    await page.goto('/products');
    await see(page.getByRole('heading', { name: 'All Products' }));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const modal = dialog(page, 'Sign In');
    await see(modal.getByRole('button', { name: 'Demo User Login' }));
    await expectAccessible(page, 'the Sign In modal');

    // Email and password are both required; a wrong password is reported under its field.
    const signIn = modal.getByRole('button', { name: 'Sign In', exact: true });
    expect(await signIn.isDisabled()).toBe(true);
    await modal.getByLabel('Email').fill('demo@handmade.market');
    expect(await signIn.isDisabled()).toBe(true);
    await modal.getByLabel('Password').fill('not-the-password');
    await signIn.click();
    await eventually(() => fieldError(modal.getByLabel('Password'))).toBe('Invalid email or password.');

    await modal.getByRole('button', { name: 'Demo User Login' }).click();
    await gone(page.getByRole('dialog'));
    await see(accountButton(page));
    // The demo account has two lines in its cart.
    await eventually(() => cartBadge(page)).toBe('2');
    await see(page.getByRole('link', { name: 'Add new product' }));

    await page.getByRole('link', { name: 'Handmade Market' }).first().click();
    await page.waitForURL(/\/$/);
    await see(page.getByRole('heading', { level: 1, name: 'Welcome back, Avery!' }));
    await see(page.getByRole('link', { name: 'Shop now' }));
    await see(page.getByRole('heading', { name: 'Featured product' }));
    await see(page.locator('.landing-featured__card').getByRole('link', { name: 'See this product' }));
    await expectAccessible(page, 'the landing page (signed in)');

    await expectAccountMenu(page, 'demo', 'demo@handmade.market');
    await page.goto('/products');
    await accountButton(page).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(/\/$/);
    await see(page.getByRole('heading', { level: 1, name: "There's a person behind every piece" }));
    await see(page.getByRole('button', { name: 'Sign in', exact: true }));
    expect(await cartLink(page).count()).toBe(0);
    expect(await accountButton(page).count()).toBe(0);
  });

  it('asks a visitor to sign in first ("Before you do that...") for Add to cart, the heart and reviews', async () => {
    const product = await seededProduct('Indigo Wool Mittens');
    const page = await openPage(browser.newContext, 'visitor actions');
    await page.goto('/products/categories/5');
    const card = page.getByRole('article', { name: product.title });

    const expectSignInLead = async () => {
      const modal = dialog(page, 'Sign In');
      await see(modal.getByText('Before you do that...', { exact: true }));
      await page.keyboard.press('Escape');
      await gone(modal);
    };

    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expectSignInLead();
    await card.getByRole('button', { name: `Add ${product.title} to favorites` }).click();
    await expectSignInLead();
    expect(page.url()).toMatch(/\/products\/categories\/5$/);

    await card.getByRole('link', { name: product.title }).click();
    await see(page.getByRole('heading', { level: 1, name: product.title }));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectSignInLead();
    await page.getByRole('button', { name: `Add ${product.title} to favorites` }).click();
    await expectSignInLead();
    await page.getByRole('button', { name: 'Write a review' }).click();
    await expectSignInLead();

    // Signing in from that modal leaves the visitor where they were, now signed in (what Add to Cart and the
    // heart finish after signing in is afterSignIn.e2e.ts).
    const { user } = await signUpUser('visitor');
    await page.getByRole('button', { name: 'Write a review' }).click();
    const modal = dialog(page, 'Sign In');
    await modal.getByLabel('Email').fill(user.email);
    await modal.getByLabel('Password').fill(user.password);
    await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
    await gone(modal);
    await see(accountButton(page));
    expect(page.url()).toMatch(new RegExp(`/products/${product.id}$`));
  });

  it('sends a signed-out visitor from every signed-in page back to /', async () => {
    const page = await openPage(browser.newContext, 'signed-out redirects');
    const guarded = [
      '/cart',
      '/checkout',
      '/favorites',
      '/products/current',
      '/products/new',
      '/products/1/edit',
      '/orders',
      '/account',
      '/successful-transaction',
    ];
    for (const path of guarded) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
      await see(page.getByRole('heading', { level: 1, name: "There's a person behind every piece" }));
    }
  });

  it('clears the cart, favorites and listings on logout, so the next user sees none of them', async () => {
    const seller = await signUpUser('seller');
    const listed = await seller.api.createProduct({ title: unique('Logout mug ') });
    const { user, api } = await signUpUser('leaver');
    await api.addToCart(listed.id);
    await api.addFavorite(listed.id);
    await api.createProduct({ title: unique('Leaver vase ') });

    const context = await browser.newContext();
    await signInContext(context, api);
    const page = await context.newPage();
    await page.goto('/favorites');
    await see(page.getByRole('heading', { name: 'Your Favorites' }));
    await see(page.getByRole('article', { name: listed.title }));
    await eventually(() => cartBadge(page)).toBe('1');

    await accountButton(page).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(/\/$/);
    await see(page.getByRole('button', { name: 'Sign in', exact: true }));
    expect(await cartLink(page).count()).toBe(0);
    expect(await cartBadge(page)).toBeNull();

    // The next person on this browser, without a reload: nothing of the previous user shows.
    const next = await signUpUser('nextuser');
    await signInThroughModal(page, next.user.email, next.user.password);
    await see(cartLink(page));
    expect(await cartBadge(page)).toBeNull();
    await accountButton(page).click();
    await page.getByRole('link', { name: 'Your Favorites' }).click();
    await see(page.getByText('Start favoriting items to compare, shop, and keep track of things you love.'));
    await accountButton(page).click();
    await page.getByRole('link', { name: 'Manage Products' }).click();
    await see(page.getByText('No product yet... Please create one'));
    await page.getByRole('link', { name: /^Cart, / }).click();
    await see(page.getByRole('heading', { name: 'Your cart is empty' }));

    // And the first user's session is really over: their pages now send a reload to /.
    await accountButton(page).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(/\/$/);
    for (const path of ['/favorites', '/cart']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
    }
    expect(user.username).not.toBe(next.user.username);
  });
});
