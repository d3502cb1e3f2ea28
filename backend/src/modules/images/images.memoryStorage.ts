import type { StorageEngine } from 'multer';
import type { PhotoBytes } from '../../storage/imageVariants';

/** What the storage leaves on `req.file`: the photo in the pieces it arrived in. */
export interface PhotoPieces {
  pieces: PhotoBytes;
  size: number;
}

/**
 * multer's memory storage without the copying: each piece of the photo, as the request's body brought it
 * (Node's HTTP parser hands every piece over in a buffer of its own), is kept in a list, and the list is the
 * photo. multer's own storage gathers them with `Buffer.concat` when the photo ends: five 5 MB photos ending
 * together held a worker's event loop for 40-90 ms. Copying each piece into one growing buffer as it arrives
 * spread that out, but stayed the largest single cost of a burst of uploads (docs/uploads.md).
 */
export const piecesInMemory: StorageEngine = {
  _handleFile(_req, file, done) {
    const pieces: Buffer[] = [];
    let size = 0;
    file.stream.on('data', (piece: Buffer) => {
      pieces.push(piece);
      size += piece.length;
    });
    file.stream.on('end', () => {
      const photo: PhotoPieces = { pieces, size };
      done(null, photo as Partial<Express.Multer.File>);
    });
  },
  _removeFile(_req, file, done) {
    delete (file as Partial<PhotoPieces>).pieces;
    done(null);
  },
};

/** The photo an upload carried, if it carried one. */
export function uploadedPhoto(file: Express.Multer.File | undefined): PhotoBytes | undefined {
  return (file as Partial<PhotoPieces> | undefined)?.pieces;
}
