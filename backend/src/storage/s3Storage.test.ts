import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from './s3rver.testing';
import { createS3Storage } from './s3Storage';

const s3 = await startLocalS3();
afterAll(() => s3.close());

const storage = createS3Storage(s3.config);
const exists = (key: string) =>
  s3.client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key })).then(
    () => true,
    (error: { name?: string }) => {
      if (error.name === 'NotFound') return false;
      throw error;
    },
  );

describe('S3 storage', () => {
  it('answers its health check for an existing bucket and fails for a missing one', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const missing = createS3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow();
  });

  it('puts an object with its type and cache headers and answers its path-style public URL', async () => {
    const body = Buffer.from('not really a webp, but bytes all the same');
    const url = await storage.put('products/1/abc/400.webp', body, 'image/webp');
    expect(url).toBe(`${s3.config.endpoint}/${s3.config.bucket}/products/1/abc/400.webp`);
    expect(storage.publicUrl('products/1/abc/400.webp')).toBe(url);
    const object = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.config.bucket, Key: 'products/1/abc/400.webp' }),
    );
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(body);
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(body);
  });

  it('removes objects in one call, and missing keys are not an error', async () => {
    const keys = ['products/2/a/400.webp', 'products/2/a/800.webp', 'products/2/a/1600.webp'];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'image/webp');
    await storage.remove([...keys, 'products/2/never-there.webp']);
    for (const key of keys) expect(await exists(key)).toBe(false);
    await expect(storage.remove([])).resolves.toBeUndefined();
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
    expect(() => storage.publicUrl('a//b')).toThrow(/Unsafe/);
  });

  it('uses the configured public URL when one is given', () => {
    const cdn = createS3Storage({ ...s3.config, publicUrl: 'https://cdn.example.com/photos/' });
    expect(cdn.publicUrl('products/1/x/400.webp')).toBe(
      'https://cdn.example.com/photos/products/1/x/400.webp',
    );
  });
});
