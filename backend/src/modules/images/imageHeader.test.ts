import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tooCostly } from './imageCost';
import { readImageHeader } from './imageHeader';
import { gifOf, hugePngHeader, makeImage, sixteenBitPng } from './images.testing';

/** The same bytes cut into pieces of `size`, as a request's body arrives. */
const inPieces = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
    bytes.subarray(index * size, (index + 1) * size),
  );

describe('image header', () => {
  it('reads the size of each format as the decoder would, whatever the pieces', async () => {
    for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
      const image = await makeImage(format, 321, 123);
      for (const pieces of [[image], inPieces(image, 7)]) {
        expect(readImageHeader(pieces, format), format).toMatchObject({
          width: 321,
          height: 123,
          bitsPerSample: 8,
          frames: 1,
        });
      }
    }
    const lossless = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#c84' } })
      .webp({ lossless: true })
      .toBuffer();
    expect(readImageHeader([lossless], 'webp')).toMatchObject({ width: 300, height: 200 });
    const extended = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#c84' } })
      .webp({ lossless: true })
      .withExif({ IFD0: { Copyright: 'Handmade Market' } })
      .toBuffer();
    expect(readImageHeader([extended], 'webp')).toMatchObject({ width: 300, height: 200 });
  });

  it('reads the depth of a 16-bit PNG, and a GIF’s screen and frames', () => {
    expect(readImageHeader([sixteenBitPng(30, 20)], 'png')).toMatchObject({
      width: 30,
      height: 20,
      bitsPerSample: 16,
    });
    expect(readImageHeader(inPieces(gifOf({ width: 640, height: 480, frames: 7 }), 5), 'gif')).toEqual({
      width: 640,
      height: 480,
      bitsPerSample: 8,
      frames: 7,
      framePixels: 7,
    });
  });

  it('reads nothing from magic bytes followed by something else, leaving those to the decoder', () => {
    const after = (magic: string, rest: string) => [Buffer.from(magic, 'latin1'), Buffer.from(rest)];
    expect(readImageHeader(after('\x89PNG\r\n\x1a\n', '<?php system($_GET[0]); ?>'), 'png')).toBeUndefined();
    expect(
      readImageHeader(after('\xff\xd8\xff\xe0', '<html><script>alert(1)</script>'), 'jpeg'),
    ).toBeUndefined();
    expect(readImageHeader(after('GIF89a', '/*\xff\xff*/=1;alert(1)//'), 'gif')).toBeUndefined();
    expect(readImageHeader(after('RIFF\x00\x00\x00\x00WEBPVP8 ', 'garbage garbage'), 'webp')).toBeUndefined();
  });

  it('finds a photo too costly by its pixels, its pixels at 16 bits, or its frames', async () => {
    expect(tooCostly([await makeImage('jpeg', 64, 48)], 'jpeg')).toBeUndefined();
    expect(tooCostly([hugePngHeader(10_000)], 'png')).toBe('pixels');
    expect(tooCostly([sixteenBitPng(4_000, 5_000)], 'png')).toBeUndefined();
    expect(tooCostly([sixteenBitPng(4_600, 4_600)], 'png')).toBe('deep-pixels');
    expect(tooCostly([gifOf({ width: 65_535, height: 65_535, frames: 1 })], 'gif')).toBe('pixels');
    expect(tooCostly([gifOf({ width: 10, height: 10, frames: 100 })], 'gif')).toBeUndefined();
    expect(tooCostly([gifOf({ width: 10, height: 10, frames: 101 })], 'gif')).toBe('frames');
  });
});
