import type { Request, RequestHandler } from 'express';
import pLimit from 'p-limit';
import { HttpError } from './httpError';

export interface Turns {
  /** How many requests are answered at once; the others wait, first come first served. */
  atOnce: number;
  /** How many may wait; past that a request is turned away with 503 and `Retry-After`. */
  waiting: number;
  /** The 503's message. */
  busy: string;
}

/**
 * Lets the requests `applies` picks run `atOnce` at a time, each holding its turn until its answer is sent or its
 * client leaves. For costly reads (a search over the catalogue): a burst of them waits its turn instead of
 * taking every database connection and core from the cheap reads around it.
 */
export function takeTurns(
  { atOnce, waiting, busy }: Turns,
  applies: (req: Request) => boolean,
): RequestHandler {
  const limit = pLimit(atOnce);
  return (req, res, next) => {
    if (!applies(req)) {
      next();
      return;
    }
    if (limit.pendingCount >= waiting) {
      res.set('Retry-After', '1');
      next(new HttpError(503, busy));
      return;
    }
    // Heard from the start: a client that leaves while waiting frees its turn as soon as it comes.
    let left = false;
    const closed = new Promise<void>((resolve) => {
      res.once('close', () => {
        left = true;
        resolve();
      });
    });
    void limit(() => {
      if (!left) next();
      return closed;
    });
  };
}
