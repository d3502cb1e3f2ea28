import { useAppDispatch } from '../../app/state/hooks';
import { planPhotoChanges } from './photoSlots';
import { addImage, deleteImage, replaceImage } from './productsApi';
import type { usePhotoSlots } from './usePhotoSlots';

/**
 * Sends the photo changes one at a time (so the photos keep the order of their slots), each with its own
 * progress bar. A refused photo keeps its message under its slot and the others still go. Resolves to
 * whether every change was saved.
 */
export function useSavePhotos({ slots, patch, settle }: ReturnType<typeof usePhotoSlots>) {
  const dispatch = useAppDispatch();

  return async function savePhotos(productId: number): Promise<boolean> {
    let allSaved = true;
    for (const change of planPhotoChanges(slots)) {
      const onProgress = (progress: number) => patch(change.slot, { progress });
      if (change.kind !== 'delete') patch(change.slot, { progress: 0, error: null });
      const result =
        change.kind === 'delete'
          ? await dispatch(deleteImage(change.imageId))
          : change.kind === 'replace'
            ? await dispatch(replaceImage({ imageId: change.imageId, file: change.file, onProgress }))
            : await dispatch(addImage({ productId, file: change.file, preview: change.preview, onProgress }));
      if (deleteImage.fulfilled.match(result)) settle(change.slot, null);
      else if (addImage.fulfilled.match(result) || replaceImage.fulfilled.match(result))
        settle(change.slot, result.payload);
      else {
        allSaved = false;
        const error = result.payload;
        patch(change.slot, {
          progress: null,
          error: error?.errors.image ?? error?.message ?? 'This photo could not be saved.',
        });
      }
    }
    return allSaved;
  };
}
