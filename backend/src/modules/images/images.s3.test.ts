import { HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/testApp';
import { startLocalS3 } from '../../storage/s3rver.testing';
import { createS3Storage } from '../../storage/s3Storage';
import { createProduct } from '../products/products.testing';
import { variantKeys } from '../../storage/imageVariants';
import { makeImage } from './images.testing';

const s3 = await startLocalS3();
afterAll(() => s3.close());
const test = createTestApp({ storage: () => createS3Storage(s3.config) });

const exists = (key: string) =>
  s3.client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key })).then(
    () => true,
    (error: { name?: string }) => {
      if (error.name === 'NotFound') return false;
      throw error;
    },
  );

describe('photos in an S3 bucket, end to end', () => {
  it('uploads through the API into the bucket, serves the bytes at the returned URL, deletes them', async () => {
    const { agent } = await signUp(test);
    const product = await createProduct(agent);
    const res = await agent
      .post('/api/products/images/new')
      .field('product_id', String(product.id))
      .field('preview', 'true')
      .attach('image', await makeImage('jpeg', 1200, 900), 'photo.jpg')
      .expect(201);
    expect(res.body.url).toMatch(
      new RegExp(`^${s3.config.endpoint}/${s3.config.bucket}/products/${product.id}/`),
    );

    const row = await test.db('product_images').where({ id: res.body.id }).first();
    const keys = variantKeys(row.key);
    for (const key of keys) expect(await exists(key)).toBe(true);
    const fetched = await fetch(res.body.url_small);
    expect(fetched.status).toBe(200);
    const meta = await sharp(Buffer.from(await fetched.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 300 });

    const replaced = await agent
      .put(`/api/products/images/${res.body.id}`)
      .attach('image', await makeImage('png', 300, 200), 'new.png')
      .expect(200);
    for (const key of keys) expect(await exists(key)).toBe(false);
    const newKeys = variantKeys((await test.db('product_images').where({ id: res.body.id }).first()).key);
    for (const key of newKeys) expect(await exists(key)).toBe(true);
    expect((await fetch(replaced.body.url)).status).toBe(200);

    await agent.delete(`/api/products/images/${res.body.id}`).expect(200);
    for (const key of newKeys) expect(await exists(key)).toBe(false);
    expect((await fetch(replaced.body.url)).status).toBe(404);
  });

  it('removes the bucket objects of a deleted product', async () => {
    const { agent } = await signUp(test);
    const product = await createProduct(agent);
    const image = await agent
      .post('/api/products/images/new')
      .field('product_id', String(product.id))
      .attach('image', await makeImage('gif'), 'a.gif')
      .expect(201);
    const keys = variantKeys((await test.db('product_images').where({ id: image.body.id }).first()).key);
    for (const key of keys) expect(await exists(key)).toBe(true);
    await agent.delete(`/api/products/${product.id}`).expect(200);
    for (const key of keys) expect(await exists(key)).toBe(false);
  });

  it('reports the bucket healthy', async () => {
    const res = await test.request().get('/api/health').expect(200);
    expect(res.body.storage).toBe('ok');
  });
});
