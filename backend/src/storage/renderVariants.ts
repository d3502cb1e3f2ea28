import sharp from 'sharp';
import {
  ImageTooLargeError,
  MAX_INPUT_PIXELS,
  UnreadableImageError,
  VARIANT_WIDTHS,
  type PhotoBytes,
  type Variants,
} from './imageVariants';

// One photo is encoded on one thread: encoding at most a few photos at once then leaves cores to the
// requests served meanwhile (see docs/uploads.md). Every upload is a different image, so libvips' operation
// cache would only hold memory.
sharp.concurrency(1);
sharp.cache(false);

/** Decodes `input` once (EXIF orientation applied, at most the largest width) into raw pixels. */
async function decodeLargest(input: Buffer) {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate() // apply EXIF orientation; metadata is dropped on output
    .resize({ width: VARIANT_WIDTHS.large, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

type Decoded = Awaited<ReturnType<typeof decodeLargest>>;

export interface EncodeOptions {
  /**
   * How hard libvips' WebP encoder searches, 0 to 6. Uploads leave it to sharp's default, 4. The demo
   * catalogue's flat drawings use 2: about 60 % of the time for files about 5 % larger.
   */
  effort?: number;
}

async function renderVariant(
  { data, info }: Decoded,
  width: number,
  { effort }: EncodeOptions,
): Promise<Buffer> {
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return sharp(data, { raw })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: width <= 400 ? 72 : 80, effort })
    .toBuffer();
}

/**
 * The WebP variants of a photo, made one after another from one decoding, so a photo never takes more
 * than one thread. This module loads libvips: only the process that encodes imports it.
 */
export async function renderVariants(photo: PhotoBytes, options: EncodeOptions = {}): Promise<Variants> {
  try {
    const decoded = await decodeLargest(photo.length === 1 ? photo[0]! : Buffer.concat(photo));
    return {
      large: await renderVariant(decoded, VARIANT_WIDTHS.large, options),
      medium: await renderVariant(decoded, VARIANT_WIDTHS.medium, options),
      small: await renderVariant(decoded, VARIANT_WIDTHS.small, options),
    };
  } catch (error) {
    // Decoding failures are the client's bytes, not a server fault: tell them apart from storage errors.
    throw /pixel limit/i.test(String((error as Error)?.message))
      ? new ImageTooLargeError(error)
      : new UnreadableImageError(error);
  }
}
