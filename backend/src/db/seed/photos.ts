import sharp from 'sharp';
import {
  storeImageVariants,
  variantKeys,
  type PhotoBytes,
  type StoredImage,
} from '../../storage/imageVariants';
import type { Storage } from '../../storage';
import { renderVariants } from '../../storage/renderVariants';
import { ART, PALETTES, photoSvg, type ArtName, type PaletteName } from './art';
import type { Progress } from './progress';

export interface PhotoJob {
  productId: number;
  seed: string;
  art: ArtName;
  palette: PaletteName;
  photos: number;
}

export interface StoredPhoto extends StoredImage {
  product_id: number;
  position: number;
  preview: boolean;
}

// Drawn art with flat colours: a lighter WebP search costs little in size (see EncodeOptions).
const renderDemoVariants = (photo: PhotoBytes) => renderVariants(photo, { effort: 2 });

// Enough to keep both cores busy while one photo waits on storage; more only adds memory.
const CONCURRENCY = 4;

async function renderPhoto(job: PhotoJob, position: number): Promise<Buffer> {
  const svg = photoSvg(ART[job.art], PALETTES[job.palette], job.seed, position);
  // Uncompressed PNG: it is decoded again at once, so compressing it would only cost time.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}

/**
 * Draws every photo of every product and stores it the way an upload is stored (WebP variants).
 * On failure, what was already stored is removed again.
 */
export async function storeProductPhotos(
  storage: Storage,
  jobs: PhotoJob[],
  progress: Progress = () => {},
): Promise<StoredPhoto[]> {
  const tasks = jobs.flatMap((job) =>
    Array.from({ length: job.photos }, (_, position) => ({ job, position })),
  );
  const stored: StoredPhoto[] = new Array(tasks.length);
  let next = 0;
  let done = 0;
  progress(done, tasks.length);
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const { job, position } = tasks[index]!;
      const image = await storeImageVariants(storage, renderDemoVariants, job.productId, [
        await renderPhoto(job, position),
      ]);
      stored[index] = { ...image, product_id: job.productId, position, preview: position === 0 };
      done += 1;
      progress(done, tasks.length);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } catch (error) {
    await removePhotos(storage, stored.filter(Boolean));
    throw error;
  }
  return stored;
}

export async function removePhotos(storage: Storage, photos: StoredPhoto[]): Promise<void> {
  await storage.remove(photos.flatMap((photo) => variantKeys(photo.key))).catch(() => {});
}
