import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hugePngHeader, makeImage, pngChunk } from '../../src/modules/images/images.testing';
import type { Storage } from '../../src/storage';
import { createDiskStorage } from '../../src/storage/diskStorage';
import { createTestApp, signUp } from '../testApp';
import { insertProduct } from '../shopFixtures';

/** Every key the app asks storage to write, on top of the disk storage. */
const putKeys: string[] = [];
const test = createTestApp({
  storage: (config): Storage => {
    const disk = createDiskStorage(path.join(config.dataDir, 'uploads'));
    return {
      ...disk,
      kind: disk.kind,
      put: (key, body, type) => {
        putKeys.push(key);
        return disk.put(key, body, type);
      },
    };
  },
});

/** A valid grey PNG of width x height whose pixel data is deflated zeros: tiny on the wire, huge decoded. */
function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // One filter byte per row plus the pixels, all zero: deflate shrinks it about a thousand times.
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function sellerWithProduct() {
  const seller = await signUp(test);
  const product = await insertProduct(test, seller.user.id);
  const upload = (file: Buffer, name = 'photo.png') =>
    seller.agent
      .post('/api/products/images/new')
      .field('product_id', String(product.id))
      .attach('image', file, name);
  return { seller, product, upload };
}

async function expectNothingStored(productId: number, keysBefore: number) {
  expect(await test.db('product_images').where({ product_id: productId })).toEqual([]);
  expect(putKeys.length).toBe(keysBefore);
}

describe('upload defences', () => {
  it('refuses decompression bombs through the pixel limit, with a 413 and nothing stored', async () => {
    const { product, upload } = await sellerWithProduct();
    const bomb = pngBomb(8_000, 8_000); // 64 megapixels, about 60 kB compressed
    expect(bomb.length).toBeLessThan(1024 * 1024);
    for (const file of [bomb, hugePngHeader(20_000)]) {
      const before = putKeys.length;
      const res = await upload(file);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        message: 'The image is too large: at most 40 megapixels.',
        errors: { image: 'The image is too large: at most 40 megapixels.' },
      });
      await expectNothingStored(product.id, before);
    }
  });

  it.each([
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.png',
    ],
    [
      'an HTML page',
      Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script>'),
      'page.png',
    ],
    [
      'a GIF header followed by JavaScript',
      Buffer.from('GIF89a/*\x00\x00*/=alert(1);//<script>alert(2)</script>', 'latin1'),
      'x.gif',
    ],
    [
      'PNG magic followed by garbage',
      Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.from('<?php system($_GET[0]); ?>')]),
      'x.png',
    ],
    [
      'JPEG magic followed by HTML',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script>')]),
      'x.jpg',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), 'x.pdf'],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
  ])('refuses %s by its bytes (415 or 400, never 500), storing nothing', async (_name, bytes, filename) => {
    const { product, upload } = await sellerWithProduct();
    const before = putKeys.length;
    const res = await upload(bytes, filename);
    expect([400, 415]).toContain(res.status);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.errors).toHaveProperty('image');
    await expectNothingStored(product.id, before);
  });

  it('names stored objects itself: a client file name or key never reaches storage', async () => {
    const { seller, product } = await sellerWithProduct();
    const before = putKeys.length;
    const res = await seller.agent
      .post('/api/products/images/new')
      .field('product_id', String(product.id))
      .field('key', '../../../etc/evil')
      .field('url', 'https://evil.example/x.png')
      .attach('image', await makeImage('png'), '../../../../etc/passwd.png');
    // Unknown fields are either ignored or refused; the stored key is the server's either way.
    if (res.status === 201) {
      const row = await test.db('product_images').where({ id: res.body.id }).first();
      expect(row.key).toMatch(
        new RegExp(`^products/${product.id}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`),
      );
      expect(res.body.url).not.toContain('evil');
    } else {
      expect(res.status).toBe(400);
    }
    for (const key of putKeys.slice(before)) {
      expect(key).toMatch(/^products\/\d+\/[0-9a-f-]{36}\/(400|800|1600)\.webp$/);
      expect(key).not.toMatch(/passwd|evil|\.\./);
    }
  });
});
