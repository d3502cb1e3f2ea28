import sharp from 'sharp';
import zlib from 'node:zlib';
import type { Storage } from '../../storage';

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

/**
 * A real 16-bit greyscale PNG of one shade: a few kilobytes to send, a costly decode (pixels times bit
 * depth) to make variants of.
 */
export function sixteenBitPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 16;
  header[9] = 0;
  // Each row: filter type 0, then two bytes a pixel.
  const rows = Buffer.alloc((1 + width * 2) * height);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A GIF of `frames` frames of one pixel each, on a logical screen of `width` x `height`: each frame is a
 * graphic control extension and a one-pixel image (23 bytes).
 */
export function gifOf({ width, height, frames }: { width: number; height: number; frames: number }): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // a global colour table of two colours
  const colours = Buffer.from([0, 0, 0, 255, 255, 255]);
  const frame = Buffer.from([
    ...[0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00], // graphic control: a delay of 10/100 s
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0], // image descriptor: 1 x 1 at 0, 0
    ...[0x02, 0x02, 0x44, 0x01, 0x00], // LZW, minimum code size 2: clear, pixel 0, end
  ]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    colours,
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

/**
 * Disk storage whose writes can be held: a held write keeps its photo's encoder busy, so a test can fill
 * the queue and look at the server while it is full. `writes` lists every key asked for, in order.
 */
export function holdableStorage(inner: Storage) {
  let held: Promise<void> | undefined;
  let letGo = () => {};
  const waitingWrites: string[] = [];
  const writes: string[] = [];
  const storage: Storage = {
    ...inner,
    async put(key, body, contentType) {
      writes.push(key);
      if (held) {
        waitingWrites.push(key);
        await held;
      }
      return inner.put(key, body, contentType);
    },
  };
  return {
    storage,
    waitingWrites,
    writes,
    hold: () => (held = new Promise<void>((resolve) => (letGo = resolve))),
    release: () => {
      held = undefined;
      letGo();
    },
  };
}
