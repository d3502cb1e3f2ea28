import { MAX_INPUT_PIXELS, type PhotoBytes } from '../../storage/imageVariants';
import { readImageHeader, type ImageHeader } from './imageHeader';
import type { ImageType } from './imageType';

/**
 * Decoding a photo costs about its pixels times its bits per channel: a 16-bit PNG of 40 megapixels takes
 * twice the memory and more than twice the time of an 8-bit one. A photo may cost what 40 megapixels at 8
 * bits do, so 20 megapixels at 16.
 */
const MAX_PIXEL_BITS = MAX_INPUT_PIXELS * 8;
/** A GIF's decoder walks every one of its frames, even when only the first is kept. */
export const MAX_FRAMES = 100;
export const MAX_FRAME_PIXELS = MAX_INPUT_PIXELS;

/** Why a photo would cost too much to decode: its pixels, its pixels at their depth, or its frames. */
export type TooCostly = 'pixels' | 'deep-pixels' | 'frames';

const tooManyFrames = (header: ImageHeader) =>
  header.frames > MAX_FRAMES || header.framePixels > MAX_FRAME_PIXELS;

/** Whether a photo's header declares more than one upload may cost, read before any decoding. */
export function tooCostly(photo: PhotoBytes, type: ImageType): TooCostly | undefined {
  const header = readImageHeader(photo, type, tooManyFrames);
  if (!header) return undefined;
  const pixels = header.width * header.height;
  if (pixels > MAX_INPUT_PIXELS) return 'pixels';
  if (pixels * header.bitsPerSample > MAX_PIXEL_BITS) return 'deep-pixels';
  if (tooManyFrames(header)) return 'frames';
  return undefined;
}
