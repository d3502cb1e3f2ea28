import type { RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from '../../http/httpError';
import { MAX_IMAGE_BYTES } from '../../storage/imageVariants';
import { piecesInMemory } from './images.memoryStorage';

export const IMAGE_TOO_BIG = 'An image can be at most 5 MB.';

const upload = multer({
  storage: piecesInMemory,
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
}).single('image');

/** One optional `image` file kept in memory, plus a few short text fields; JSON bodies pass through. */
export const imageUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE')
        return next(new HttpError(413, IMAGE_TOO_BIG, { image: IMAGE_TOO_BIG }));
      return next(error);
    }
    // Anything else here comes from parsing the client's multipart body (a cut or malformed form).
    next(new HttpError(400, 'The upload could not be read. Please send it as multipart/form-data.'));
  });
};
