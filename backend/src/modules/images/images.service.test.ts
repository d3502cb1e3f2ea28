import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_PRODUCT_IMAGES } from '@handmade/common';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/testApp';
import { createLogger } from '../../logger';
import type { Storage } from '../../storage';
import { encodeHere } from '../../imageEncoder';
import { createDiskStorage } from '../../storage/diskStorage';
import { createProduct } from '../products/products.testing';
import { createImagesRepository, type ImagesRepository } from './images.repository';
import { createImagesService, IMAGE_MESSAGES } from './images.service';
import { makeImage } from './images.testing';

const test = createTestApp();
const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A fresh uploads folder, as `.data/uploads` is. */
function uploadsRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-images-'));
  roots.push(root);
  return root;
}

/** Every entry under `dir`, relative to it: folders end with a slash. */
function listTree(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
      return entry.isDirectory() ? `${relative}/` : relative;
    })
    .sort();
}

async function sellerWithProduct() {
  const { agent, user } = await signUp(test);
  return { user, product: await createProduct(agent) };
}

// Room for every upload a test makes at once: the queue's bounds are tested through the routes.
const limits = { encoders: 2, waiting: 32 };
const service = (storage: Storage, repository: ImagesRepository = createImagesRepository(test.db)) =>
  createImagesService(repository, storage, createLogger('silent'), { limits, render: encodeHere });

describe('images service', () => {
  it('removes the stored objects and their folders again when the row cannot be written', async () => {
    const { user, product } = await sellerWithProduct();
    const root = uploadsRoot();
    const failing = {
      ...createImagesRepository(test.db),
      withProductLock: async () => {
        throw new Error('the database went away');
      },
    };
    const file = [await makeImage('png')];
    await expect(
      service(createDiskStorage(root), failing).create(user.id, {
        productId: product.id,
        preview: true,
        file,
      }),
    ).rejects.toThrow('the database went away');
    expect(listTree(root)).toEqual([]);
    expect(await test.db('product_images').where({ product_id: product.id })).toEqual([]);
  });

  it('leaves no folder behind for the uploads a race refuses, and keeps those it accepts', async () => {
    const { user, product } = await sellerWithProduct();
    const root = uploadsRoot();
    const images = service(createDiskStorage(root));
    const file = [await makeImage('png')];
    const attempts = MAX_PRODUCT_IMAGES + 4;
    const results = await Promise.allSettled(
      Array.from({ length: attempts }, () =>
        images.create(user.id, { productId: product.id, preview: false, file }),
      ),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(attempts - MAX_PRODUCT_IMAGES);
    for (const result of refused) expect(String(result.reason)).toContain(IMAGE_MESSAGES.tooMany);

    const rows = await test.db('product_images').where({ product_id: product.id });
    expect(rows).toHaveLength(MAX_PRODUCT_IMAGES);
    const expected = rows.flatMap((row: { key: string }) => [
      `${row.key}/`,
      `${row.key}/1600.webp`,
      `${row.key}/400.webp`,
      `${row.key}/800.webp`,
    ]);
    expect(listTree(root)).toEqual(['products/', `products/${product.id}/`, ...expected].sort());
  });

  it('leaves no folder and no file when the store fails part way through a photo', async () => {
    const { user, product } = await sellerWithProduct();
    const root = uploadsRoot();
    const disk = createDiskStorage(root);
    let puts = 0;
    const failingSecondPut: Storage = {
      ...disk,
      put: async (key, body, contentType) => {
        puts += 1;
        if (puts === 2) throw new Error('the disk is full');
        return disk.put(key, body, contentType);
      },
    };
    const file = [await makeImage('png')];
    await expect(
      service(failingSecondPut).create(user.id, { productId: product.id, preview: true, file }),
    ).rejects.toThrow('the disk is full');
    expect(puts).toBe(2);
    expect(listTree(root)).toEqual([]);
  });

  it('removes the folder of a photo that is replaced or deleted', async () => {
    const { user, product } = await sellerWithProduct();
    const root = uploadsRoot();
    const images = service(createDiskStorage(root));
    const file = [await makeImage('png')];
    const image = await images.create(user.id, { productId: product.id, preview: true, file });
    await images.update(user.id, image.id, { preview: undefined, file: [await makeImage('jpeg')] });
    const [row] = await test.db('product_images').where({ id: image.id });
    expect(listTree(root).filter((entry) => entry.endsWith('/'))).toEqual([
      'products/',
      `products/${product.id}/`,
      `${row.key}/`,
    ]);
    await images.remove(user.id, image.id);
    expect(listTree(root)).toEqual([]);
  });
});
