import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@handmade/common';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser } from '../../../test/testApp';
import { createProduct } from '../products/products.testing';
import { variantKeys } from '../../storage/imageVariants';
import { IMAGE_MESSAGES } from './images.service';
import { gifOf, hugePngHeader, makeImage, sixteenBitPng, type Format } from './images.testing';

const test = createTestApp();
const WRONG_TYPE = 'Only PNG, JPEG, GIF or WebP images can be uploaded.';

const imageShape = {
  id: expect.any(Number),
  product_id: expect.any(Number),
  url: expect.stringMatching(/^\/uploads\/products\/\d+\/[0-9a-f-]+\/1600\.webp$/),
  url_medium: expect.stringMatching(/\/800\.webp$/),
  url_small: expect.stringMatching(/\/400\.webp$/),
  preview: expect.any(Boolean),
};

function upload(
  seller: SignedInUser,
  productId: number,
  file?: Buffer,
  preview?: string,
  name = 'photo.png',
) {
  const req = seller.agent.post('/api/products/images/new').field('product_id', String(productId));
  if (preview !== undefined) req.field('preview', preview);
  return file ? req.attach('image', file, name) : req;
}

/** The files of an image's variants on the test app's disk. */
async function filesOf(imageId: number): Promise<string[]> {
  const row = await test.db('product_images').where({ id: imageId }).first();
  return variantKeys(row.key).map((key) => path.join(test.config.dataDir, 'uploads', key));
}

async function sellerWithProduct() {
  const seller = await signUp(test);
  const product = await createProduct(seller.agent);
  return { seller, product };
}

describe('POST /api/products/images/new', () => {
  it.each<Format>(['png', 'jpeg', 'gif', 'webp'])(
    'stores a %s as WebP variants, served from /uploads',
    async (format) => {
      const { seller, product } = await sellerWithProduct();
      const res = await upload(seller, product.id, await makeImage(format, 900, 600), 'false').expect(201);
      expect(res.body).toEqual({ ...imageShape, product_id: product.id, preview: true });
      for (const file of await filesOf(res.body.id)) expect(fs.existsSync(file)).toBe(true);
      const served = await test.request().get(res.body.url_small).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toMatch(/immutable/);
      const detail = await test.request().get(`/api/products/${product.id}`).expect(200);
      expect(detail.body).toMatchObject({
        preview_image: res.body.url,
        preview_image_medium: res.body.url_medium,
        preview_image_small: res.body.url_small,
      });
    },
  );

  it('refuses a pdf, a renamed text file and corrupt image bytes with 415, storing nothing', async () => {
    const { seller, product } = await sellerWithProduct();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const res = await upload(seller, product.id, pdf, 'true', 'photo.pdf').expect(415);
    expect(res.body).toEqual({ message: WRONG_TYPE, errors: { image: WRONG_TYPE } });
    await upload(seller, product.id, Buffer.from('hello'), 'true', 'photo.png').expect(415);
    const png = await makeImage('png');
    const corrupt = await upload(seller, product.id, Buffer.concat([png.subarray(0, 40), Buffer.alloc(64)]));
    expect(corrupt.status).toBe(415);
    expect(corrupt.body.errors.image).toEqual(expect.any(String));
    expect(await test.db('product_images').where({ product_id: product.id })).toEqual([]);
    expect(fs.existsSync(path.join(test.config.dataDir, 'uploads', 'products', String(product.id)))).toBe(
      false,
    );
  });

  it('answers 413 to a file over 5 MB and to an image over the pixel limit', async () => {
    const { seller, product } = await sellerWithProduct();
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(seller, product.id, big);
    expect(res.status).toBe(413);
    expect(res.body.errors.image).toBe('An image can be at most 5 MB.');
    const bomb = await upload(seller, product.id, hugePngHeader());
    expect(bomb.status).toBe(413);
    expect(bomb.body.message).toMatch(/megapixels/);
    expect(await test.db('product_images').where({ product_id: product.id })).toEqual([]);
  });

  it('answers 413 keyed image to a 16-bit PNG whose pixels times depth cost more than the limit', async () => {
    const { seller, product } = await sellerWithProduct();
    // 21 megapixels: under the pixel limit, over it at 16 bits per channel.
    const res = await upload(seller, product.id, sixteenBitPng(4_600, 4_600));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      message: IMAGE_MESSAGES.tooManyDeepPixels,
      errors: { image: IMAGE_MESSAGES.tooManyDeepPixels },
    });
    expect(await test.db('product_images').where({ product_id: product.id })).toEqual([]);
  });

  it('answers 413 keyed image to a GIF whose screen is over the pixel limit, or with too many frames', async () => {
    const { seller, product } = await sellerWithProduct();
    const screen = await upload(
      seller,
      product.id,
      gifOf({ width: 65_535, height: 65_535, frames: 1 }),
      undefined,
      'a.gif',
    );
    expect(screen.status).toBe(413);
    expect(screen.body).toEqual({
      message: IMAGE_MESSAGES.tooManyPixels,
      errors: { image: IMAGE_MESSAGES.tooManyPixels },
    });
    const frames = gifOf({ width: 1, height: 1, frames: 200_000 });
    expect(frames.length).toBeLessThan(5 * 1024 * 1024);
    const flipbook = await upload(seller, product.id, frames, undefined, 'b.gif');
    expect(flipbook.status).toBe(413);
    expect(flipbook.body).toEqual({
      message: IMAGE_MESSAGES.tooManyFrames,
      errors: { image: IMAGE_MESSAGES.tooManyFrames },
    });
    expect(await test.db('product_images').where({ product_id: product.id })).toEqual([]);
  });

  it('answers 400 keyed image when the file is missing, and for a bad product id or preview flag', async () => {
    const { seller, product } = await sellerWithProduct();
    const missing = await upload(seller, product.id, undefined, 'true').expect(400);
    expect(missing.body.errors).toEqual({ image: MESSAGES.previewImageRequired });
    const json = await seller.agent
      .post('/api/products/images/new')
      .send({ product_id: product.id })
      .expect(400);
    expect(json.body.errors.image).toEqual(expect.any(String));
    const badId = await upload(seller, 0, await makeImage()).expect(400);
    expect(badId.body.errors.product_id).toEqual(expect.any(String));
    await seller.agent.post('/api/products/images/new').field('product_id', 'abc').expect(400);
    const badFlag = await upload(seller, product.id, await makeImage(), 'maybe').expect(400);
    expect(badFlag.body.errors.preview).toEqual(expect.any(String));
    const wrongField = await seller.agent
      .post('/api/products/images/new')
      .field('product_id', String(product.id))
      .attach('photo', await makeImage(), 'a.png');
    expect(wrongField.status).toBe(400);
  });

  it('answers 400, never 500, to a malformed multipart body', async () => {
    const { seller, product } = await sellerWithProduct();
    for (const contentType of ['multipart/form-data; boundary=xyz', 'multipart/form-data']) {
      const res = await seller.agent
        .post('/api/products/images/new')
        .set('content-type', contentType)
        .send(`--xyz\r\nContent-Disposition: form-data; name="product_id"\r\n\r\n${product.id}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const twoFiles = await seller.agent
      .post('/api/products/images/new')
      .field('product_id', String(product.id))
      .attach('image', await makeImage(), 'a.png')
      .attach('image', await makeImage(), 'b.png');
    expect(twoFiles.status).toBe(400);
    const twoIds = await seller.agent
      .post('/api/products/images/new')
      .field('product_id', String(product.id))
      .field('product_id', String(product.id))
      .attach('image', await makeImage(), 'a.png');
    expect(twoIds.status).toBe(400);
  });

  it('answers 401 signed out, 403 on another seller’s product, 404 for an unknown product', async () => {
    const { seller, product } = await sellerWithProduct();
    const other = await signUp(test);
    const file = await makeImage();
    await test
      .request()
      .post('/api/products/images/new')
      .field('product_id', String(product.id))
      .attach('image', file, 'a.png')
      .expect(401);
    await upload(other, product.id, file).expect(403);
    const missing = await upload(seller, 999_999_999, file).expect(404);
    expect(missing.body.message).toBe("Product couldn't be found");
    expect(await test.db('product_images').where({ product_id: product.id })).toEqual([]);
  });

  it('keeps one preview: the first image is it, a new preview takes the flag, a seventh is refused', async () => {
    const { seller, product } = await sellerWithProduct();
    const file = await makeImage('png', 32, 32);
    const ids: number[] = [];
    for (const preview of ['false', 'false', 'true', undefined, 'false', 'false']) {
      ids.push((await upload(seller, product.id, file, preview).expect(201)).body.id);
    }
    const rows = await test.db('product_images').where({ product_id: product.id }).orderBy('position');
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rows.filter((row) => row.preview).map((row) => row.id)).toEqual([ids[2]]);
    const seventh = await upload(seller, product.id, file).expect(400);
    expect(seventh.body).toEqual({
      message: 'A product can have at most 6 images.',
      errors: { image: 'A product can have at most 6 images.' },
    });
    expect(await test.db('product_images').where({ product_id: product.id })).toHaveLength(6);
  });

  it('takes the lowest free slot after a delete', async () => {
    const { seller, product } = await sellerWithProduct();
    const file = await makeImage('png', 32, 32);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await upload(seller, product.id, file).expect(201)).body.id);
    await seller.agent.delete(`/api/products/images/${ids[1]}`).expect(200);
    const res = await upload(seller, product.id, file).expect(201);
    const row = await test.db('product_images').where({ id: res.body.id }).first();
    expect(row.position).toBe(1);
  });
});

describe('PUT /api/products/images/:id', () => {
  it('replaces the file: new variants stored, row updated, old objects removed', async () => {
    const { seller, product } = await sellerWithProduct();
    const created = await upload(seller, product.id, await makeImage('png')).expect(201);
    const oldFiles = await filesOf(created.body.id);
    const res = await seller.agent
      .put(`/api/products/images/${created.body.id}`)
      .attach('image', await makeImage('jpeg', 120, 80), 'new.jpg')
      .expect(200);
    expect(res.body).toEqual({ ...imageShape, id: created.body.id, product_id: product.id, preview: true });
    expect(res.body.url).not.toBe(created.body.url);
    for (const file of oldFiles) expect(fs.existsSync(file)).toBe(false);
    for (const file of await filesOf(created.body.id)) expect(fs.existsSync(file)).toBe(true);
  });

  it('moves the preview flag without a file, and keeps it when asked to unset the only preview', async () => {
    const { seller, product } = await sellerWithProduct();
    const first = await upload(seller, product.id, await makeImage()).expect(201);
    const second = await upload(seller, product.id, await makeImage()).expect(201);
    expect(second.body.preview).toBe(false);
    const res = await seller.agent
      .put(`/api/products/images/${second.body.id}`)
      .field('preview', 'true')
      .expect(200);
    expect(res.body).toMatchObject({ id: second.body.id, preview: true, url: second.body.url });
    const json = await seller.agent
      .put(`/api/products/images/${second.body.id}`)
      .send({ preview: false })
      .expect(200);
    expect(json.body.preview).toBe(true);
    const previews = await test
      .db('product_images')
      .where({ product_id: product.id, preview: true })
      .pluck('id');
    expect(previews).toEqual([second.body.id]);
    const detail = await test.request().get(`/api/products/${product.id}`).expect(200);
    expect(detail.body.preview_image).toBe(second.body.url);
    expect(detail.body.product_images.map((image: { id: number }) => image.id)).toEqual([
      second.body.id,
      first.body.id,
    ]);
  });

  it('refuses another seller (403), an unknown image (404), a bad id (400), a pdf (415), signed out (401)', async () => {
    const { seller, product } = await sellerWithProduct();
    const other = await signUp(test);
    const image = await upload(seller, product.id, await makeImage()).expect(201);
    const before = await filesOf(image.body.id);
    await other.agent
      .put(`/api/products/images/${image.body.id}`)
      .attach('image', await makeImage(), 'a.png')
      .expect(403);
    await other.agent.put(`/api/products/images/${image.body.id}`).field('preview', 'true').expect(403);
    const missing = await seller.agent
      .put('/api/products/images/999999999')
      .field('preview', 'true')
      .expect(404);
    expect(missing.body.message).toBe("Image couldn't be found");
    await seller.agent.put('/api/products/images/abc').field('preview', 'true').expect(400);
    const pdf = await seller.agent
      .put(`/api/products/images/${image.body.id}`)
      .attach('image', Buffer.from('%PDF-1.4 not an image'), 'a.pdf')
      .expect(415);
    expect(pdf.body.errors.image).toBe(WRONG_TYPE);
    await test.request().put(`/api/products/images/${image.body.id}`).field('preview', 'true').expect(401);
    expect(await filesOf(image.body.id)).toEqual(before);
    for (const file of before) expect(fs.existsSync(file)).toBe(true);
  });
});

describe('DELETE /api/products/images/:id', () => {
  it('removes the row and its objects; deleting the preview promotes the lowest slot', async () => {
    const { seller, product } = await sellerWithProduct();
    const file = await makeImage();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await upload(seller, product.id, file).expect(201)).body.id);
    const files = await filesOf(ids[0]!);
    const res = await seller.agent.delete(`/api/products/images/${ids[0]}`).expect(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    for (const gone of files) expect(fs.existsSync(gone)).toBe(false);
    const previews = await test
      .db('product_images')
      .where({ product_id: product.id, preview: true })
      .pluck('id');
    expect(previews).toEqual([ids[1]]);
    await seller.agent.delete(`/api/products/images/${ids[0]}`).expect(404);
  });

  it('refuses another seller (403), a bad id (400) and signed out (401)', async () => {
    const { seller, product } = await sellerWithProduct();
    const other = await signUp(test);
    const image = await upload(seller, product.id, await makeImage()).expect(201);
    await other.agent.delete(`/api/products/images/${image.body.id}`).expect(403);
    await seller.agent.delete('/api/products/images/x1').expect(400);
    await test.request().delete(`/api/products/images/${image.body.id}`).expect(401);
    expect(await test.db('product_images').where({ id: image.body.id })).toHaveLength(1);
  });
});

describe('DELETE /api/products/:id', () => {
  it('removes every variant of every photo of the product from storage', async () => {
    const { seller, product } = await sellerWithProduct();
    const files: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const image = await upload(seller, product.id, await makeImage()).expect(201);
      files.push(...(await filesOf(image.body.id)));
    }
    expect(files).toHaveLength(6);
    await seller.agent.delete(`/api/products/${product.id}`).expect(200);
    for (const file of files) expect(fs.existsSync(file)).toBe(false);
    expect(await test.db('product_images').where({ product_id: product.id })).toEqual([]);
  });
});
