import type { Knex } from 'knex';

interface Option {
  name: string;
  values: string[];
  /** Added to the listing's price for a value (a larger size costs more). */
  extra?: Record<string, number>;
}

interface Variation {
  options: Option[];
  personalization?: { prompt: string; required: boolean; max_length: number };
}

const RING_SIZES: Option = { name: 'Ring size', values: ['5', '6', '7', '8', '9'] };
const ENGRAVING = {
  prompt: 'Initials to engrave inside the band (optional)',
  required: false,
  max_length: 3,
};

/** The demo listings that come in sizes, colours or with the buyer's words, by title. */
export const SEED_VARIATIONS: Record<string, Variation> = {
  'Solitaire Stacking Ring in Recycled Gold': { options: [RING_SIZES], personalization: ENGRAVING },
  'Sterling Silver Sapphire Ring': { options: [RING_SIZES] },
  'Rose Gold Blush Stone Ring': { options: [{ name: 'Ring size', values: ['6', '7', '8'] }] },
  'Linen Button-Front Shirt': {
    options: [
      { name: 'Size', values: ['S', 'M', 'L', 'XL'], extra: { XL: 6 } },
      { name: 'Colour', values: ['Natural', 'Indigo'] },
    ],
  },
  'Oatmeal Linen Shirt with Coconut Buttons': { options: [{ name: 'Size', values: ['S', 'M', 'L'] }] },
  'Hand-Knit Cable Sweater in Undyed Wool': {
    options: [{ name: 'Size', values: ['S', 'M', 'L'], extra: { L: 15 } }],
  },
  'Speckled Stoneware Mug, Terracotta Dip Glaze': {
    options: [{ name: 'Glaze', values: ['Terracotta', 'Sage', 'Cream'] }],
  },
  'Indigo Drip Coffee Mug': { options: [{ name: 'Size', values: ['8 oz', '12 oz'], extra: { '12 oz': 4 } }] },
  'Leather Key Fob with Brass Ring': {
    options: [],
    personalization: { prompt: 'Initials to stamp on the leather', required: true, max_length: 3 },
  },
  'Rose Quartz Friendship Bracelet': {
    options: [],
    personalization: { prompt: 'A name for the little charm (optional)', required: false, max_length: 12 },
  },
};

/** Every combination of the options' values, in their order. */
function combinations(options: Option[]): string[][] {
  return options.reduce<string[][]>(
    (sets, option) => sets.flatMap((set) => option.values.map((value) => [...set, value])),
    [[]],
  );
}

/**
 * Gives the listings of `SEED_VARIATIONS` their options, a variant per combination (the listing's stock
 * spread over them, at least one each; a price step for the larger sizes) and their personalization. The
 * trigger on `product_variants` then sets each listing's price range and total stock.
 */
export async function seedVariations(
  trx: Knex.Transaction,
  listings: { id: number; title: string; price: number; inventory: number }[],
): Promise<void> {
  for (const listing of listings) {
    const variation = SEED_VARIATIONS[listing.title];
    if (!variation) continue;
    const { options, personalization } = variation;
    await trx('products')
      .where({ id: listing.id })
      .update({
        options: JSON.stringify(options.map(({ name, values }) => ({ name, values }))),
        option_words: options.flatMap((option) => [option.name, ...option.values]).join(' '),
        personalization_prompt: personalization?.prompt ?? null,
        personalization_required: personalization?.required ?? false,
        personalization_max_length: personalization?.max_length ?? null,
      });
    if (options.length === 0) continue;
    const sets = combinations(options);
    const each = Math.max(1, Math.floor(listing.inventory / sets.length));
    await trx('product_variants').insert(
      sets.map((values, position) => ({
        product_id: listing.id,
        option_values: values,
        price: options.reduce((price, option, i) => price + (option.extra?.[values[i]!] ?? 0), listing.price),
        inventory: each,
        position,
      })),
    );
  }
}
