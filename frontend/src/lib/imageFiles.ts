/** What the photo inputs accept; the server checks the bytes again and refuses anything else with 415. */
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
// The server's own words for the same refusals, so a photo reads the same whoever caught it.
export const WRONG_TYPE_MESSAGE = 'Only PNG, JPEG, GIF or WebP images can be uploaded.';
export const TOO_LARGE_MESSAGE = 'An image can be at most 5 MB.';

/** Why a chosen file cannot be sent as a photo, or null when it can. */
export function imageFileError(file: File): string | null {
  if (!ACCEPTED_IMAGE_TYPES.split(',').includes(file.type)) return WRONG_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}
