import { MESSAGES, VARIATION_MESSAGES } from '@handmade/common';
import { makeProductWithVariants, makeVariant } from '../../testing/fixtures';
import {
  checkVariations,
  draftFromProduct,
  gridRows,
  optionErrorKey,
  rowErrorKey,
  rowKey,
  withNewOption,
  withRows,
  type VariationsDraft,
} from './variationsDraft';

const sizes = { id: 0, name: 'Size', values: ['S', 'M'] };
const colours = { id: 1, name: 'Colour', values: ['Natural', 'Indigo'] };

describe('the variations draft', () => {
  it('has a row per combination of the options with values, in the options’ order', () => {
    const draft: VariationsDraft = { options: [sizes, colours], rows: {} };
    expect(gridRows(draft, '').map((row) => row.name)).toEqual([
      'S / Natural',
      'S / Indigo',
      'M / Natural',
      'M / Indigo',
    ]);
    // An option still without values adds no column yet.
    const waiting = { options: [sizes, { id: 1, name: 'Colour', values: [] }], rows: {} };
    expect(gridRows(waiting, '').map((row) => row.name)).toEqual(['S', 'M']);
    expect(gridRows({ options: [], rows: {} }, '12.00')).toEqual([]);
  });

  it('starts a new row at the listing’s price, or from the row it was before the second option', () => {
    const one = withRows({ options: [sizes], rows: {} }, gridRows({ options: [sizes], rows: {} }, '9.00'), {
      inventory: '3',
    });
    expect(gridRows(one, '9.00')[0]?.row).toEqual({ price: '9.00', inventory: '3', sku: '', offered: true });
    const two = { ...one, options: [sizes, colours] };
    expect(gridRows(two, '9.00').map((row) => row.row.inventory)).toEqual(['3', '3', '3', '3']);
  });

  it('reads an edited listing: its variants, and the combinations it does not sell left out', () => {
    const draft = draftFromProduct(makeProductWithVariants());
    expect(draft.options.map((option) => option.name)).toEqual(['Size', 'Colour']);
    const rows = gridRows(draft, '');
    expect(rows).toHaveLength(6);
    expect(rows.find((row) => row.name === 'M / Natural')?.row).toEqual({
      price: '48.00',
      inventory: '12',
      sku: 'LIN-M-NAT',
      offered: true,
    });
    expect(rows.find((row) => row.name === 'M / Indigo')?.row.offered).toBe(false);
  });

  it('adds options with ids of their own', () => {
    const draft = withNewOption(withNewOption({ options: [], rows: {} }));
    expect(draft.options.map((option) => option.id)).toEqual([0, 1]);
  });

  it('checks each option, each offered row and the whole with the shared rules', () => {
    const draft: VariationsDraft = {
      options: [{ id: 0, name: '', values: ['S'] }],
      rows: { [rowKey(['S'])]: { price: '0', inventory: '-1', sku: '', offered: true } },
    };
    const { errors } = checkVariations(draft, '');
    expect(errors[optionErrorKey(0, 'name')]).toBe(VARIATION_MESSAGES.optionNameRequired);
    expect(errors[rowErrorKey(rowKey(['S']), 'price')]).toBe(MESSAGES.priceMin);
    expect(errors[rowErrorKey(rowKey(['S']), 'inventory')]).toBe(VARIATION_MESSAGES.variantInventory);

    const noneOffered = withRows(
      { options: [sizes], rows: {} },
      gridRows({ options: [sizes], rows: {} }, ''),
      {
        offered: false,
      },
    );
    expect(checkVariations(noneOffered, '').errors).toEqual({
      variants: VARIATION_MESSAGES.variantsRequired,
    });

    const twins = { options: [sizes, { ...colours, name: 'size' }], rows: {} };
    expect(checkVariations(twins, '5').errors.options).toBe(VARIATION_MESSAGES.optionsRepeated);
  });

  it('sends the offered rows and sums them up: the lowest price and the total stock', () => {
    const product = makeProductWithVariants({
      variants: [makeVariant(1, ['S', 'Natural'], { price: 20, inventory: 2 })],
    });
    const draft = draftFromProduct(product);
    const rows = gridRows(draft, '');
    const filled = withRows(draft, rows.slice(1, 3), { price: '18.5', inventory: '4', offered: true });
    const check = checkVariations(filled, '');
    expect(check.errors).toEqual({});
    expect(check.variants.map((variant) => variant.option_values)).toEqual([
      ['S', 'Natural'],
      ['S', 'Indigo'],
      ['M', 'Natural'],
    ]);
    expect(check.summary).toEqual({ price: 18.5, inventory: 10 });
  });
});
