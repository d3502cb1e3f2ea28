import { VARIANT_WIDTHS, type Variant } from '../storage/imageVariants';

// How an API process and the encoding process talk: HTTP over a Unix socket that only this server knows.
// `POST /variants` carries a photo's bytes; the answer is its variants one after another, their lengths in
// VARIANT_LENGTHS_HEADER, or 422 with a reason when the bytes are not a photo that can be encoded.

export const VARIANTS_PATH = '/variants';
export const VARIANT_LENGTHS_HEADER = 'variant-lengths';
/** The order of the variants in an answer. */
export const VARIANT_ORDER = Object.keys(VARIANT_WIDTHS) as Variant[];

export type RefusalReason = 'unreadable' | 'too-many-pixels';

/** Where the supervisor tells its processes the encoder listens; set for the encoding process and workers. */
export const ENCODER_SOCKET_ENV = 'IMAGE_ENCODER_SOCKET';
/** Set for the encoding process alone: `start.ts` runs the encoder instead of an API process. */
export const ENCODER_ROLE_ENV = 'IMAGE_ENCODER_PROCESS';
