// The uploads of npm run bench:uploads: a seller, products, a photo near 5 MB, bodies sent at a set pace.
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const SELLER = { email: 'uploadbench@example.com', username: 'uploadbench', password: 'upload-bench-pass' };

export interface Upload {
  productId: number;
  status: number;
  retryAfter: string | null;
  ms: number;
}

/** A JPEG of random noise just under 5 MB: noise does not compress, so the size is the pixel count's. */
export async function noisePhoto(): Promise<Buffer> {
  let side = 1500;
  for (;;) {
    const pixels = Buffer.alloc(side * side * 3);
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
    const jpeg = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (jpeg.length <= MAX_UPLOAD_BYTES && jpeg.length > 0.9 * MAX_UPLOAD_BYTES) return jpeg;
    side = Math.floor(side * Math.sqrt((0.95 * MAX_UPLOAD_BYTES) / jpeg.length));
  }
}

export async function signIn(target: string): Promise<{ cookie: string; sellerId: number }> {
  const headers = { 'content-type': 'application/json' };
  let res = await fetch(`${target}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: SELLER.email, password: SELLER.password }),
  });
  if (res.status === 401 || res.status === 400) {
    res = await fetch(`${target}/api/auth/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...SELLER, first_name: 'Upload', last_name: 'Bench' }),
    });
  }
  if (!res.ok) throw new Error(`Signing in ${SELLER.email} answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, sellerId: id };
}

/** One fresh product per upload, so no upload meets the six-photo limit, run after run. */
export async function createProducts(target: string, cookie: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const res = await fetch(`${target}/api/products/new`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: `Upload bench vase ${Date.now()}-${index}`,
        description: 'A vase made to carry a large photo through the upload benchmark.',
        inventory: 1,
        price: 30,
        category_id: 1 + (index % 5),
      }),
    });
    if (res.status !== 201) throw new Error(`Creating a product answered ${res.status}: ${await res.text()}`);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

/** The multipart body, built once per upload before the burst: the client then only writes bytes. */
function multipartBody(productId: number, photo: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----uploadburst${productId}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="product_id"\r\n\r\n${productId}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="noise.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n';
  return {
    body: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * The body sent at `mbps` megabytes a second, as a phone or a home connection sends it. Unpaced, 24 bodies
 * flood the loopback interface at gigabytes a second: the kernel drops packets (the reads' too) and TCP
 * resends them after 200 ms or more, which measures the loopback device, not the server.
 */
function paced(body: Buffer, mbps: number): ReadableStream<Uint8Array> {
  const chunk = 64 * 1024;
  const chunkMs = (chunk / (mbps * 1024 * 1024)) * 1000;
  let offset = 0;
  const started = performance.now();
  return new ReadableStream({
    async pull(controller) {
      const due = started + (offset / chunk) * chunkMs;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      controller.enqueue(new Uint8Array(body.subarray(offset, offset + chunk)));
      offset += chunk;
      if (offset >= body.length) controller.close();
    },
  });
}

export async function upload(
  target: string,
  cookie: string,
  productId: number,
  photo: Buffer,
  mbps: number,
): Promise<Upload> {
  const { body, contentType } = multipartBody(productId, photo);
  const started = performance.now();
  const res = await fetch(`${target}/api/products/images/new`, {
    method: 'POST',
    headers: { cookie, 'content-type': contentType, 'content-length': String(body.length) },
    body: mbps > 0 ? paced(body, mbps) : new Uint8Array(body),
    duplex: 'half',
  } as RequestInit);
  await res.arrayBuffer();
  return {
    productId,
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}
