import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

declare module 'express-serve-static-core' {
  interface Request {
    /** This process's number for the request, in its access line and in anything logged for it. */
    id: number;
    /** The logger for what happens while answering the request; its records carry the request's id. */
    log: Logger;
  }
}

/**
 * The app's first middleware: gives each request an id and a logger of its own, and writes one line per
 * request once it is answered (or abandoned by its client): id, method, URL, status and time taken. Only
 * these fields are written, never headers, so no cookie or token can reach the log.
 */
export function accessLog(logger: Logger, ignore: (url: string) => boolean = () => false): RequestHandler {
  let lastId = 0;
  return (req, res, next) => {
    const started = performance.now();
    const id = ++lastId;
    req.id = id;
    req.log = logger.child({ reqId: id });
    const { method, originalUrl: url } = req;
    if (!ignore(url)) {
      res.once('close', () => {
        const responseTime = Math.round((performance.now() - started) * 10) / 10;
        const record = { req: { id, method, url }, res: { statusCode: res.statusCode }, responseTime };
        if (!res.writableFinished) logger.warn(record, 'request aborted');
        else if (res.statusCode >= 500) logger.error(record, 'request errored');
        else logger.info(record, 'request completed');
      });
    }
    next();
  };
}
