import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { HttpError } from '../../http/httpError';
import { EncoderUnavailableError } from '../../storage/imageVariants';
import { currentUser } from '../auth';
import { EncodingQueueFullError, UPLOADS_PER_ACCOUNT, type EncodingQueue } from './encodingQueue';

export const UPLOADS_BUSY = 'Photo uploads are busy right now. Please try again in a moment.';
export const UPLOADS_BUSY_FOR_ACCOUNT = `You already have ${UPLOADS_PER_ACCOUNT} photos uploading. Please try again once they are done.`;

/** The 503 a busy upload gets, with `Retry-After` saying when a place is likely free. */
export function uploadsBusy(res: Response, retryAfterSeconds: number, message = UPLOADS_BUSY): HttpError {
  res.set('Retry-After', String(retryAfterSeconds));
  return new HttpError(503, message);
}

/**
 * Lets a multipart upload in (after `requireAuth`) only while the encoding queue has room and its account
 * has not already its share of it, before multer buffers its body. A refused body is never kept: what
 * arrived with it is dropped, and once the 503 is written Node reads no more of it. The client has its
 * answer; on a kept-alive connection the rest of its body stays unsent until the connection, idle, is closed
 * (docs/uploads.md). JSON requests (a preview flag alone) carry no photo and always pass.
 */
export function admitUpload(queue: EncodingQueue): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const admission = queue.admit(currentUser(req).id);
    if ('refused' in admission) {
      req.log?.warn({ uploads: queue.state(), refused: admission.refused }, 'photo upload refused: busy');
      req.resume();
      const message = admission.refused === 'account' ? UPLOADS_BUSY_FOR_ACCOUNT : UPLOADS_BUSY;
      return next(uploadsBusy(res, queue.retryAfterSeconds(), message));
    }
    // 'finish' as soon as the answer is handed over, 'close' when the client left before that.
    res.once('finish', admission.release);
    res.once('close', admission.release);
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
