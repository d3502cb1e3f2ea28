// Kept apart from the review schemas: the product page shows reviews without loading a validation library.

/** The recommendation is only offered from three stars up. */
export const RECOMMENDATION_MIN_STARS = 3;

/** The most a seller's reply under a review may hold. */
export const REPLY_MAX_LENGTH = 1000;

/** Shown as the author of a review whose account was closed. */
export const FORMER_MEMBER = 'former member';
