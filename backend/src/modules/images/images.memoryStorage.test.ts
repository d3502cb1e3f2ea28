import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import express from 'express';
import multer from 'multer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incrementalMemoryStorage } from './images.memoryStorage';

const MAX_BYTES = 1024 * 1024;

/** Bytes that differ from piece to piece, so a piece copied to the wrong place shows. */
const bytes = (length: number, seed = 0) =>
  Buffer.from(Array.from({ length }, (_, i) => (i * 7 + seed) % 251));

/** Runs the storage on `pieces` as if a request carried them. */
function stored(pieces: Buffer[]) {
  const stream = new PassThrough();
  const file = { stream } as unknown as Express.Multer.File;
  const result = new Promise<Partial<Express.Multer.File>>((resolve, reject) =>
    incrementalMemoryStorage(MAX_BYTES)._handleFile({} as express.Request, file, (error, info) =>
      error ? reject(error as Error) : resolve(info!),
    ),
  );
  for (const piece of pieces) stream.write(piece);
  stream.end();
  return result;
}

describe('incremental memory storage', () => {
  it('keeps the pieces in order, growing its buffer past the first allocation', async () => {
    const pieces = [bytes(70_000, 1), bytes(1, 2), bytes(300_000, 3), bytes(65_536, 4), bytes(500_000, 5)];
    const whole = Buffer.concat(pieces);
    const info = await stored(pieces);
    expect(info.size).toBe(whole.length);
    expect(info.buffer!.equals(whole)).toBe(true);
  });

  it('keeps an empty file as an empty buffer', async () => {
    const info = await stored([]);
    expect(info.size).toBe(0);
    expect(info.buffer!.length).toBe(0);
  });
});

describe('incremental memory storage behind multer', () => {
  const app = express();
  const upload = multer({ storage: incrementalMemoryStorage(MAX_BYTES), limits: { fileSize: MAX_BYTES } });
  app.post('/', upload.single('image'), (req, res) => {
    res.json({ size: req.file?.size, sum: req.file?.buffer.reduce((sum, byte) => (sum + byte) % 65_521, 0) });
  });
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(413).json({ code: (error as multer.MulterError).code });
  });
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = (photo: Buffer) => {
    const form = new FormData();
    form.append('image', new Blob([photo]), 'photo.jpg');
    return fetch(base, { method: 'POST', body: form });
  };

  it('hands the route the photo as sent', async () => {
    const photo = bytes(MAX_BYTES - 5, 9);
    const res = await send(photo);
    expect(await res.json()).toEqual({
      size: photo.length,
      sum: photo.reduce((sum, byte) => (sum + byte) % 65_521, 0),
    });
  });

  it('still refuses a photo over the limit', async () => {
    const res = await send(bytes(MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'LIMIT_FILE_SIZE' });
  });
});
