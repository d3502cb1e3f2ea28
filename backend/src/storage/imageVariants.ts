import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from './storage';

/** Widths stored for every photo: grid cards, the gallery, and full size. */
export const VARIANT_WIDTHS = { small: 400, medium: 800, large: 1600 } as const;
type Variant = keyof typeof VARIANT_WIDTHS;

/** Refuses images whose pixel count could exhaust memory while decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The bytes looked like an image but could not be decoded. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('The image could not be read.', { cause });
    this.name = 'UnreadableImageError';
  }
}

/** The image has more pixels than MAX_INPUT_PIXELS. */
export class ImageTooLargeError extends Error {
  constructor(cause: unknown) {
    super('The image has too many pixels.', { cause });
    this.name = 'ImageTooLargeError';
  }
}

export interface StoredImage {
  key: string;
  url: string;
  url_medium: string;
  url_small: string;
}

// One photo is encoded on one thread: encoding at most a few photos at once then leaves cores and libuv
// pool threads to the requests served meanwhile (see docs/uploads.md). Every upload is a different image,
// so libvips' operation cache would only hold memory.
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

async function renderVariant({ data, info }: Decoded, width: number): Promise<Buffer> {
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return sharp(data, { raw })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: width <= 400 ? 72 : 80 })
    .toBuffer();
}

/** The three variants, one after another: a photo never takes more than one thread of libuv's pool. */
async function renderVariants(input: Buffer): Promise<Record<Variant, Buffer>> {
  try {
    const decoded = await decodeLargest(input);
    return {
      large: await renderVariant(decoded, VARIANT_WIDTHS.large),
      medium: await renderVariant(decoded, VARIANT_WIDTHS.medium),
      small: await renderVariant(decoded, VARIANT_WIDTHS.small),
    };
  } catch (error) {
    // Decoding failures are the client's bytes, not a server fault: tell them apart from storage errors.
    throw /pixel limit/i.test(String((error as Error)?.message))
      ? new ImageTooLargeError(error)
      : new UnreadableImageError(error);
  }
}

export function variantKey(prefix: string, variant: Variant): string {
  return `${prefix}/${VARIANT_WIDTHS[variant]}.webp`;
}

export function variantKeys(prefix: string): string[] {
  return (Object.keys(VARIANT_WIDTHS) as Variant[]).map((variant) => variantKey(prefix, variant));
}

/** Stores WebP variants of `input` under a fresh key prefix for the product. */
export async function storeImageVariants(
  storage: Storage,
  productId: number,
  input: Buffer,
): Promise<StoredImage> {
  return storeImageVariantsIn(storage, `products/${productId}`, input);
}

/** Stores WebP variants of `input` under a fresh key prefix inside `folder` (`avatars/12`, say). */
export async function storeImageVariantsIn(
  storage: Storage,
  folder: string,
  input: Buffer,
): Promise<StoredImage> {
  const prefix = `${folder}/${randomUUID()}`;
  const { small, medium, large } = await renderVariants(input);
  const stored: string[] = [];
  try {
    const urls: string[] = [];
    for (const [variant, body] of [
      ['small', small],
      ['medium', medium],
      ['large', large],
    ] as const) {
      const key = variantKey(prefix, variant);
      urls.push(await storage.put(key, body, 'image/webp'));
      stored.push(key);
    }
    return { key: prefix, url_small: urls[0]!, url_medium: urls[1]!, url: urls[2]! };
  } catch (error) {
    await storage.remove(stored).catch(() => {});
    throw error;
  }
}
