import type { StorageEngine } from 'multer';

/** A photo's buffer starts here and doubles as the photo arrives, up to the largest photo allowed. */
const FIRST_ALLOCATION = 256 * 1024;

/**
 * multer's memory storage, but each piece of the photo is copied into one buffer as it arrives, instead of
 * all of them at once when it ends (`Buffer.concat`). Photos sent side by side end side by side: five 5 MB
 * bodies copied together held a worker's event loop for 40-90 ms, and every read it was serving with it.
 * The buffer grows by doubling rather than being sized from `Content-Length` at once: ten photos admitted
 * together then allocated 50 MB in one moment, and 3 of 6 bursts went over the read budget (docs/uploads.md).
 */
export function incrementalMemoryStorage(maxBytes: number): StorageEngine {
  return {
    _handleFile(_req, file, done) {
      let buffer = Buffer.allocUnsafe(FIRST_ALLOCATION);
      let size = 0;
      file.stream.on('data', (piece: Buffer) => {
        if (size + piece.length > buffer.length) {
          const grown = Buffer.allocUnsafe(
            Math.max(size + piece.length, Math.min(buffer.length * 2, maxBytes)),
          );
          buffer.copy(grown, 0, 0, size);
          buffer = grown;
        }
        size += piece.copy(buffer, size);
      });
      file.stream.on('end', () => done(null, { buffer: buffer.subarray(0, size), size }));
    },
    _removeFile(_req, file, done) {
      delete (file as Partial<Express.Multer.File>).buffer;
      done(null);
    },
  };
}
