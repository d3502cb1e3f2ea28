import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../../src/modules/images/images.testing';
import { variantKeys } from '../../src/storage/imageVariants';
import { createTestApp } from '../testApp';
import { MISSING_ID, nastyString, pathParam, RUNS, TIMEOUT } from './arbitraries';
import { createFuzzer } from './fuzzHarness';
import { cookieOf, whoArbitrary } from './fuzzRequest';
import { createFuzzWorld, type FuzzWorld } from './fuzzWorld';

const test = createTestApp();
let world: FuzzWorld;
let realImage: Buffer;
beforeAll(async () => {
  world = await createFuzzWorld(test);
  realImage = await makeImage('png', 40, 30);
});
const fuzzer = createFuzzer(test, () => world, 'uploads');
const who = whoArbitrary(test, () => world);

const PNG_MAGIC = Buffer.from('\x89PNG\r\n\x1a\n', 'latin1');

/** File contents: random bytes, the right magic followed by garbage, markup, polyglots, or a real photo. */
const fileBytes: fc.Arbitrary<() => Buffer> = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => () => Buffer.from(bytes)),
  fc.uint8Array({ maxLength: 500 }).map((bytes) => () => Buffer.concat([PNG_MAGIC, Buffer.from(bytes)])),
  fc.constantFrom(
    () => Buffer.alloc(0),
    () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
    () => Buffer.from('GIF89a/*<script>alert(1)</script>*/=1;', 'latin1'),
    () => Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1'),
    () => Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'),
    () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
    () => realImage,
  ),
);

const fileName = fc.oneof(
  fc.constantFrom(
    'photo.png',
    'photo.PNG',
    'x.svg',
    'index.html',
    '../../../etc/passwd',
    'a.png.exe',
    '.png',
    '',
  ),
  nastyString.map((name) => `${name.replace(/["\r\n\\]/g, '').slice(0, 200)}.png`),
);

const part = fc.record({
  name: fc.oneof(
    fc.constantFrom('image', 'image', 'file', 'images', 'image[]', 'product_id', 'preview'),
    nastyString,
  ),
  bytes: fileBytes,
  filename: fileName,
});

const field = fc.record({
  name: fc.oneof(
    fc.constantFrom('product_id', 'preview', 'key', 'url', 'seller_id', '__proto__'),
    nastyString,
  ),
  value: fc.oneof(nastyString, fc.constantFrom('true', 'false', '1', '')),
});

const upload = fc.record({
  who,
  target: fc.oneof(
    fc.constant({ method: 'post' as const, path: '/api/products/images/new' }),
    fc.oneof(fc.constantFrom(0, 1, MISSING_ID).map(String), pathParam).map((id) => ({
      method: 'put' as const,
      id,
      path: '',
    })),
  ),
  productId: fc.oneof(fc.constantFrom('own', 'others', String(MISSING_ID)), nastyString),
  preview: fc.option(fc.oneof(fc.constantFrom('true', 'false'), nastyString), { nil: undefined }),
  files: fc.array(part, { maxLength: 3 }),
  fields: fc.array(field, { maxLength: 4 }),
});

/** The owner's honest upload with a few fuzzed extras, so the accepting path is fuzzed too. */
const nearlyValid = upload.map((input) => ({
  ...input,
  who: { kind: 'owner' as const },
  target: { method: 'post' as const, path: '/api/products/images/new' },
  productId: 'own',
  files: [{ name: 'image', bytes: () => realImage, filename: input.files[0]?.filename ?? 'photo.png' }],
}));

/** Every object under the world's products on disk belongs to an image row: a refusal leaves no orphan. */
async function noOrphanFiles(): Promise<void> {
  const rows = await test
    .db('product_images')
    .whereIn('product_id', [world.ownProduct.id, world.othersProduct.id]);
  const expected = rows.flatMap((row) => variantKeys(row.key)).sort();
  const root = path.join(test.config.dataDir, 'uploads');
  const found = [world.ownProduct.id, world.othersProduct.id]
    .flatMap((id) => {
      const dir = path.join(root, 'products', String(id));
      return fs.existsSync(dir)
        ? fs
            .readdirSync(dir, { recursive: true })
            .map((file) => path.join('products', String(id), String(file)))
        : [];
    })
    .filter((file) => file.endsWith('.webp'))
    .sort();
  expect(found).toEqual(expected);
}

describe('fuzzing photo uploads', () => {
  it(
    'any multipart form, as anyone: never a 5xx, a refusal stores nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ weight: 4, arbitrary: upload }, { weight: 1, arbitrary: nearlyValid }),
          async (input) => {
            const imageIds = { '0': world.ownProduct.imageId, '1': world.othersProduct.imageId } as Record<
              string,
              number
            >;
            const target =
              input.target.method === 'post'
                ? input.target.path
                : `/api/products/images/${imageIds[input.target.id] ?? input.target.id}`;
            const productId =
              input.productId === 'own'
                ? String(world.ownProduct.id)
                : input.productId === 'others'
                  ? String(world.othersProduct.id)
                  : input.productId;
            const label = `${input.target.method.toUpperCase()} ${target} ${JSON.stringify({ ...input, files: input.files.map((f) => f.name) }).slice(0, 400)}`;
            await fuzzer.send(
              label,
              () => {
                const req = supertest(test.app)[input.target.method](target);
                const cookie = cookieOf(test, world, input.who);
                if (cookie !== undefined) req.set('Cookie', cookie);
                req.field('product_id', productId);
                if (input.preview !== undefined) req.field('preview', input.preview);
                for (const extra of input.fields) req.field(extra.name || 'x', extra.value);
                for (const file of input.files)
                  req.attach(file.name || 'x', file.bytes(), file.filename || 'x.png');
                return req;
              },
              noOrphanFiles,
            );
          },
        ),
        { numRuns: RUNS * 2 },
      );
    },
    TIMEOUT,
  );
});
