import fs from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser } from '../../../test/testApp';
import { createDiskStorage } from '../../storage/diskStorage';
import { createProduct } from '../products/products.testing';
import { UPLOADS_BUSY } from './images.admission';
import { holdableStorage, makeImage } from './images.testing';

const lines: { msg: string }[] = [];
let holdable: ReturnType<typeof holdableStorage> | undefined;
// One encoder and one waiting place: a third upload at once is refused.
const test = createTestApp({
  env: { IMAGE_ENCODERS: '1', IMAGE_QUEUE: '1' },
  storage: (config) =>
    (holdable = holdableStorage(createDiskStorage(path.join(config.dataDir, 'uploads')))).storage,
  logger: pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) }),
});

function upload(seller: SignedInUser, productId: number, file: Buffer) {
  return seller.agent
    .post('/api/products/images/new')
    .field('product_id', String(productId))
    .attach('image', file, 'photo.png');
}

// A test that fails while the storage is held must not leave the next one's uploads waiting on it.
afterEach(() => holdable?.release());

const productFolder = (productId: number) =>
  path.join(test.config.dataDir, 'uploads', 'products', String(productId));

describe('photo uploads past the encoding queue', () => {
  it('refuse with 503 and Retry-After while full, storing nothing, and finish those queued', async () => {
    const gate = holdable!;
    const seller = await signUp(test);
    const product = await createProduct(seller.agent);
    const other = await createProduct(seller.agent);
    const file = await makeImage('png', 640, 480);
    const stored = await upload(seller, product.id, file).expect(201);

    gate.hold();
    const encoding = upload(seller, product.id, file).then((res) => res);
    await expect.poll(() => gate.waitingWrites.length).toBeGreaterThan(0);
    const queued = upload(seller, product.id, file).then((res) => res);
    await expect.poll(() => lines.some((line) => line.msg === 'photo waiting for an encoder')).toBe(true);

    const refused = await upload(seller, other.id, file).expect(503);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.body).toEqual({ message: UPLOADS_BUSY });
    expect(await test.db('product_images').where({ product_id: other.id })).toEqual([]);
    expect(fs.existsSync(productFolder(other.id))).toBe(false);

    // Reads do not wait behind the queue: stored photos, the catalogue and health all answer.
    await test.request().get(stored.body.url_small).expect(200);
    await test.request().get(`/api/products/${product.id}`).expect(200);
    const health = await test.request().get('/api/health').expect(200);
    expect(health.body).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });

    gate.release();
    const [first, second] = await Promise.all([encoding, queued]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const rows = await test.db('product_images').where({ product_id: product.id });
    expect(rows.map((row: { id: number }) => row.id).sort()).toEqual(
      [stored.body.id, first.body.id, second.body.id].sort(),
    );
    expect(fs.readdirSync(productFolder(product.id))).toHaveLength(3);
  });

  it('lets a preview change without a file through whatever the queue holds', async () => {
    const gate = holdable!;
    const seller = await signUp(test);
    const product = await createProduct(seller.agent);
    const file = await makeImage('png', 320, 240);
    const image = await upload(seller, product.id, file).expect(201);
    const more = await upload(seller, product.id, file).expect(201);

    gate.hold();
    const encoding = upload(seller, product.id, file).then((res) => res);
    const queued = upload(seller, product.id, file).then((res) => res);
    await expect.poll(() => gate.waitingWrites.length).toBeGreaterThan(0);
    await seller.agent.put(`/api/products/images/${more.body.id}`).send({ preview: true }).expect(200);
    gate.release();
    expect((await encoding).status).toBe(201);
    expect((await queued).status).toBe(201);
    const preview = await test.db('product_images').where({ product_id: product.id, preview: true });
    expect(preview.map((row: { id: number }) => row.id)).toEqual([more.body.id]);
    expect(image.body.preview).toBe(true);
  });
});
