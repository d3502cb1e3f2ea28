import sharp from 'sharp';
import zlib from 'node:zlib';

export type Format = 'png' | 'jpeg' | 'gif' | 'webp';

/** A real image made in memory, so uploads go through the same decoder as a user's photo. */
export async function makeImage(format: Format = 'png', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny file whose PNG header claims `side` x `side` pixels: a decompression bomb in miniature. */
export function hugePngHeader(side = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(10))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
