import { z } from './zod';
import { requiredText } from './auth';
import { decimalNumber, priceField } from './numbers';

export const VARIATION_MESSAGES = {
  optionNameRequired: 'Name the option, like Size or Colour.',
  optionNameLong: 'An option name must be 40 characters or less.',
  optionValuesRequired: 'Give the option at least one value.',
  optionValueLong: 'A value must be 40 characters or less.',
  optionValuesMany: 'An option has at most 20 values.',
  optionValuesRepeated: 'Each value of an option must be different.',
  optionsMany: 'A listing has at most two options.',
  optionsRepeated: 'The two options need different names.',
  variantsRequired: 'Give each combination you sell a price and stock.',
  variantValues: 'Each variant names one value of each option.',
  variantRepeated: 'Each combination of values can be listed once.',
  variantInventory: 'Stock is a whole number from 0 to 100,000.',
  skuLong: 'SKU must be 64 characters or less.',
  promptRequired: 'Write what the buyer should type, like “Name to engrave”.',
  promptLong: 'The prompt must be 200 characters or less.',
  maxLengthInvalid: 'The longest text is a whole number from 1 to 1,000.',
  variantRequired: 'Choose the options first.',
  variantUnknown: 'That combination is not for sale.',
  personalizationRequired: 'This item needs your personalization.',
  personalizationLong: (max: number) => `Keep it to ${max} characters.`,
  personalizationNotAsked: 'This item takes no personalization.',
} as const;

export const MAX_OPTIONS = 2;
export const MAX_OPTION_VALUES = 20;

const label = (missing: string, tooLong: string) => requiredText(missing).max(40, { error: tooLong });

const distinct = (values: string[]) =>
  new Set(values.map((value) => value.toLowerCase())).size === values.length;

export const optionSchema = z.object({
  name: label(VARIATION_MESSAGES.optionNameRequired, VARIATION_MESSAGES.optionNameLong),
  values: z
    .array(label(VARIATION_MESSAGES.optionValuesRequired, VARIATION_MESSAGES.optionValueLong), {
      error: VARIATION_MESSAGES.optionValuesRequired,
    })
    .min(1, { error: VARIATION_MESSAGES.optionValuesRequired })
    .max(MAX_OPTION_VALUES, { error: VARIATION_MESSAGES.optionValuesMany })
    .refine(distinct, { error: VARIATION_MESSAGES.optionValuesRepeated }),
});
export type ProductOption = z.infer<typeof optionSchema>;

export const variantSchema = z.object({
  id: z.number().int().min(1).optional(),
  option_values: z.array(z.string({ error: VARIATION_MESSAGES.variantValues }).trim(), {
    error: VARIATION_MESSAGES.variantValues,
  }),
  price: priceField,
  inventory: decimalNumber(VARIATION_MESSAGES.variantInventory).pipe(
    z
      .number()
      .int({ error: VARIATION_MESSAGES.variantInventory })
      .min(0, { error: VARIATION_MESSAGES.variantInventory })
      .max(100_000, { error: VARIATION_MESSAGES.variantInventory }),
  ),
  sku: z
    .string({ error: VARIATION_MESSAGES.skuLong })
    .trim()
    .max(64, { error: VARIATION_MESSAGES.skuLong })
    .nullish()
    .transform((value) => value || null),
});
export type VariantInput = z.infer<typeof variantSchema>;

export const personalizationSchema = z
  .object({
    prompt: requiredText(VARIATION_MESSAGES.promptRequired).max(200, {
      error: VARIATION_MESSAGES.promptLong,
    }),
    required: z.boolean().optional().default(false),
    max_length: decimalNumber(VARIATION_MESSAGES.maxLengthInvalid).pipe(
      z
        .number()
        .int({ error: VARIATION_MESSAGES.maxLengthInvalid })
        .min(1, { error: VARIATION_MESSAGES.maxLengthInvalid })
        .max(1000, { error: VARIATION_MESSAGES.maxLengthInvalid }),
    ),
  })
  .nullable();
export type PersonalizationInput = z.infer<typeof personalizationSchema>;

/**
 * What the fields of a listing's variations get wrong together, keyed `options` and `variants` (the form
 * shows them above its grid): options without variants, a variant naming a value its option lacks, a
 * combination listed twice. Empty when they agree.
 */
export function variationErrors(
  options: ProductOption[] | undefined,
  variants: VariantInput[] | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const opts = options ?? [];
  const vars = variants ?? [];
  if (opts.length > MAX_OPTIONS) errors.options = VARIATION_MESSAGES.optionsMany;
  else if (!distinct(opts.map((option) => option.name))) errors.options = VARIATION_MESSAGES.optionsRepeated;
  if (opts.length === 0 && vars.length === 0) return errors;
  if (opts.length === 0 || vars.length === 0) {
    errors.variants = VARIATION_MESSAGES.variantsRequired;
    return errors;
  }
  const fits = (variant: VariantInput) =>
    variant.option_values.length === opts.length &&
    variant.option_values.every((value, i) => opts[i]!.values.includes(value));
  if (!vars.every(fits)) errors.variants = VARIATION_MESSAGES.variantValues;
  else if (new Set(vars.map((variant) => variant.option_values.join('\u0000'))).size !== vars.length) {
    errors.variants = VARIATION_MESSAGES.variantRepeated;
  }
  return errors;
}

/** The text a buyer typed for a listing that asks for one: a message when it does not fit, or undefined. */
export function personalizationError(
  asked: { required: boolean; max_length: number } | null,
  text: string | null | undefined,
): string | undefined {
  const typed = text?.trim() ?? '';
  if (!asked) return typed ? VARIATION_MESSAGES.personalizationNotAsked : undefined;
  if (!typed) return asked.required ? VARIATION_MESSAGES.personalizationRequired : undefined;
  if ([...typed].length > asked.max_length) return VARIATION_MESSAGES.personalizationLong(asked.max_length);
  return undefined;
}
