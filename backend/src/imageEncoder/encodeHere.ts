import type { RenderVariants } from '../storage/imageVariants';
import { lowerThreadPriority } from './threadPriority';

/** Niceness of libvips' threads when photos are encoded inside an API process. */
export const ENCODER_THREAD_NICENESS = 10;

/** libvips starts its threads on demand and keeps them; each photo may have started new ones. */
const lowerLibvipsThreads = () => lowerThreadPriority(ENCODER_THREAD_NICENESS, 'libvips');

/**
 * Encodes in this process: a single API process (`npm run dev`, the tests), which
 * loads libvips at its first photo. Its threads, where the pixel work happens, run at a lower priority
 * while the event loop and libuv's pool, which serve reads, keep theirs.
 */
export const encodeHere: RenderVariants = async (photo) => {
  const { renderVariants } = await import('../storage/renderVariants');
  lowerLibvipsThreads();
  try {
    return await renderVariants(photo);
  } finally {
    lowerLibvipsThreads();
  }
};
