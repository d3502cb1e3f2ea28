import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeImage } from '../../src/modules/images/images.testing';
import type { Storage } from '../../src/storage';
import { createDiskStorage } from '../../src/storage/diskStorage';
import { insertProduct } from '../shopFixtures';
import { createTestApp, signUp } from '../testApp';

/** Disk storage that can be switched off, or made to fail after a number of writes. */
const fault = { down: false, putsBeforeFailure: Number.POSITIVE_INFINITY };
let root = '';
const test = createTestApp({
  storage: (config): Storage => {
    root = path.join(config.dataDir, 'uploads');
    const disk = createDiskStorage(root);
    return {
      ...disk,
      kind: disk.kind,
      put: async (key, body, type) => {
        if (fault.down || fault.putsBeforeFailure <= 0) throw new Error('connect ECONNREFUSED storage');
        fault.putsBeforeFailure -= 1;
        return disk.put(key, body, type);
      },
      check: async () => {
        if (fault.down) throw new Error('connect ECONNREFUSED storage');
      },
    };
  },
});

function storedFiles(): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('photo storage fails', () => {
  it('answers 503 with a message when storage is down or fails half-way, saving nothing; then recovers', async () => {
    const seller = await signUp(test);
    const product = await insertProduct(test, seller.user.id);
    const photo = await makeImage('png', 300, 200);
    const upload = () =>
      seller.agent
        .post('/api/products/images/new')
        .field('product_id', String(product.id))
        .attach('image', photo, 'a.png');

    fault.down = true;
    const down = await upload();
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
    const health = await test.request().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ database: 'ok', storage: 'unavailable' });

    // The first variant is written, the second write fails: the first must be removed again.
    fault.down = false;
    fault.putsBeforeFailure = 1;
    const halfway = await upload();
    expect(halfway.status).toBe(503);
    expect(await test.db('product_images').where({ product_id: product.id })).toEqual([]);
    expect(storedFiles()).toEqual([]);

    fault.putsBeforeFailure = Number.POSITIVE_INFINITY;
    await test.request().get('/api/health').expect(200);
    const ok = await upload();
    expect(ok.status).toBe(201);
    expect(storedFiles().sort()).toEqual(['1600.webp', '400.webp', '800.webp']);
  });
});
