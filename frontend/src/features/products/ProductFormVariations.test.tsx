import { MESSAGES, VARIATION_MESSAGES } from '@handmade/common';
import { screen, waitFor, within } from '@testing-library/react';
import { fail } from '../../testing/fakeApi';
import {
  makeImage,
  makeOwnProduct,
  makePersonalization,
  makeProductWithVariants,
  shopper,
} from '../../testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

const photo = () => new File(['pixels'], 'photo.png', { type: 'image/png' });
const created = makeOwnProduct({ id: 10, title: 'Linen shirt' });

function renderNew(routes = {}) {
  const view = renderApp('/products/new', {
    user: shopper,
    routes: {
      'GET /api/shop/shipping-profiles': [],
      'POST /api/products/new': created,
      'POST /api/products/images/new': makeImage(30, { product_id: 10, preview: true }),
      'GET /api/products/10': {
        ...created,
        product_images: [makeImage(30, { preview: true })],
        variants: [],
      },
      'GET /api/products/10/reviews': [],
      ...routes,
    },
  });
  const { user } = view;
  const option = (index: number) => within(screen.getByRole('group', { name: `Option ${index}` }));
  async function fillDetails() {
    await user.type(await screen.findByLabelText('Title'), 'Linen shirt');
    await user.type(screen.getByLabelText('Description'), 'Loose, soft and cut from washed linen.');
    await user.selectOptions(screen.getByLabelText('Category'), '5');
    await user.upload(screen.getByLabelText('Choose preview photo'), photo());
  }
  async function addOption(name: string, values: string[]) {
    await user.click(screen.getByRole('button', { name: /^Add (an|a second) option$/ }));
    const index = screen.getAllByRole('group', { name: /^Option \d$/ }).length;
    expect(option(index).getByLabelText('Name')).toHaveFocus();
    await user.type(option(index).getByLabelText('Name'), name);
    for (const value of values) {
      await user.type(option(index).getByLabelText(/^New value/), `${value}{Enter}`);
    }
  }
  const submit = () => user.click(screen.getByRole('button', { name: 'Create product' }));
  const sent = () =>
    view.api.calls.find((call) => call.path === '/api/products/new')?.body as Record<string, unknown>;
  return { ...view, option, fillDetails, addOption, submit, sent };
}

describe('product form: variations', () => {
  it('builds a grid from two options, sets every price and stock, leaves one out, and sends the variants', async () => {
    const { fillDetails, addOption, submit, sent, user, location } = renderNew();
    await fillDetails();
    expect(screen.getByLabelText('Price (USD)')).toBeInTheDocument();
    await addOption('Size', ['S', 'M', 'L']);
    await addOption('Colour', ['Natural', 'Indigo']);
    // Two options at most.
    expect(screen.queryByRole('button', { name: /^Add (an|a second) option$/ })).not.toBeInTheDocument();
    // The variants take over the listing's own price and stock.
    expect(screen.queryByLabelText('Price (USD)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Inventory')).not.toBeInTheDocument();

    const table = within(screen.getByRole('table', { name: 'Price and stock of each combination' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Size / Colour',
      'Offered',
      'Price (USD)',
      'Stock',
      'SKU (optional)',
    ]);
    expect(table.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'S / Natural',
      'S / Indigo',
      'M / Natural',
      'M / Indigo',
      'L / Natural',
      'L / Indigo',
    ]);

    await user.type(screen.getByLabelText('Price for every combination (USD)'), '48');
    await user.click(screen.getByRole('button', { name: 'Set every price' }));
    // Enter in the box sets the rows too, and sends nothing.
    await user.type(screen.getByLabelText('Stock for every combination'), '5{Enter}');
    expect(location()).toBe('/products/new');
    expect(screen.getByLabelText('Price (L / Indigo)')).toHaveValue(48);
    const lPrice = screen.getByLabelText('Price (L / Natural)');
    await user.clear(lPrice);
    await user.type(lPrice, '54');
    await user.type(screen.getByLabelText('SKU (M / Natural)'), 'LIN-M-NAT');
    await user.click(screen.getByLabelText('Offered (M / Indigo)'));
    expect(screen.getByLabelText('Price (M / Indigo)')).toBeDisabled();
    expect(screen.getByText('From $48.00, 25 in stock over its variants.')).toBeInTheDocument();

    await submit();
    await waitFor(() => expect(location()).toBe('/products/10'));
    const body = sent();
    expect(body).toMatchObject({
      price: 48,
      inventory: 25,
      options: [
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Colour', values: ['Natural', 'Indigo'] },
      ],
      personalization: null,
    });
    expect(body.variants).toEqual([
      { option_values: ['S', 'Natural'], price: 48, inventory: 5, sku: null },
      { option_values: ['S', 'Indigo'], price: 48, inventory: 5, sku: null },
      { option_values: ['M', 'Natural'], price: 48, inventory: 5, sku: 'LIN-M-NAT' },
      { option_values: ['L', 'Natural'], price: 54, inventory: 5, sku: null },
      { option_values: ['L', 'Indigo'], price: 48, inventory: 5, sku: null },
    ]);
  });

  it('adds values one by one, refuses a repeat with the shared message, and removes a value by its chip', async () => {
    const { addOption, option, user } = renderNew();
    await screen.findByLabelText('Title');
    await addOption('Size', ['S', 'M']);
    const size = option(1);
    expect(within(size.getByRole('list', { name: 'Values' })).getAllByRole('listitem')).toHaveLength(2);
    const input = size.getByLabelText(/^New value/);
    await user.type(input, 'm{Enter}');
    expect(size.getByText(VARIATION_MESSAGES.optionValuesRepeated)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('m');
    await user.type(input, 'x');
    expect(size.queryByText(VARIATION_MESSAGES.optionValuesRepeated)).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'A value far too long to fit the rule of forty');
    await user.click(size.getByRole('button', { name: 'Add value' }));
    expect(size.getByText(VARIATION_MESSAGES.optionValueLong)).toBeInTheDocument();

    await user.click(size.getByRole('button', { name: 'Remove S from Size' }));
    expect(within(size.getByRole('list', { name: 'Values' })).getAllByRole('listitem')).toHaveLength(1);
    expect(input).toHaveFocus();
    expect(screen.queryByLabelText('Price (S)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Price (M)')).toBeInTheDocument();

    await user.click(size.getByRole('button', { name: 'Remove option Size' }));
    expect(screen.queryByRole('group', { name: 'Option 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an option' })).toHaveFocus();
    expect(screen.getByLabelText('Price (USD)')).toBeInTheDocument();
  });

  it('shows the shared rules’ messages under the options and rows, and sends nothing', async () => {
    const { fillDetails, option, submit, user, api } = renderNew();
    await fillDetails();
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await submit();
    expect(option(1).getByText(VARIATION_MESSAGES.optionNameRequired)).toBeInTheDocument();
    expect(option(1).getByText(VARIATION_MESSAGES.optionValuesRequired)).toBeInTheDocument();
    await waitFor(() => expect(option(1).getByLabelText('Name')).toHaveFocus());

    await user.type(option(1).getByLabelText('Name'), 'Size');
    expect(option(1).queryByText(VARIATION_MESSAGES.optionNameRequired)).not.toBeInTheDocument();
    await user.type(option(1).getByLabelText(/^New value/), 'S{Enter}');
    await submit();
    const price = screen.getByLabelText('Price (S)');
    expect(price).toHaveAccessibleDescription(MESSAGES.priceMin);
    expect(screen.getByLabelText('Stock (S)')).toHaveAccessibleDescription(
      VARIATION_MESSAGES.variantInventory,
    );
    await user.type(price, '12');
    expect(price).toHaveAttribute('aria-invalid', 'false');

    await user.click(screen.getByLabelText('Offered (S)'));
    await submit();
    expect(screen.getByText(VARIATION_MESSAGES.variantsRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusals of the variations and the personalization in their sections', async () => {
    const { fillDetails, addOption, submit, user } = renderNew({
      'POST /api/products/new': fail(400, 'Invalid product', {
        variants: VARIATION_MESSAGES.variantRepeated,
        personalization: VARIATION_MESSAGES.promptLong,
      }),
    });
    await fillDetails();
    await addOption('Size', ['S']);
    await user.type(screen.getByLabelText('Price (S)'), '10');
    await user.type(screen.getByLabelText('Stock (S)'), '2');
    await submit();
    const variations = within(screen.getByRole('group', { name: 'Variations' }));
    expect(await variations.findByText(VARIATION_MESSAGES.variantRepeated)).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Personalization' })).getByText(VARIATION_MESSAGES.promptLong),
    ).toBeInTheDocument();
    // A change in the section takes its message away.
    await user.type(screen.getByLabelText('Stock (S)'), '0');
    expect(variations.queryByText(VARIATION_MESSAGES.variantRepeated)).not.toBeInTheDocument();
  });
});

describe('product form: personalization', () => {
  it('asks the buyer for text with a prompt, whether it is required, and its longest length', async () => {
    const { fillDetails, submit, sent, user, location } = renderNew();
    await fillDetails();
    await user.type(screen.getByLabelText('Price (USD)'), '20');
    await user.type(screen.getByLabelText('Inventory'), '4');
    expect(screen.queryByLabelText('Prompt')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Ask the buyer for text, like a name to engrave'));
    expect(screen.getByLabelText('Longest text (characters)')).toHaveValue(30);
    await submit();
    expect(screen.getByLabelText('Prompt')).toHaveAccessibleDescription(
      expect.stringContaining(VARIATION_MESSAGES.promptRequired),
    );
    const longest = screen.getByLabelText('Longest text (characters)');
    await user.clear(longest);
    await user.type(longest, '0');
    await user.type(screen.getByLabelText('Prompt'), 'Name to embroider');
    await submit();
    expect(longest).toHaveAccessibleDescription(expect.stringContaining(VARIATION_MESSAGES.maxLengthInvalid));
    await user.clear(longest);
    await user.type(longest, '12');
    await user.click(screen.getByLabelText('Required: the buyer cannot order without it'));
    await submit();
    await waitFor(() => expect(location()).toBe('/products/10'));
    expect(sent()).toMatchObject({
      options: [],
      variants: [],
      personalization: { prompt: 'Name to embroider', required: true, max_length: 12 },
    });
  });
});

describe('product form: editing variations', () => {
  const shirt = makeProductWithVariants({
    id: 4,
    seller_id: shopper.id,
    seller: makeOwnProduct().seller,
    personalization: makePersonalization({ required: false }),
    product_images: [makeImage(21, { product_id: 4, preview: true })],
  });

  function renderEdit() {
    return renderApp('/products/4/edit', {
      user: shopper,
      routes: {
        'GET /api/products/4': shirt,
        'GET /api/products/4/reviews': [],
        'PUT /api/products/4/edit': shirt,
        'GET /api/shop/shipping-profiles': [],
      },
    });
  }
  const sentEdit = (calls: { path: string; body: unknown }[]) =>
    calls.find((call) => call.path === '/api/products/4/edit')?.body as Record<string, unknown>;

  it('starts from the listing’s options, variants and personalization, and sends them back', async () => {
    const { user, api } = renderEdit();
    expect(await screen.findByText('From $48.00, 25 in stock over its variants.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Option 1' })).getByLabelText('Name')).toHaveValue(
      'Size',
    );
    expect(screen.getByLabelText('SKU (M / Natural)')).toHaveValue('LIN-M-NAT');
    expect(screen.getByLabelText('Offered (M / Indigo)')).not.toBeChecked();
    expect(screen.getByLabelText('Stock (S / Natural)')).toHaveValue(0);
    expect(screen.getByLabelText('Prompt')).toHaveValue('Name to embroider');
    expect(screen.getByLabelText('Required: the buyer cannot order without it')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentEdit(api.calls)).toBeDefined());
    const body = sentEdit(api.calls);
    expect(body).toMatchObject({
      price: 48,
      inventory: 25,
      personalization: { prompt: 'Name to embroider', required: false, max_length: 12 },
    });
    expect((body.variants as unknown[]).length).toBe(5);
  });

  it('returns the listing to one price and stock when its options are removed', async () => {
    const { user, api } = renderEdit();
    await screen.findByText('From $48.00, 25 in stock over its variants.');
    await user.click(screen.getByRole('button', { name: 'Remove option Colour' }));
    await user.click(screen.getByRole('button', { name: 'Remove option Size' }));
    await user.click(screen.getByLabelText('Ask the buyer for text, like a name to engrave'));
    expect((screen.getByLabelText('Price (USD)') as HTMLInputElement).value).toBe('48.00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentEdit(api.calls)).toBeDefined());
    expect(sentEdit(api.calls)).toMatchObject({
      price: 48,
      inventory: 25,
      options: [],
      variants: [],
      personalization: null,
    });
  });

  it('keeps a combination’s numbers while another option’s values change', async () => {
    const { user } = renderEdit();
    await screen.findByText('From $48.00, 25 in stock over its variants.');
    const colour = within(screen.getByRole('group', { name: 'Option 2' }));
    await user.type(colour.getByLabelText(/^New value/), 'Rust{Enter}');
    expect(screen.getByLabelText('Price (L / Natural)')).toHaveValue(54);
    expect(screen.getByLabelText('Price (L / Rust)')).toHaveValue(48);
  });
});
