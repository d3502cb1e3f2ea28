import { MESSAGES } from '@handmade/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail } from '../../testing/fakeApi';
import {
  makeImage,
  makeOwnProduct,
  makeProduct,
  makeShipping,
  makeShippingProfile,
  shopper,
} from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

const photo = (name = 'photo.png', type = 'image/png') => new File(['pixels'], name, { type });

const standard = makeShippingProfile(3, { name: 'Standard', first_item: 5, additional_item: 1.5 });
const express = makeShippingProfile(4, {
  name: 'Express',
  first_item: 12,
  additional_item: 4,
  free_over: 150,
  processing_days_max: 1,
});

function renderNew(routes = {}) {
  const view = renderApp('/products/new', {
    user: shopper,
    routes: { 'GET /api/shop/shipping-profiles': [standard, express], ...routes },
  });
  async function fill(values: Record<string, string> = {}) {
    const fields = {
      Title: 'Stoneware vase',
      Description: 'Wheel-thrown and glazed in a deep green.',
      Inventory: '3',
      'Price (USD)': '12.5',
      ...values,
    };
    for (const [label, value] of Object.entries(fields)) {
      const input = screen.getByLabelText(label);
      await view.user.clear(input);
      if (value) await view.user.type(input, value);
    }
    await view.user.selectOptions(screen.getByLabelText('Category'), values.Category ?? '2');
  }
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Create product' }));
  return { ...view, fill, submit };
}

const created = makeOwnProduct({ id: 10, title: 'Stoneware vase' });

describe('product form: validation', () => {
  it('shows every required-field message, the preview rule included, and sends nothing', async () => {
    const { submit, api } = renderNew();
    expect(await screen.findByRole('heading', { name: 'Add new product' })).toBeInTheDocument();
    await submit();
    for (const message of [
      MESSAGES.titleRequired,
      MESSAGES.descriptionRequired,
      MESSAGES.inventoryMin,
      MESSAGES.priceMin,
      MESSAGES.categoryRequired,
      MESSAGES.previewImageRequired,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(api.calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('wants a longer description, a positive inventory and a price above zero', async () => {
    const { fill, submit } = renderNew();
    await screen.findByLabelText('Title');
    await fill({ Description: 'Too short', Inventory: '0', 'Price (USD)': '0' });
    await submit();
    expect(
      screen.getByText(
        'Description must be at least 10 characters long. Please provide more details on your product.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Inventory must be at least 1. Please enter a positive value.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Price must be greater than zero.')).toBeInTheDocument();
    expect(screen.queryByText('Title is required.')).not.toBeInTheDocument();
  });

  it('clears a field’s message as soon as the field is valid, before the next submit', async () => {
    const { submit, user } = renderNew();
    const title = await screen.findByLabelText('Title');
    await submit();
    expect(screen.getByText(MESSAGES.titleRequired)).toBeInTheDocument();
    await user.type(title, 'Vase');
    expect(screen.queryByText(MESSAGES.titleRequired)).not.toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'false');
    // The fields not yet fixed keep theirs.
    expect(screen.getByText(MESSAGES.descriptionRequired)).toBeInTheDocument();

    const description = screen.getByLabelText('Description');
    await user.type(description, 'Too short');
    expect(
      screen.getByText(
        'Description must be at least 10 characters long. Please provide more details on your product.',
      ),
    ).toBeInTheDocument();
    await user.type(description, ' still');
    expect(description).toHaveAttribute('aria-invalid', 'false');

    await user.selectOptions(screen.getByLabelText('Category'), '2');
    expect(screen.queryByText(MESSAGES.categoryRequired)).not.toBeInTheDocument();
  });

  it('takes whole numbers from 1 for the inventory and formats the price on blur', async () => {
    const { user } = renderNew();
    const inventory = await screen.findByLabelText('Inventory');
    expect(inventory).toHaveAttribute('min', '1');
    expect(inventory).toHaveAttribute('step', '1');
    const price = screen.getByLabelText('Price (USD)') as HTMLInputElement;
    await user.type(price, '12.5');
    await user.tab();
    expect(price.value).toBe('12.50');
  });

  it('offers the five categories', async () => {
    renderNew();
    const options = within(await screen.findByLabelText('Category')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a category',
      'Home & Living',
      'Accessories',
      'Crafting',
      'Jewelry',
      'Clothing',
    ]);
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const { fill, submit, api } = renderNew();
    await screen.findByLabelText('Title');
    await fill();
    fireEvent.change(screen.getByLabelText('Choose preview photo'), {
      target: { files: [photo('brochure.pdf', 'application/pdf')] },
    });
    expect(screen.getByText('Only PNG, JPEG, GIF or WebP images can be uploaded.')).toBeInTheDocument();
    expect(screen.queryByAltText('Chosen preview photo')).not.toBeInTheDocument();
    expect(screen.getByText('brochure.pdf')).toBeInTheDocument();
    await submit();
    expect(screen.getByText('Only PNG, JPEG, GIF or WebP images can be uploaded.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('product form: create', () => {
  it('shows the chosen photo, creates the product, uploads the preview and opens the product', async () => {
    const { fill, submit, user, api, location } = renderNew({
      'POST /api/products/new': created,
      'POST /api/products/images/new': makeImage(30, { product_id: 10, preview: true }),
      'GET /api/products/10': { ...created, product_images: [makeImage(30, { preview: true })] },
      'GET /api/products/10/reviews': [],
    });
    await screen.findByLabelText('Title');
    await fill();
    const input = screen.getByLabelText('Choose preview photo');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    await user.upload(input, photo());
    expect(screen.getByAltText('Chosen preview photo')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByLabelText('Replace preview photo')).toBeInTheDocument();

    await submit();
    await waitFor(() => expect(location()).toBe('/products/10'));
    expect(await screen.findByText('Listing published.')).toHaveAttribute('aria-live', 'polite');
    expect(api.calls.find((call) => call.path === '/api/products/new')?.body).toEqual({
      title: 'Stoneware vase',
      description: 'Wheel-thrown and glazed in a deep green.',
      inventory: 3,
      price: 12.5,
      category_id: 2,
      shipping_profile_id: null,
      options: [],
      variants: [],
      personalization: null,
      seller_id: shopper.id,
    });
    const upload = api.calls.find((call) => call.path === '/api/products/images/new');
    expect(upload?.body).toMatchObject({ product_id: '10', preview: 'true' });
    expect((upload?.body as { image: File }).image.name).toBe('photo.png');
  });

  it('shows Loading and a progress bar while the photos upload', async () => {
    let finish: (value: unknown) => void = () => {};
    const { fill, submit, user, api } = renderNew({ 'POST /api/products/new': created });
    api.set('POST /api/products/images/new', () => new Promise((resolve) => (finish = resolve)));
    await screen.findByLabelText('Title');
    await fill();
    await user.upload(screen.getByLabelText('Choose preview photo'), photo());
    await submit();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Uploading preview photo' })).toHaveAttribute(
      'value',
      '0.5',
    );
    finish(makeImage(30, { preview: true }));
  });

  it('shows server errors under their fields', async () => {
    const { fill, submit, user } = renderNew({
      'POST /api/products/new': fail(400, 'Invalid product', {
        title: 'Title must be at most 140 characters.',
      }),
    });
    await screen.findByLabelText('Title');
    await fill();
    await user.upload(screen.getByLabelText('Choose preview photo'), photo());
    await submit();
    const title = screen.getByLabelText('Title');
    expect(await screen.findByText('Title must be at most 140 characters.')).toHaveAttribute(
      'id',
      title.getAttribute('aria-describedby'),
    );
  });

  it('shows a refused photo under its slot and updates, not re-creates, on the next try', async () => {
    const { fill, submit, user, api, location } = renderNew({
      'POST /api/products/new': created,
      'PUT /api/products/10/edit': created,
      'POST /api/products/images/new': fail(415, 'Unsupported', {
        image: 'Only PNG, JPEG, GIF or WebP images can be uploaded.',
      }),
      'GET /api/products/10': { ...created, product_images: [] },
    });
    await screen.findByLabelText('Title');
    await fill();
    await user.upload(screen.getByLabelText('Choose preview photo'), photo('fake.png'));
    await submit();
    const slot = within(screen.getByRole('group', { name: 'Preview photo (required)' }));
    expect(await slot.findByText('Only PNG, JPEG, GIF or WebP images can be uploaded.')).toBeInTheDocument();
    expect(location()).toBe('/products/new');

    await submit();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/products/10/edit')).toBe(true));
    expect(api.calls.filter((call) => call.path === '/api/products/new')).toHaveLength(1);
  });
});

describe('product form: shipping profile', () => {
  it('offers free shipping or one of the seller’s profiles, and links to where profiles are made', async () => {
    renderNew();
    const select = await screen.findByLabelText('Shipping profile');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Free shipping, ships in 1–3 days',
      'Standard ($5.00, $1.50 each additional)',
      'Express ($12.00, $4.00 each additional, free over $150.00)',
    ]);
    expect(select).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Make or change shipping profiles' })).toHaveAttribute(
      'href',
      '/shop-manager#shipping',
    );
  });

  it('sends the chosen profile with the listing', async () => {
    const { fill, submit, user, api } = renderNew({
      'POST /api/products/new': created,
      'POST /api/products/images/new': makeImage(30, { product_id: 10, preview: true }),
      'GET /api/products/10': { ...created, product_images: [makeImage(30, { preview: true })] },
      'GET /api/products/10/reviews': [],
    });
    await screen.findByLabelText('Title');
    await fill();
    await user.upload(screen.getByLabelText('Choose preview photo'), photo());
    const select = screen.getByLabelText('Shipping profile');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, 'Express ($12.00, $4.00 each additional, free over $150.00)');
    await submit();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/products/new')).toBe(true));
    expect(api.calls.find((call) => call.path === '/api/products/new')?.body).toMatchObject({
      shipping_profile_id: 4,
    });
  });

  it('shows a profile the server refuses under the select', async () => {
    const { fill, submit, user } = renderNew({
      'POST /api/products/new': fail(400, 'Invalid product', {
        shipping_profile_id: 'Choose one of your shipping profiles.',
      }),
    });
    await screen.findByLabelText('Title');
    await fill();
    await user.upload(screen.getByLabelText('Choose preview photo'), photo());
    const select = screen.getByLabelText('Shipping profile');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, '3');
    await submit();
    expect(await screen.findByText('Choose one of your shipping profiles.')).toHaveAttribute(
      'id',
      'product-shipping-error',
    );
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select.getAttribute('aria-describedby')).toContain('product-shipping-error');
  });

  it('says when the seller has no profiles yet, and then offers free shipping only', async () => {
    renderNew({ 'GET /api/shop/shipping-profiles': [] });
    expect(await screen.findByText(/You have no shipping profiles yet/)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Shipping profile')).getAllByRole('option')).toHaveLength(1);
  });
});

describe('product form: edit', () => {
  const images = [
    makeImage(21, { product_id: 4, preview: true }),
    makeImage(22, { product_id: 4 }),
    makeImage(23, { product_id: 4 }),
  ];
  const lamp = makeOwnProduct({
    id: 4,
    title: 'Clay lamp',
    price: 64,
    inventory: 3,
    category_id: 1,
    product_images: images,
  });

  it('starts from the listing’s profile and sends it back', async () => {
    const shipped = {
      ...lamp,
      shipping_profile_id: 3,
      shipping: makeShipping({ first_item: 5, additional_item: 1.5 }),
    };
    const { user, api } = renderApp('/products/4/edit', {
      user: shopper,
      routes: {
        'GET /api/products/4': shipped,
        'GET /api/products/4/reviews': [],
        'PUT /api/products/4/edit': shipped,
        'GET /api/shop/shipping-profiles': [express, standard],
      },
    });
    const select = await screen.findByLabelText('Shipping profile');
    await waitFor(() => expect(select).toHaveValue('3'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/products/4/edit')).toBe(true));
    expect(api.calls.find((call) => call.path === '/api/products/4/edit')?.body).toMatchObject({
      shipping_profile_id: 3,
    });
  });

  it('keeps the listing’s profile when the profiles cannot be read', async () => {
    const shipped = {
      ...lamp,
      shipping_profile_id: 3,
      shipping: makeShipping({ first_item: 5, additional_item: 1.5 }),
    };
    const { user, api } = renderApp('/products/4/edit', {
      user: shopper,
      routes: {
        'GET /api/products/4': shipped,
        'GET /api/products/4/reviews': [],
        'PUT /api/products/4/edit': shipped,
        'GET /api/shop/shipping-profiles': fail(503, 'Unavailable'),
      },
    });
    expect(await screen.findByText(/Your shipping profiles could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/products/4/edit')).toBe(true));
    expect(api.calls.find((call) => call.path === '/api/products/4/edit')?.body).toMatchObject({
      shipping_profile_id: 3,
    });
  });

  it('only lets the owner in', async () => {
    renderApp('/products/4/edit', {
      user: shopper,
      routes: { 'GET /api/products/4': makeProduct({ id: 4, product_images: [] }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'You can only edit your own products.' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('starts from the product and its photos in their slots', async () => {
    renderApp('/products/4/edit', { user: shopper, routes: { 'GET /api/products/4': lamp } });
    expect(await screen.findByLabelText('Title')).toHaveValue('Clay lamp');
    expect((screen.getByLabelText('Price (USD)') as HTMLInputElement).value).toBe('64.00');
    expect(screen.getByLabelText('Category')).toHaveValue('1');
    expect(screen.getByAltText('Chosen preview photo')).toHaveAttribute('src', '/uploads/image-21-400.webp');
    expect(screen.getByAltText('Chosen photo 3')).toHaveAttribute('src', '/uploads/image-23-400.webp');
    expect(screen.getAllByRole('group', { name: /^(Preview photo|Photo \d)/ })).toHaveLength(6);
  });

  it('replaces a filled slot, deletes an emptied one and adds to an empty one', async () => {
    const { user, api, location } = renderApp('/products/4/edit', {
      user: shopper,
      routes: {
        'GET /api/products/4': lamp,
        'GET /api/products/4/reviews': [],
        'PUT /api/products/4/edit': lamp,
        'PUT /api/products/images/21': makeImage(21, { preview: true }),
        'DELETE /api/products/images/22': { message: 'Image deleted.' },
        'POST /api/products/images/new': makeImage(24),
      },
    });
    await screen.findByLabelText('Title');
    await user.upload(screen.getByLabelText('Replace preview photo'), photo('new-preview.png'));
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await user.upload(screen.getByLabelText('Choose photo 5'), photo('extra.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toBe('/products/4'));
    expect(await screen.findByText('Listing saved.')).toHaveAttribute('aria-live', 'polite');

    const writes = api.calls
      .filter((call) => call.method !== 'GET')
      .map((call) => `${call.method} ${call.path}`);
    expect(writes).toEqual([
      'PUT /api/products/4/edit',
      'DELETE /api/products/images/22',
      'PUT /api/products/images/21',
      'POST /api/products/images/new',
    ]);
    expect(api.calls.find((call) => call.path === '/api/products/4/edit')?.body).toMatchObject({
      id: 4,
      title: 'Clay lamp',
    });
    const added = api.calls.find((call) => call.path === '/api/products/images/new')?.body;
    expect(added).toMatchObject({ product_id: '4', preview: 'false' });
  });

  it('leaves untouched photos alone', async () => {
    const { user, api } = renderApp('/products/4/edit', {
      user: shopper,
      routes: {
        'GET /api/products/4': lamp,
        'GET /api/products/4/reviews': [],
        'PUT /api/products/4/edit': lamp,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/products/4/edit')).toBe(true));
    await waitFor(() => expect(api.calls.filter((call) => call.path.includes('/images/'))).toHaveLength(0));
  });
});
