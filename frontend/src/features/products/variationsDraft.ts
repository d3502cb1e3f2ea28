import {
  formatPrice,
  optionSchema,
  variantSchema,
  variationErrors,
  type ProductOption,
  type VariantInput,
} from '@handmade/common';
import type { Product } from '../../lib/types';
import { combinationName } from './variantChoice';

/** An option as the seller writes it: a name, and values added one by one. */
export interface OptionDraft {
  /** Tells the option's editor apart while the options above it are removed. */
  id: number;
  name: string;
  values: string[];
}

/** A combination's row of the grid, as typed. One left out (`offered` false) is not for sale. */
export interface RowDraft {
  price: string;
  inventory: string;
  sku: string;
  offered: boolean;
}

/** The options, and the rows typed so far by combination; a row keeps its numbers while values come and go. */
export interface VariationsDraft {
  options: OptionDraft[];
  rows: Record<string, RowDraft>;
}

/** A row of the grid: a combination of the values of the options that have some. */
export interface GridRow {
  key: string;
  values: string[];
  /** "S / Natural". */
  name: string;
  row: RowDraft;
}

export const rowKey = (values: readonly string[]) => JSON.stringify(values);

/** Where the form shows a message about an option, or a row's field. */
export const optionErrorKey = (index: number, field: 'name' | 'values') => `options.${index}.${field}`;
export const rowErrorKey = (key: string, field: 'price' | 'inventory' | 'sku') => `variants.${key}.${field}`;
export const isVariationsError = (key: string) => key.startsWith('options') || key.startsWith('variants');

const blankRow = (price: string): RowDraft => ({ price, inventory: '', sku: '', offered: true });

function combinations(options: readonly OptionDraft[]): string[][] {
  return options.reduce<string[][]>(
    (sets, option) => sets.flatMap((set) => option.values.map((value) => [...set, value])),
    [[]],
  );
}

/**
 * The grid: a row per combination of the options that have values. A combination not typed yet starts from
 * the same values without the second option (the row it was before that option had values), else blank at
 * the listing's price.
 */
export function gridRows(draft: VariationsDraft, listingPrice: string): GridRow[] {
  const filled = draft.options.filter((option) => option.values.length > 0);
  if (filled.length === 0) return [];
  return combinations(filled).map((values) => {
    const key = rowKey(values);
    const before = values.length > 1 ? draft.rows[rowKey(values.slice(0, -1))] : undefined;
    return {
      key,
      values,
      name: combinationName(values),
      row: draft.rows[key] ?? before ?? blankRow(listingPrice),
    };
  });
}

/** An edited listing's options and variants; the combinations it does not sell start left out. */
export function draftFromProduct(product: Product | null): VariationsDraft {
  if (!product || product.options.length === 0) return { options: [], rows: {} };
  const options = product.options.map((option, id) => ({
    id,
    name: option.name,
    values: [...option.values],
  }));
  const rows: Record<string, RowDraft> = {};
  for (const values of combinations(options)) rows[rowKey(values)] = { ...blankRow(''), offered: false };
  for (const variant of product.variants ?? []) {
    rows[rowKey(variant.option_values)] = {
      price: formatPrice(variant.price),
      inventory: String(variant.inventory),
      sku: variant.sku ?? '',
      offered: true,
    };
  }
  return { options, rows };
}

/** The draft with one more option, blank. */
export function withNewOption(draft: VariationsDraft): VariationsDraft {
  const id = Math.max(-1, ...draft.options.map((option) => option.id)) + 1;
  return { ...draft, options: [...draft.options, { id, name: '', values: [] }] };
}

/** The draft with new values for some rows. */
export function withRows(
  draft: VariationsDraft,
  rows: GridRow[],
  changes: Partial<RowDraft>,
): VariationsDraft {
  const next = { ...draft.rows };
  for (const row of rows) next[row.key] = { ...row.row, ...changes };
  return { ...draft, rows: next };
}

export interface VariationsCheck {
  options: ProductOption[];
  /** The offered rows, as the API takes them (numbers still as typed: the listing's schema reads them). */
  variants: { option_values: string[]; price: string; inventory: string; sku: string }[];
  errors: Record<string, string>;
  /** The lowest price and the total stock of the offered rows that are valid; null when none is. */
  summary: { price: number; inventory: number } | null;
}

/** The variations checked with the shared rules, a message per option, per row field and for the whole. */
export function checkVariations(draft: VariationsDraft, listingPrice: string): VariationsCheck {
  const errors: Record<string, string> = {};
  const options = draft.options.map((option, index) => {
    const parsed = optionSchema.safeParse({ name: option.name, values: option.values });
    for (const issue of parsed.error?.issues ?? []) {
      const key = optionErrorKey(index, issue.path[0] === 'name' ? 'name' : 'values');
      errors[key] ??= issue.message;
    }
    return { name: option.name.trim(), values: option.values };
  });
  const offered = gridRows(draft, listingPrice).filter(({ row }) => row.offered);
  const valid: VariantInput[] = [];
  const variants = offered.map(({ key, values, row }) => {
    const variant = { option_values: values, price: row.price, inventory: row.inventory, sku: row.sku };
    const parsed = variantSchema.safeParse(variant);
    if (parsed.success) valid.push(parsed.data);
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if (field === 'price' || field === 'inventory' || field === 'sku') {
        errors[rowErrorKey(key, field)] ??= issue.message;
      }
    }
    return variant;
  });
  // Two options of one name are wrong whatever the rows hold; the rows as a whole, once each row is right.
  const whole = variationErrors(options, valid);
  if (whole.options) errors.options = whole.options;
  if (whole.variants && Object.keys(errors).length === 0) errors.variants = whole.variants;
  const summary =
    valid.length === 0
      ? null
      : {
          price: Math.min(...valid.map((variant) => variant.price)),
          inventory: valid.reduce((sum, variant) => sum + variant.inventory, 0),
        };
  return { options, variants, errors, summary };
}
