import fs from 'node:fs';
import http from 'node:http';
import type { Config } from '../config';
import { ImageTooLargeError, MAX_IMAGE_BYTES, UnreadableImageError } from '../storage/imageVariants';
import { loggerFor } from '../startup';
import { VARIANT_LENGTHS_HEADER, VARIANT_ORDER, VARIANTS_PATH, type RefusalReason } from './protocol';
import { lowerThreadPriority } from './threadPriority';

/**
 * The encoding process gives way to everything else on the machine: at the lowest priority it only gets
 * the CPU the API processes and PostgreSQL leave.
 */
export const ENCODING_PROCESS_NICENESS = 19;

/** Runs `work` with at most `limit` of them at once, the others in order of arrival. */
function createLimiter(limit: number) {
  const line: (() => void)[] = [];
  let running = 0;
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => line.push(resolve));
    try {
      return await work();
    } finally {
      const next = line.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

function readBody(req: http.IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    req.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length <= maxBytes) chunks.push(chunk);
    });
    req.on('end', () => resolve(length <= maxBytes ? Buffer.concat(chunks, length) : undefined));
    req.on('error', reject);
  });
}

const refusal = (error: unknown): RefusalReason | undefined =>
  error instanceof ImageTooLargeError
    ? 'too-many-pixels'
    : error instanceof UnreadableImageError
      ? 'unreadable'
      : undefined;

/**
 * The process of `npm start` that encodes every photo for the whole server (the supervisor starts it
 * beside the API workers). libvips and the memory it takes while encoding live here alone, and the whole
 * process runs at the lowest CPU priority. It encodes `config.imageEncoders` photos at once; the API
 * processes bound what they send (each its share of the queue).
 */
export async function runImageEncoder(config: Config): Promise<void> {
  const socketPath = config.imageEncoderSocket;
  if (!socketPath) throw new Error('The image encoder needs IMAGE_ENCODER_SOCKET: the supervisor sets it.');
  const logger = loggerFor(config).child({ role: 'image encoder' });
  lowerThreadPriority(ENCODING_PROCESS_NICENESS);
  const { renderVariants } = await import('../storage/renderVariants');
  const limited = createLimiter(config.imageEncoders);

  const server = http.createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== VARIANTS_PATH) {
        res.writeHead(404).end();
        return;
      }
      const input = await readBody(req, MAX_IMAGE_BYTES);
      if (!input) {
        res.writeHead(413).end();
        return;
      }
      try {
        const variants = await limited(() => renderVariants([input]));
        const bodies = VARIANT_ORDER.map((variant) => variants[variant]);
        res
          .writeHead(200, {
            'content-type': 'application/octet-stream',
            [VARIANT_LENGTHS_HEADER]: bodies.map((body) => body.length).join(','),
          })
          .end(Buffer.concat(bodies));
      } catch (error) {
        const reason = refusal(error);
        if (!reason) logger.error({ err: error }, 'photo encoding failed');
        res.writeHead(reason ? 422 : 500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ reason }));
      }
    })().catch((error: unknown) => {
      logger.error({ err: error }, 'photo encoding request failed');
      res.destroy();
    });
  });

  fs.rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  logger.info({ encoders: config.imageEncoders }, 'image encoder ready');
  process.send?.('ready');

  // The supervisor stops it with SIGTERM after the workers have drained; if the supervisor dies, so does it.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', () => {}); // Ctrl-C reaches the whole group: the supervisor decides when to stop
  process.on('disconnect', stop);
}
