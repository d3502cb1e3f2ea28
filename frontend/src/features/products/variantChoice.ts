import type { Variant } from '../../lib/types';

/** The value chosen for each option, in the options' order; null while an option is not chosen yet. */
export type Choice = (string | null)[];

/** How a value of an option stands, given what is chosen for the other options. */
export type ValueState = 'available' | 'sold-out' | 'unavailable';

/** The variants that fit what is chosen so far (all of them before any choice). */
export function matchingVariants(variants: readonly Variant[], choice: Choice): Variant[] {
  return variants.filter((variant) =>
    choice.every((value, index) => value === null || variant.option_values[index] === value),
  );
}

/** The variant of a full choice; undefined while an option is open or the combination is not for sale. */
export function chosenVariant(variants: readonly Variant[], choice: Choice): Variant | undefined {
  if (choice.some((value) => value === null)) return undefined;
  return matchingVariants(variants, choice)[0];
}

/**
 * A value of one option: unavailable when no combination with the other options' choices is for sale, sold
 * out when every such combination is out of stock.
 */
export function valueState(
  variants: readonly Variant[],
  choice: Choice,
  optionIndex: number,
  value: string,
): ValueState {
  const withValue = choice.map((chosen, index) => (index === optionIndex ? value : chosen));
  const fitting = matchingVariants(variants, withValue);
  if (fitting.length === 0) return 'unavailable';
  return fitting.some((variant) => variant.inventory > 0) ? 'available' : 'sold-out';
}

/** The lowest and highest price of the variants that fit the choice so far; null when none fits. */
export function priceRange(
  variants: readonly Variant[],
  choice: Choice,
): { min: number; max: number } | null {
  const prices = matchingVariants(variants, choice).map((variant) => variant.price);
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** "S / Indigo": a combination's values, as the product page and the listing form name it. */
export const combinationName = (values: readonly string[]) => values.join(' / ');
