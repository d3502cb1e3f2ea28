import { MAX_PRODUCT_IMAGES, MESSAGES } from '@handmade/common';
import { badRequest, forbidden, HttpError, notFound } from '../../http/httpError';
import type { Logger } from '../../logger';
import type { Storage } from '../../storage';
import { createEncodingQueue, type EncodingLimits } from './encodingQueue';
import { MAX_FRAMES, tooCostly, type TooCostly } from './imageCost';
import { detectImageType } from './imageType';
import {
  ImageTooLargeError,
  storeImageVariants,
  storeImageVariantsIn,
  UnreadableImageError,
  variantKeys,
  type PhotoBytes,
  type RenderVariants,
  type StoredImage,
} from '../../storage/imageVariants';
import { toImage, type Image } from './images.mapper';
import type { ImagesRepository } from './images.repository';

export const IMAGE_MESSAGES = {
  wrongType: 'Only PNG, JPEG, GIF or WebP images can be uploaded.',
  unreadable: 'The image could not be read. Please upload a valid PNG, JPEG, GIF or WebP file.',
  tooManyPixels: 'The image is too large: at most 40 megapixels.',
  tooManyDeepPixels:
    'The image is too large: at most 20 megapixels at 16 bits per channel. Save it at 8 bits per channel, or smaller.',
  tooManyFrames: `An animated image can have at most ${MAX_FRAMES} frames, and 40 megapixels over all of them.`,
  fileRequired: 'An image file is required.',
  tooMany: `A product can have at most ${MAX_PRODUCT_IMAGES} images.`,
  notOwner: 'You can only change the images of your own products.',
  imageNotFound: "Image couldn't be found",
  productNotFound: "Product couldn't be found",
} as const;

export interface NewImage {
  productId: number;
  preview: boolean;
  file: PhotoBytes | undefined;
}

export interface ImageChange {
  preview: boolean | undefined;
  file: PhotoBytes | undefined;
}

const fileError = (status: number, message: string) => new HttpError(status, message, { image: message });

const TOO_COSTLY_MESSAGES: Record<TooCostly, string> = {
  pixels: IMAGE_MESSAGES.tooManyPixels,
  'deep-pixels': IMAGE_MESSAGES.tooManyDeepPixels,
  frames: IMAGE_MESSAGES.tooManyFrames,
};

export function createImagesService(
  images: ImagesRepository,
  storage: Storage,
  logger: Logger,
  { limits, render }: { limits: EncodingLimits; render: RenderVariants },
) {
  const queue = createEncodingQueue(limits, (uploads) => {
    logger.debug({ uploads }, 'photo waiting for an encoder');
  });
  const discard = async (keys: string[]) => {
    await storage.remove(keys).catch((error: unknown) => {
      logger.warn({ err: error, keys }, 'could not remove stored image objects');
    });
  };

  /**
   * Checks the bytes and what their header says decoding them would cost, then stores the variants when the
   * account's turn at the encoder comes; storage is written before any row points at it.
   */
  const store = (userId: number, productId: number, file: PhotoBytes): Promise<StoredImage> =>
    storeChecked(userId, file, () => storeImageVariants(storage, render, productId, file));
  const storeChecked = async (
    userId: number,
    file: PhotoBytes,
    write: () => Promise<StoredImage>,
  ): Promise<StoredImage> => {
    const type = detectImageType(file);
    if (!type) throw fileError(415, IMAGE_MESSAGES.wrongType);
    const tooMuch = tooCostly(file, type);
    if (tooMuch) throw fileError(413, TOO_COSTLY_MESSAGES[tooMuch]);
    try {
      return await queue.run(userId, write);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw fileError(415, IMAGE_MESSAGES.unreadable);
      if (error instanceof ImageTooLargeError) throw fileError(413, IMAGE_MESSAGES.tooManyPixels);
      throw error;
    }
  };

  /** Runs `work` with the stored objects, removing them again if it fails, so nothing is half-saved. */
  const usingStored = async <T>(stored: StoredImage | undefined, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (stored) await discard(variantKeys(stored.key));
      throw error;
    }
  };

  const ownedImage = async (userId: number, imageId: number) => {
    const image = await images.findWithSeller(imageId);
    if (!image) throw notFound(IMAGE_MESSAGES.imageNotFound);
    if (image.seller_id !== userId) throw forbidden(IMAGE_MESSAGES.notOwner);
    return image;
  };

  /** The product's photos, the preview first; none for a product that does not exist. */
  const photos = async (productId: number): Promise<Image[]> =>
    (await images.listForProduct(productId)).map(toImage);

  return {
    /** The photo encoding queue: routes admit uploads through it, tests and health read its state. */
    queue,
    /**
     * A photo of the user's kept outside any listing (`cases/3`) through the same checks, limits and queue
     * as product photos; the caller points a row at it with `keepOrDiscard`, which removes the objects again
     * when that fails.
     */
    storePhotoIn: (userId: number, folder: string, file: PhotoBytes): Promise<StoredImage> =>
      storeChecked(userId, file, () => storeImageVariantsIn(storage, render, folder, file)),
    async storeAvatar(userId: number, file: PhotoBytes | undefined): Promise<StoredImage> {
      if (!file) throw badRequest(IMAGE_MESSAGES.fileRequired, { image: IMAGE_MESSAGES.fileRequired });
      return storeChecked(userId, file, () =>
        storeImageVariantsIn(storage, render, `avatars/${userId}`, file),
      );
    },
    keepOrDiscard: usingStored,
    /** Removes every variant stored under these key prefixes; a storage hiccup only leaves orphans. */
    async discard(keys: string[]): Promise<void> {
      await discard(keys.flatMap(variantKeys));
    },

    async listForProduct(productId: number): Promise<Image[]> {
      const sellerId = await images.findProductSeller(productId);
      if (sellerId === undefined) throw notFound(IMAGE_MESSAGES.productNotFound);
      return photos(productId);
    },

    async create(userId: number, input: NewImage): Promise<Image> {
      const sellerId = await images.findProductSeller(input.productId);
      if (sellerId === undefined) throw notFound(IMAGE_MESSAGES.productNotFound);
      if (sellerId !== userId) throw forbidden(IMAGE_MESSAGES.notOwner);
      const count = await images.countForProduct(input.productId);
      if (!input.file) {
        const message =
          input.preview || count === 0 ? MESSAGES.previewImageRequired : IMAGE_MESSAGES.fileRequired;
        throw badRequest(message, { image: message });
      }
      if (count >= MAX_PRODUCT_IMAGES)
        throw badRequest(IMAGE_MESSAGES.tooMany, { image: IMAGE_MESSAGES.tooMany });
      const stored = await store(userId, input.productId, input.file);
      const row = await usingStored(stored, () =>
        images.withProductLock(input.productId, async (locked) => {
          const current = await locked.listForProduct(input.productId);
          const taken = new Set(current.map((image) => image.position));
          const position = [...Array(MAX_PRODUCT_IMAGES).keys()].find((slot) => !taken.has(slot));
          if (position === undefined) {
            throw badRequest(IMAGE_MESSAGES.tooMany, { image: IMAGE_MESSAGES.tooMany });
          }
          // The first image is always the preview; a new preview takes the flag from the old one.
          const preview = input.preview || !current.some((image) => image.preview);
          if (preview) await locked.clearPreview(input.productId);
          return locked.insert(input.productId, stored, position, preview);
        }),
      );
      if (!row) throw notFound(IMAGE_MESSAGES.productNotFound);
      return toImage(row);
    },

    /** A new file replaces the variants; `preview: true` moves the flag here. Unset flags stay put. */
    async update(userId: number, imageId: number, change: ImageChange): Promise<Image> {
      const image = await ownedImage(userId, imageId);
      const stored = change.file ? await store(userId, image.product_id, change.file) : undefined;
      const row = await usingStored(stored, () =>
        images.withProductLock(image.product_id, async (locked) => {
          const current = await locked.findWithSeller(imageId);
          if (!current) throw notFound(IMAGE_MESSAGES.imageNotFound);
          if (change.preview === true && !current.preview) await locked.clearPreview(image.product_id);
          return locked.update(imageId, {
            ...stored,
            ...(change.preview === true && { preview: true }),
          });
        }),
      );
      if (!row) throw notFound(IMAGE_MESSAGES.imageNotFound);
      if (stored) await discard(variantKeys(image.key));
      return toImage(row);
    },

    /** Removes the photo and its objects; when it was the preview, the lowest slot left takes over. */
    async remove(userId: number, imageId: number): Promise<{ message: string }> {
      const image = await ownedImage(userId, imageId);
      const removed = await images.withProductLock(image.product_id, async (locked) => {
        const current = await locked.findWithSeller(imageId);
        if (!current) return undefined;
        await locked.remove(imageId);
        if (current.preview) await locked.promoteFirst(image.product_id);
        return current;
      });
      if (!removed) throw notFound(IMAGE_MESSAGES.imageNotFound);
      await discard(variantKeys(removed.key));
      return { message: 'Image deleted.' };
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
