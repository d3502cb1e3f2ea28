import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/testApp';
import { createLogger } from '../../logger';
import { createDiskStorage } from '../../storage/diskStorage';
import { createProduct } from '../products/products.testing';
import { createImagesRepository } from './images.repository';
import { createImagesService } from './images.service';
import { makeImage } from './images.testing';

const test = createTestApp();

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((e) => e.name);
}

describe('images service', () => {
  it('removes the stored objects again when the row cannot be written, so nothing is half-saved', async () => {
    const { agent, user } = await signUp(test);
    const product = await createProduct(agent);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-images-'));
    const repository = createImagesRepository(test.db);
    const failing = {
      ...repository,
      withProductLock: async () => {
        throw new Error('the database went away');
      },
    };
    const service = createImagesService(failing, createDiskStorage(root), createLogger('silent'));
    const file = await makeImage('png');
    await expect(service.create(user.id, { productId: product.id, preview: true, file })).rejects.toThrow(
      'the database went away',
    );
    expect(listFiles(root)).toEqual([]);
    expect(await test.db('product_images').where({ product_id: product.id })).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
