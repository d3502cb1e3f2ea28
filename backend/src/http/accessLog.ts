import { IncomingMessage, type ServerResponse } from 'node:http';
import type { Logger } from '../logger';

declare module 'node:http' {
  interface IncomingMessage {
    /** This process's number for the request, in its access line and in anything logged for it. */
    id: number;
    /** The logger for what happens while answering the request; its records carry the request's id. */
    readonly log: Logger;
  }
}

const parentLogger = Symbol('parentLogger');
const childLogger = Symbol('childLogger');

interface LoggedRequest extends IncomingMessage {
  [parentLogger]?: Logger;
  [childLogger]?: Logger;
}

// One getter for every request, making the request's logger on first use: most requests log nothing but their
// access line. A getter defined on each request instead gave each request a hidden class of its own (a cached
// answer cost 38 µs of CPU with it, 27 without).
Object.defineProperty(IncomingMessage.prototype, 'log', {
  configurable: true,
  get(this: LoggedRequest): Logger | undefined {
    return (this[childLogger] ??= this[parentLogger]?.child({ reqId: this.id }));
  },
});

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
  return (req: LoggedRequest, res) => {
    const started = performance.now();
    const id = ++lastId;
    req.id = id;
    req[parentLogger] = logger;
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
