import {
  formatPrice,
  PRODUCT_FIELD_KEYS,
  personalizationSchema,
  productSchema,
  toFieldErrors,
  type ProductInput,
} from '@handmade/common';
import type { Product } from '../../lib/types';
import { checkVariations, draftFromProduct, type VariationsDraft } from './variationsDraft';

/** What the seller asks the buyer to type, as the form holds it. */
export interface PersonalizationDraft {
  asked: boolean;
  prompt: string;
  required: boolean;
  maxLength: string;
}

/** Everything the listing form holds but its photos. */
export interface ListingDraft {
  fields: {
    title: string;
    description: string;
    inventory: string;
    price: string;
    categoryId: string;
    /** '' ships free, else the id of one of the seller's profiles. */
    shippingProfileId: string;
  };
  variations: VariationsDraft;
  personalization: PersonalizationDraft;
}

export type Fields = ListingDraft['fields'];

/** Where the form shows a message about the personalization's prompt or length. */
export const PERSONALIZATION_ERRORS = {
  prompt: 'personalization.prompt',
  maxLength: 'personalization.max_length',
};
export const isPersonalizationError = (key: string) => key.startsWith('personalization');

export function initialDraft(product: Product | null): ListingDraft {
  const asked = product?.personalization ?? null;
  return {
    fields: {
      title: product?.title ?? '',
      description: product?.description ?? '',
      inventory: product ? String(product.inventory) : '',
      price: product ? formatPrice(product.price) : '',
      categoryId: product ? String(product.category_id) : '',
      shippingProfileId: product?.shipping_profile_id ? String(product.shipping_profile_id) : '',
    },
    variations: draftFromProduct(product),
    personalization: {
      asked: asked !== null,
      prompt: asked?.prompt ?? '',
      required: asked?.required ?? false,
      maxLength: String(asked?.max_length ?? 30),
    },
  };
}

function checkPersonalization(draft: PersonalizationDraft) {
  if (!draft.asked) return { value: null, errors: {} };
  const value = { prompt: draft.prompt, required: draft.required, max_length: draft.maxLength };
  const parsed = personalizationSchema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path[0] === 'prompt' ? PERSONALIZATION_ERRORS.prompt : PERSONALIZATION_ERRORS.maxLength;
    errors[key] ??= issue.message;
  }
  return { value, errors };
}

/**
 * The listing checked with the shared rules: the body to send, or the messages keyed by where the form shows
 * them. With variants, the listing's own price and stock are their lowest price and total stock (the
 * listing's rules still want both; the server sets them the same way).
 */
export function checkListing(draft: ListingDraft): {
  data: ProductInput | null;
  errors: Record<string, string>;
} {
  const { fields } = draft;
  const variations = checkVariations(draft.variations, fields.price);
  const personalization = checkPersonalization(draft.personalization);
  const byVariants = draft.variations.options.length > 0;
  const parsed = productSchema.safeParse({
    title: fields.title,
    description: fields.description,
    inventory: byVariants ? Math.max(1, variations.summary?.inventory ?? 0) : fields.inventory,
    price: byVariants ? (variations.summary?.price ?? fields.price) : fields.price,
    category_id: fields.categoryId,
    shipping_profile_id: fields.shippingProfileId,
    options: variations.options,
    variants: variations.variants,
    personalization: personalization.value,
  });
  const errors = parsed.success ? {} : toFieldErrors(parsed.error, PRODUCT_FIELD_KEYS);
  // The hidden price and stock fields are the variants' business; the sections say more than one message each.
  if (byVariants) {
    delete errors.price;
    delete errors.inventory;
  }
  if (Object.keys(variations.errors).length > 0) {
    delete errors.options;
    delete errors.variants;
  }
  if (Object.keys(personalization.errors).length > 0) delete errors.personalization;
  Object.assign(errors, variations.errors, personalization.errors);
  const ok = parsed.success && Object.keys(errors).length === 0;
  return { data: ok ? parsed.data : null, errors };
}

/** The lowest price and total stock over the offered variants, for the note that stands in for those fields. */
export function variantsSummary(draft: ListingDraft) {
  return checkVariations(draft.variations, draft.fields.price).summary;
}
