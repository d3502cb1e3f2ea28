// The uploads of npm run bench:uploads: sellers, products, a photo near 5 MB, bodies sent at a set pace.
import type http from 'node:http';
import sharp from 'sharp';
import { clientFor } from './keptAlive';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The `index`th bench seller: the server admits two uploads per account at once, so a burst needs several. */
const sellerOf = (index: number) => ({
  email: `uploadbench${index}@example.com`,
  username: `uploadbench${index}`,
  password: 'upload-bench-pass',
});

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

export async function signIn(target: string, index: number): Promise<{ cookie: string; sellerId: number }> {
  const SELLER = sellerOf(index);
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

export interface PreparedUpload {
  productId: number;
  body: Buffer;
  contentType: string;
}

/** The multipart body, built once per upload before the burst: the client then only writes bytes. */
export function prepareUpload(productId: number, photo: Buffer): PreparedUpload {
  const boundary = `----uploadburst${productId}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="product_id"\r\n\r\n${productId}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="noise.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n';
  return {
    productId,
    body: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const PIECE_BYTES = 64 * 1024;

/**
 * Writes the body at `mbps` megabytes a second, as a phone or a home connection sends it, or at once when
 * `mbps` is 0. Unpaced, 24 bodies flood the loopback interface at gigabytes a second: the kernel drops
 * packets (the reads' too) and TCP resends them after 200 ms or more, which measures the loopback device,
 * not the server.
 */
function writePaced(req: http.ClientRequest, body: Buffer, mbps: number): void {
  if (mbps <= 0) {
    req.end(body);
    return;
  }
  const pieceMs = (PIECE_BYTES / (mbps * 1024 * 1024)) * 1000;
  const started = performance.now();
  let offset = 0;
  const writeNext = (): void => {
    if (req.destroyed) return;
    if (offset >= body.length) {
      req.end();
      return;
    }
    const wait = started + (offset / PIECE_BYTES) * pieceMs - performance.now();
    if (wait > 0) {
      setTimeout(writeNext, wait);
      return;
    }
    const piece = body.subarray(offset, offset + PIECE_BYTES);
    offset += piece.length;
    if (req.write(piece)) writeNext();
    else req.once('drain', writeNext);
  };
  writeNext();
}

/**
 * One upload through node:http. `fetch` with a paced web stream took the sending process 1.95 s of CPU per
 * burst, against 1.2 to 1.4 s this way, on the cores the server runs on. Its connection is one of `agent`'s,
 * kept alive, as browsers keep them. Node's server stops reading a body once it has answered (a 503 at
 * admission): on a kept-alive connection the client reads its answer and the rest of its body waits unsent
 * until the server closes the idle connection. A connection asked to close is closed as the answer is
 * written, and the client's next write can fail before it has read the answer (docs/uploads.md).
 */
export function upload(
  target: string,
  cookie: string,
  { productId, body, contentType }: PreparedUpload,
  agent: http.Agent,
  mbps: number,
): Promise<Upload> {
  const url = new URL('/api/products/images/new', target);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = clientFor(url).request(url, {
      method: 'POST',
      agent,
      headers: { cookie, 'content-type': contentType, 'content-length': body.length },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          productId,
          status: res.statusCode ?? 0,
          retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
          ms: performance.now() - started,
        }),
      );
    });
    // An error once answered (the server closing the connection of a refused body) changes nothing.
    req.on('error', reject);
    writePaced(req, body, mbps);
  });
}
