import { useState } from 'react';
import { errorsAfterEdit } from '../../lib/formErrors';
import type { Product } from '../../lib/types';
import {
  checkListing,
  initialDraft,
  isPersonalizationError,
  type Fields,
  type ListingDraft,
  type PersonalizationDraft,
} from './listingDraft';
import { isVariationsError, type VariationsDraft } from './variationsDraft';

/**
 * The listing form's state and its messages. A message goes as soon as what it is about is fixed, not at the
 * next submit; a section's messages are checked again on any change in that section.
 */
export function useListingDraft(product: Product | null) {
  const [draft, setDraft] = useState<ListingDraft>(() => initialDraft(product));
  const [errors, setErrors] = useState<Record<string, string>>({});

  function update(next: ListingDraft, edited: (key: string) => boolean) {
    setDraft(next);
    const shown = Object.keys(errors).filter(edited);
    if (shown.length > 0) setErrors((current) => errorsAfterEdit(current, checkListing(next).errors, shown));
  }

  return {
    draft,
    errors,
    setErrors,
    setField: (field: keyof Fields) => (value: string) =>
      update({ ...draft, fields: { ...draft.fields, [field]: value } }, (key) => key === field),
    setVariations: (variations: VariationsDraft) => update({ ...draft, variations }, isVariationsError),
    setPersonalization: (personalization: PersonalizationDraft) =>
      update({ ...draft, personalization }, isPersonalizationError),
  };
}
