import { randomUUID } from 'node:crypto';
import type { Storage } from './storage';

/** Widths stored for every photo: grid cards, the gallery, and full size. */
export const VARIANT_WIDTHS = { small: 400, medium: 800, large: 1600 } as const;
export type Variant = keyof typeof VARIANT_WIDTHS;

/** The largest photo file accepted. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

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

/** The photo could not be encoded now (the encoding process is restarting, say): try again shortly. */
export class EncoderUnavailableError extends Error {
  readonly retryAfterSeconds = 5;
  constructor(cause: unknown) {
    super('The image encoder could not be reached.', { cause });
    this.name = 'EncoderUnavailableError';
  }
}

export interface StoredImage {
  key: string;
  url: string;
  url_medium: string;
  url_small: string;
}

/** The encoded variants of one photo, by name. */
export type Variants = Record<Variant, Buffer>;

/**
 * A photo's bytes, in the pieces they arrived in. An upload is kept as its request's pieces, never copied
 * into one buffer: copying them was the largest single cost of taking a burst of uploads in
 * (docs/uploads.md). One buffer is one piece.
 */
export type PhotoBytes = readonly Buffer[];

/** The photo's length in bytes. */
export const photoLength = (photo: PhotoBytes): number =>
  photo.reduce((length, piece) => length + piece.length, 0);

/** Turns a photo's bytes into its variants: here, or in the server's encoding process (src/imageEncoder). */
export type RenderVariants = (photo: PhotoBytes) => Promise<Variants>;

export function variantKey(prefix: string, variant: Variant): string {
  return `${prefix}/${VARIANT_WIDTHS[variant]}.webp`;
}

export function variantKeys(prefix: string): string[] {
  return (Object.keys(VARIANT_WIDTHS) as Variant[]).map((variant) => variantKey(prefix, variant));
}

/** Stores WebP variants of `photo` under a fresh key prefix for the product. */
export async function storeImageVariants(
  storage: Storage,
  render: RenderVariants,
  productId: number,
  photo: PhotoBytes,
): Promise<StoredImage> {
  return storeImageVariantsIn(storage, render, `products/${productId}`, photo);
}

/** Stores WebP variants of `photo` under a fresh key prefix inside `folder` (`avatars/12`, say). */
export async function storeImageVariantsIn(
  storage: Storage,
  render: RenderVariants,
  folder: string,
  photo: PhotoBytes,
): Promise<StoredImage> {
  const prefix = `${folder}/${randomUUID()}`;
  const { small, medium, large } = await render(photo);
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
