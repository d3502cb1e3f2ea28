import { VARIATION_MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, type Handler } from '../../testing/fakeApi';
import {
  cartOf,
  makeCartItem,
  makePersonalization,
  makeProduct,
  makeProductWithVariants,
  makeVariant,
  shopper,
} from '../../testing/fixtures';
import { renderApp } from '../testing/renderApp';
import type { Product } from '../../lib/types';

function renderDetail(product: Product, routes: Record<string, Handler> = {}) {
  return renderApp('/products/1', {
    user: shopper,
    routes: { 'GET /api/products/1': product, 'GET /api/products/1/reviews': [], ...routes },
  });
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => `${option.textContent}${(option as HTMLOptionElement).disabled ? ' [disabled]' : ''}`);

const price = () => document.querySelector('.buy-box__price')?.textContent;
const adds = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/api/cart/add/');

describe('product detail: options', () => {
  it('offers a select per option, disabling what is not made and marking what is sold out', async () => {
    const { user } = renderDetail(makeProductWithVariants());
    const size = await screen.findByLabelText('Size');
    const colour = screen.getByLabelText('Colour');
    expect(optionTexts(size)).toEqual(['Choose one', 'S', 'M', 'L']);
    await user.selectOptions(size, 'M');
    expect(optionTexts(colour)).toEqual(['Choose one', 'Natural', 'Indigo (unavailable) [disabled]']);
    await user.selectOptions(size, 'S');
    expect(optionTexts(colour)).toEqual(['Choose one', 'Natural (sold out)', 'Indigo']);
    await user.selectOptions(colour, 'Indigo');
    // With Indigo chosen, M is the size that is not made.
    expect(optionTexts(size)).toEqual(['Choose one', 'S', 'M (unavailable) [disabled]', 'L']);
  });

  it('shows the price and stock of the chosen variant, "From" the lowest before', async () => {
    const { user } = renderDetail(makeProductWithVariants());
    const size = await screen.findByLabelText('Size');
    expect(price()).toBe('From $48.00');
    await user.selectOptions(size, 'L');
    expect(price()).toBe('$54.00');
    expect(screen.queryByText(/left in stock!/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Colour'), 'Natural');
    expect(price()).toBe('$54.00');
    expect(screen.getByText('Only 2 left in stock!')).toBeInTheDocument();

    await user.selectOptions(size, 'S');
    expect(price()).toBe('$48.00');
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('says one price when every variant costs the same', async () => {
    renderDetail(
      makeProductWithVariants({
        variants: [
          makeVariant(1, ['S', 'Natural'], { price: 48 }),
          makeVariant(2, ['M', 'Natural'], { price: 48 }),
        ],
      }),
    );
    await screen.findByLabelText('Size');
    expect(price()).toBe('$48.00');
  });

  it('refuses Add to Cart until every option is chosen, then sends the variant', async () => {
    const { user, api, location } = renderDetail(makeProductWithVariants(), {
      'POST /api/cart/add/': makeCartItem(9, makeProduct()),
      'GET /api/cart/': cartOf(),
    });
    const size = await screen.findByLabelText('Size');
    await user.selectOptions(screen.getByLabelText('Colour'), 'Indigo');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(VARIATION_MESSAGES.variantRequired)).toBeInTheDocument();
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveAccessibleDescription(VARIATION_MESSAGES.variantRequired);
    expect(size).toHaveFocus();
    expect(adds(api.calls)).toHaveLength(0);

    await user.selectOptions(size, 'L');
    expect(screen.queryByText(VARIATION_MESSAGES.variantRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(adds(api.calls)[0]?.body).toMatchObject({ product_id: 1, variant_id: 106, personalization: null });
  });

  it('shows the server’s refusal of the variant under the options', async () => {
    const { user } = renderDetail(makeProductWithVariants(), {
      'POST /api/cart/add/': fail(400, VARIATION_MESSAGES.variantUnknown, {
        variant_id: VARIATION_MESSAGES.variantUnknown,
      }),
    });
    await user.selectOptions(await screen.findByLabelText('Size'), 'M');
    await user.selectOptions(screen.getByLabelText('Colour'), 'Natural');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(VARIATION_MESSAGES.variantUnknown)).toHaveAttribute(
      'id',
      screen.getByLabelText('Size').getAttribute('aria-describedby'),
    );
  });
});

describe('product detail: personalization', () => {
  it('labels the field with the prompt, counts the characters and sends the words as typed', async () => {
    const product = makeProduct({ personalization: makePersonalization({ required: false }) });
    const { user, api, location } = renderDetail(product, {
      'POST /api/cart/add/': makeCartItem(9, product),
      'GET /api/cart/': cartOf(),
    });
    const field = await screen.findByLabelText('Name to embroider (optional)');
    expect(field).toHaveAccessibleDescription('0 / 12 characters');
    await user.type(field, '  Ada <b>Lovelace</b>');
    expect(field).toHaveAccessibleDescription('19 / 12 characters');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(VARIATION_MESSAGES.personalizationLong(12))).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(adds(api.calls)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, ' Ada <b>');
    expect(screen.queryByText(VARIATION_MESSAGES.personalizationLong(12))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(adds(api.calls)[0]?.body).toMatchObject({ variant_id: null, personalization: 'Ada <b>' });
  });

  it('sends no words when an optional field is left empty', async () => {
    const product = makeProduct({ personalization: makePersonalization({ required: false }) });
    const { user, api } = renderDetail(product, {
      'POST /api/cart/add/': makeCartItem(9, product),
      'GET /api/cart/': cartOf(),
    });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(adds(api.calls)).toHaveLength(1));
    expect(adds(api.calls)[0]?.body).toMatchObject({ personalization: null });
  });

  it('asks for required words before adding, and shows the server’s message under the field', async () => {
    const product = makeProduct({ personalization: makePersonalization() });
    const { user, api } = renderDetail(product, {
      'POST /api/cart/add/': fail(400, 'Invalid', { personalization: 'Keep it clean.' }),
    });
    const field = await screen.findByLabelText('Name to embroider');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(VARIATION_MESSAGES.personalizationRequired)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'Ada');
    await waitFor(() =>
      expect(screen.queryByText(VARIATION_MESSAGES.personalizationRequired)).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Keep it clean.')).toHaveAttribute('id', 'product-personalization-error');
    expect(adds(api.calls)).toHaveLength(1);
  });

  it('does not say "(optional)" twice when the prompt says so', async () => {
    renderDetail(
      makeProduct({
        personalization: makePersonalization({ prompt: 'Initials (optional)', required: false }),
      }),
    );
    expect(await screen.findByLabelText('Initials (optional)')).toBeInTheDocument();
  });
});
