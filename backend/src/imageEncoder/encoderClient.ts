import http from 'node:http';
import {
  EncoderUnavailableError,
  ImageTooLargeError,
  photoLength,
  UnreadableImageError,
  type RenderVariants,
  type Variants,
} from '../storage/imageVariants';
import { VARIANT_LENGTHS_HEADER, VARIANT_ORDER, VARIANTS_PATH, type RefusalReason } from './protocol';

/** A photo waits for the encoder at most this long without a byte moving, then the upload fails. */
const IDLE_TIMEOUT_MS = 120_000;

function splitVariants(body: Buffer, lengthsHeader: string | string[] | undefined): Variants {
  const lengths = String(lengthsHeader ?? '')
    .split(',')
    .map(Number);
  if (lengths.length !== VARIANT_ORDER.length || lengths.reduce((sum, n) => sum + n, 0) !== body.length) {
    throw new Error(`the image encoder answered variants of unexpected lengths: ${String(lengthsHeader)}`);
  }
  let offset = 0;
  return Object.fromEntries(
    VARIANT_ORDER.map((variant, index) => {
      const part = body.subarray(offset, offset + lengths[index]!);
      offset += lengths[index]!;
      return [variant, part];
    }),
  ) as Variants;
}

function refusedAs(body: Buffer): Error {
  const { reason } = JSON.parse(body.toString('utf8')) as { reason?: RefusalReason };
  const cause = new Error(`the image encoder refused the photo: ${reason}`);
  return reason === 'too-many-pixels' ? new ImageTooLargeError(cause) : new UnreadableImageError(cause);
}

/**
 * Encodes in the server's encoding process (`encoderProcess.ts`), reached over `socketPath`. When that
 * process cannot be reached (it is restarting, say), the photo fails with EncoderUnavailableError, which
 * the upload answers as busy with `Retry-After`.
 */
export function encodeInEncoderProcess(socketPath: string): RenderVariants {
  const agent = new http.Agent({ keepAlive: true });
  return (photo) =>
    new Promise<Variants>((resolve, reject) => {
      const request = http.request(
        {
          socketPath,
          agent,
          method: 'POST',
          path: VARIANTS_PATH,
          headers: { 'content-type': 'application/octet-stream', 'content-length': photoLength(photo) },
          timeout: IDLE_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => reject(new EncoderUnavailableError(error)));
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            try {
              if (response.statusCode === 200) {
                resolve(splitVariants(body, response.headers[VARIANT_LENGTHS_HEADER]));
              } else if (response.statusCode === 422) {
                reject(refusedAs(body));
              } else {
                reject(new Error(`the image encoder answered ${response.statusCode}`));
              }
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('the image encoder did not answer')));
      request.on('error', (error) => reject(new EncoderUnavailableError(error)));
      // The pieces go out in one system call where the socket takes them (writev).
      request.cork();
      for (const piece of photo) request.write(piece);
      request.end();
    });
}
