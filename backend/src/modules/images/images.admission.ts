import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { HttpError } from '../../http/httpError';
import { EncoderUnavailableError } from '../../storage/imageVariants';
import { EncodingQueueFullError, type EncodingQueue } from './encodingQueue';

export const UPLOADS_BUSY = 'Photo uploads are busy right now. Please try again in a moment.';

/** The 503 a busy upload gets, with `Retry-After` saying when a place is likely free. */
export function uploadsBusy(res: Response, retryAfterSeconds: number): HttpError {
  res.set('Retry-After', String(retryAfterSeconds));
  return new HttpError(503, UPLOADS_BUSY);
}

/**
 * Lets a multipart upload in only while the encoding queue has room, before multer buffers its body. A
 * refused body is never kept: what arrived with it is dropped, and once the 503 is written Node reads no
 * more of it. The client has its answer; on a kept-alive connection the rest of its body stays unsent until
 * the connection, idle, is closed (docs/uploads.md). JSON requests (a preview flag alone) carry no photo and
 * always pass.
 */
export function admitUpload(queue: EncodingQueue): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const release = queue.admit();
    if (!release) {
      req.log?.warn({ uploads: queue.state() }, 'photo uploads busy: upload refused');
      req.resume();
      return next(uploadsBusy(res, queue.retryAfterSeconds()));
    }
    // 'finish' as soon as the answer is handed over, 'close' when the client left before that.
    res.once('finish', release);
    res.once('close', release);
    next();
  };
}

/**
 * A full queue met at encoding time (see `EncodingQueue.run`), or an encoding process that cannot be
 * reached for a moment, answers the same 503.
 */
export const encodingQueueFull: ErrorRequestHandler = (error, _req, res, next) => {
  next(
    error instanceof EncodingQueueFullError || error instanceof EncoderUnavailableError
      ? uploadsBusy(res, error.retryAfterSeconds)
      : error,
  );
};
