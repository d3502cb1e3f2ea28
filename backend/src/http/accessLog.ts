import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger';

declare module 'node:http' {
  interface IncomingMessage {
    /** This process's number for the request, in its access line and in anything logged for it. */
    id: number;
    /** The logger for what happens while answering the request; its records carry the request's id. */
    log: Logger;
  }
}

/**
 * One line per request once it is answered (or abandoned by its client): id, method, URL, status and time
 * taken. Only these fields are written, never headers, so no cookie or token can reach the log. Run by the
 * HTTP server on every request before anything else answers it, an answer from memory included.
 */
export function accessLog(
  logger: Logger,
  ignore: (url: string) => boolean = () => false,
): (req: IncomingMessage, res: ServerResponse) => void {
  let lastId = 0;
  return (req, res) => {
    const started = performance.now();
    const id = ++lastId;
    req.id = id;
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      get: () => (child ??= logger.child({ reqId: id })),
      configurable: true,
    });
    const { method, url = '' } = req;
    if (ignore(url)) return;
    res.once('close', () => {
      const responseTime = Math.round((performance.now() - started) * 10) / 10;
      const record = { req: { id, method, url }, res: { statusCode: res.statusCode }, responseTime };
      if (!res.writableFinished) logger.warn(record, 'request aborted');
      else if (res.statusCode >= 500) logger.error(record, 'request errored');
      else logger.info(record, 'request completed');
    });
  };
}
