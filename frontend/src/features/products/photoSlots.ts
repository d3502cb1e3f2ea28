import { MAX_PRODUCT_IMAGES } from '@handmade/common';
import { imageFileError } from '../../lib/imageFiles';
import type { ProductImage } from '../../lib/types';

export { ACCEPTED_IMAGE_TYPES } from '../../lib/imageFiles';

/** One of the six photo places of the form: slot 0 is the preview. */
export interface PhotoSlot {
  /** The photo the server holds for this slot. */
  existing: ProductImage | null;
  /** A file chosen for it and not uploaded yet, with its object URL for the preview. */
  file: File | null;
  fileUrl: string | null;
  /** The existing photo was taken out. */
  removed: boolean;
  /** Upload progress from 0 to 1 while the file is being sent. */
  progress: number | null;
  error: string | null;
}

export const emptySlot: PhotoSlot = {
  existing: null,
  file: null,
  fileUrl: null,
  removed: false,
  progress: null,
  error: null,
};

/** The product's photos in their slots: the preview first, then the others in the server's order. */
export function slotsFromImages(images: ProductImage[] = []): PhotoSlot[] {
  const ordered = [...images.filter((image) => image.preview), ...images.filter((image) => !image.preview)];
  return Array.from({ length: MAX_PRODUCT_IMAGES }, (_, index) => {
    const existing = ordered[index];
    return existing ? { ...emptySlot, existing } : emptySlot;
  });
}

/** What the slot shows: the chosen file, else the photo still kept. */
export function slotImageUrl(slot: PhotoSlot): string | null {
  if (slot.fileUrl) return slot.fileUrl;
  if (slot.existing && !slot.removed) return slot.existing.url_small ?? slot.existing.url;
  return null;
}

export const fileError = imageFileError;

export type PhotoChange =
  | { kind: 'delete'; slot: number; imageId: number }
  | { kind: 'replace'; slot: number; imageId: number; file: File }
  | { kind: 'add'; slot: number; file: File; preview: boolean };

/**
 * The calls that bring the server in line with the slots (spec §4): a new file on a filled slot replaces
 * its photo, an emptied slot is deleted, a file in an empty slot is added. Deletes go first, so the six-photo
 * limit is never hit on the way.
 */
export function planPhotoChanges(slots: PhotoSlot[]): PhotoChange[] {
  const deletes: PhotoChange[] = [];
  const others: PhotoChange[] = [];
  slots.forEach((slot, index) => {
    if (slot.existing && slot.file) {
      others.push({ kind: 'replace', slot: index, imageId: slot.existing.id, file: slot.file });
    } else if (slot.existing && slot.removed) {
      deletes.push({ kind: 'delete', slot: index, imageId: slot.existing.id });
    } else if (!slot.existing && slot.file) {
      others.push({ kind: 'add', slot: index, file: slot.file, preview: index === 0 });
    }
  });
  return [...deletes, ...others];
}
