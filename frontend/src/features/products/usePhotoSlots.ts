import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductImage } from '../../lib/types';
import { emptySlot, fileError, slotsFromImages, type PhotoSlot } from './photoSlots';

/** The form's six photo slots, and the object URLs their previews use (released when done with). */
export function usePhotoSlots(images: ProductImage[] | undefined) {
  const [slots, setSlots] = useState<PhotoSlot[]>(() => slotsFromImages(images));
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const created = urls.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const release = (url: string | null) => {
    if (!url) return;
    URL.revokeObjectURL(url);
    urls.current.delete(url);
  };

  const patch = useCallback((index: number, changes: Partial<PhotoSlot>) => {
    setSlots((current) => current.map((slot, i) => (i === index ? { ...slot, ...changes } : slot)));
  }, []);

  function choose(index: number, file: File) {
    const error = fileError(file);
    // A refused file is kept (so the form cannot be sent with it) but not drawn: it is no picture.
    const url = error ? null : URL.createObjectURL(file);
    if (url) urls.current.add(url);
    release(slots[index]?.fileUrl ?? null);
    patch(index, { file, fileUrl: url, error });
  }

  function remove(index: number) {
    const slot = slots[index];
    if (!slot) return;
    release(slot.fileUrl);
    patch(index, { file: null, fileUrl: null, removed: Boolean(slot.existing), error: null });
  }

  /** After a successful call: the slot now holds what the server holds. */
  function settle(index: number, existing: ProductImage | null) {
    release(slots[index]?.fileUrl ?? null);
    patch(index, { ...emptySlot, existing });
  }

  return { slots, setSlots, patch, choose, remove, settle };
}
