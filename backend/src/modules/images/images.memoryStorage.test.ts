import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import express from 'express';
import multer from 'multer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { piecesInMemory, uploadedPhoto, type PhotoPieces } from './images.memoryStorage';

const MAX_BYTES = 1024 * 1024;

/** Bytes that differ from piece to piece, so a piece copied to the wrong place shows. */
const bytes = (length: number, seed = 0) =>
  Buffer.from(Array.from({ length }, (_, i) => (i * 7 + seed) % 251));

/** Runs the storage on `pieces` as if a request carried them. */
function stored(pieces: Buffer[]) {
  const stream = new PassThrough();
  const file = { stream } as unknown as Express.Multer.File;
  const result = new Promise<PhotoPieces>((resolve, reject) =>
    piecesInMemory._handleFile({} as express.Request, file, (error, info) =>
      error ? reject(error as Error) : resolve(info as PhotoPieces),
    ),
  );
  for (const piece of pieces) stream.write(piece);
  stream.end();
  return result;
}

const checksum = (pieces: readonly Buffer[]) =>
  pieces.reduce((sum, piece) => piece.reduce((within, byte) => (within + byte) % 65_521, sum), 0);

describe('photo pieces in memory', () => {
  it('keeps the very pieces that arrived, in order, without copying them', async () => {
    const pieces = [bytes(70_000, 1), bytes(1, 2), bytes(300_000, 3), bytes(65_536, 4), bytes(500_000, 5)];
    const info = await stored(pieces);
    expect(info.size).toBe(Buffer.concat(pieces).length);
    expect(info.pieces).toHaveLength(pieces.length);
    info.pieces.forEach((piece, index) => expect(piece).toBe(pieces[index]));
  });

  it('keeps an empty file as no pieces', async () => {
    const info = await stored([]);
    expect(info).toEqual({ pieces: [], size: 0 });
  });
});

describe('photo pieces behind multer', () => {
  const app = express();
  const upload = multer({ storage: piecesInMemory, limits: { fileSize: MAX_BYTES } });
  app.post('/', upload.single('image'), (req, res) => {
    const photo = uploadedPhoto(req.file) ?? [];
    res.json({ size: req.file?.size, sum: checksum(photo) });
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
    expect(await res.json()).toEqual({ size: photo.length, sum: checksum([photo]) });
  });

  it('still refuses a photo over the limit', async () => {
    const res = await send(bytes(MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'LIMIT_FILE_SIZE' });
  });
});
