// Our API for `npm run bench:peers`: the production build (`node backend/dist/server.js`, one API worker),
// loaded with the catalogue through its own API, so the loader does not depend on the table layout.
import fs from 'node:fs';
import path from 'node:path';
import { photoPng, type CatalogueProduct } from './catalogue';
import { answersOk, ServerProcess } from './systems';

export const SELLERS = 100;
const CREATE_CONCURRENCY = 6;
/** Photos sent at once: the server encodes about one per core, and answers 503 past its short queue. */
const UPLOAD_CONCURRENCY = 3;

export interface OursOptions {
  /** The folder holding backend/dist/server.js. */
  dir: string;
  databaseUrl: string;
  port: number;
  filesDir: string;
  cacheOff?: boolean;
}

export async function startOurs({ dir, databaseUrl, port, filesDir, cacheOff }: OursOptions) {
  const server = new ServerProcess(
    cacheOff ? 'ours (cache off)' : 'ours',
    process.execPath,
    ['backend/dist/server.js'],
    {
      cwd: dir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        WEB_CONCURRENCY: '1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: filesDir,
        JWT_SECRET: 'bench-peers-secret-at-least-32-characters-long',
        SEED: 'none',
        // Not `warn`: autocannon ends each phase by closing its connections, which the server logs as warnings.
        LOG_LEVEL: 'error',
        RATE_LIMIT_AUTH: '100000000',
        RATE_LIMIT_WRITE: '100000000',
        ...(cacheOff && { RESPONSE_CACHE_TTL_MS: '0' }),
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await server.waitUntil(() => answersOk(`${url}/api/health`));
  return { server, url };
}

interface Progress {
  /** Catalogue index to our product id. */
  ids: Map<number, number>;
  photos: Set<number>;
}

function readProgress(file: string): Progress {
  const progress: Progress = { ids: new Map(), photos: new Set() };
  if (!fs.existsSync(file)) return progress;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const entry = JSON.parse(line) as { i: number; id?: number; photo?: true };
    if (entry.id !== undefined) progress.ids.set(entry.i, entry.id);
    if (entry.photo) progress.photos.add(entry.i);
  }
  return progress;
}

async function session(url: string, seller: number): Promise<string> {
  const account = {
    first_name: 'Maker',
    last_name: `Number ${seller}`,
    email: `maker${seller}@bench.example`,
    username: `maker${seller}`,
    password: 'bench-peers-password',
  };
  const json = { 'content-type': 'application/json' };
  let response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  if (!response.ok) {
    response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
  }
  if (!response.ok) throw new Error(`seller ${seller}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('session='));
  if (!cookie) throw new Error(`seller ${seller}: no session cookie`);
  return cookie.split(';')[0]!;
}

async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Loads what is missing of the catalogue: SELLERS sellers each list every SELLERS-th product with
 * `POST /api/products/new`, then upload its photo (a small PNG of its own) with `POST /api/products/images/new`,
 * which the server encodes into its three WebP sizes as for any seller. Progress is appended to
 * `progressFile`, so an interrupted load resumes. Answers each catalogue index's product id.
 */
export async function loadOurs(
  url: string,
  catalogue: CatalogueProduct[],
  progressFile: string,
): Promise<Map<number, number>> {
  const progress = readProgress(progressFile);
  const log = fs.openSync(progressFile, 'a');
  const record = (entry: object) => fs.writeSync(log, `${JSON.stringify(entry)}\n`);
  const cookies = new Map<number, string>();
  const cookieOf = async (index: number) => {
    const seller = index % SELLERS;
    let cookie = cookies.get(seller);
    if (!cookie) {
      cookie = await session(url, seller);
      cookies.set(seller, cookie);
    }
    return cookie;
  };
  const started = Date.now();
  const missing = catalogue.filter((product) => !progress.ids.has(product.index));
  if (missing.length > 0)
    console.log(`ours: ${progress.ids.size} products present, ${missing.length} to add`);
  await inParallel(missing, CREATE_CONCURRENCY, async (product) => {
    const response = await fetch(`${url}/api/products/new`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await cookieOf(product.index) },
      body: JSON.stringify({
        title: product.title,
        description: product.description,
        price: product.price,
        inventory: 100,
        category_id: product.category,
      }),
    });
    if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`);
    const { id } = (await response.json()) as { id: number };
    progress.ids.set(product.index, id);
    record({ i: product.index, id });
    if (progress.ids.size % 1000 === 0) console.log(`ours: ${progress.ids.size} products`);
  });
  if (missing.length > 0) console.log(`ours: products added in ${(Date.now() - started) / 1000} s`);
  const photosStarted = Date.now();
  const withoutPhoto = catalogue.filter((product) => !progress.photos.has(product.index));
  if (withoutPhoto.length > 0) console.log(`ours: ${withoutPhoto.length} photos to upload`);
  await inParallel(withoutPhoto, UPLOAD_CONCURRENCY, async (product) => {
    for (;;) {
      const form = new FormData();
      form.set('product_id', String(progress.ids.get(product.index)));
      form.set('preview', 'true');
      form.set('image', new Blob([photoPng(product.colour)], { type: 'image/png' }), 'photo.png');
      const response = await fetch(`${url}/api/products/images/new`, {
        method: 'POST',
        headers: { cookie: await cookieOf(product.index) },
        body: form,
      });
      if (response.status === 503) {
        await response.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      if (response.status !== 201) throw new Error(`photo: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      break;
    }
    progress.photos.add(product.index);
    record({ i: product.index, photo: true });
    if (progress.photos.size % 1000 === 0) console.log(`ours: ${progress.photos.size} photos`);
  });
  if (withoutPhoto.length > 0)
    console.log(`ours: photos uploaded in ${(Date.now() - photosStarted) / 1000} s`);
  fs.closeSync(log);
  return progress.ids;
}

export function readOurIds(progressFile: string): Map<number, number> {
  return readProgress(progressFile).ids;
}

export const ourFilesDir = (dataDir: string) => path.join(dataDir, 'ours-files');
