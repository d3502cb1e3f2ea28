import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedInUser } from '../../../test/testApp';
import { createDiskStorage } from '../../storage/diskStorage';
import { createProduct } from '../products/products.testing';
import { UPLOADS_BUSY_FOR_ACCOUNT } from './images.admission';
import type { EncodingState } from './encodingQueue';
import { holdableStorage, makeImage } from './images.testing';

const lines: { msg: string; uploads?: EncodingState }[] = [];
let holdable: ReturnType<typeof holdableStorage> | undefined;
// One encoder and eight waiting places, in one API process.
const test = createTestApp({
  env: { IMAGE_ENCODERS: '1', IMAGE_QUEUE: '8', WEB_CONCURRENCY: '1' },
  storage: (config) =>
    (holdable = holdableStorage(createDiskStorage(path.join(config.dataDir, 'uploads')))).storage,
  logger: pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) }),
});

function upload(seller: SignedInUser, productId: number, file: Buffer) {
  return seller.agent
    .post('/api/products/images/new')
    .field('product_id', String(productId))
    .attach('image', file, 'photo.png')
    .then((res) => res);
}

/** Photos waiting for the encoder, as last logged. */
const waiting = () =>
  lines.findLast((line) => line.msg === 'photo waiting for an encoder')?.uploads?.waiting ?? 0;
const settled = { timeout: 20_000 };

describe('one account’s burst of uploads', () => {
  it('neither refuses nor holds back another seller’s photo behind it', async () => {
    const gate = holdable!;
    const busy = await signUp(test);
    const other = await signUp(test);
    const [first, rest, own] = [
      await createProduct(busy.agent),
      await createProduct(busy.agent),
      await createProduct(other.agent),
    ];
    const file = await makeImage('png', 320, 240);

    // The busy seller's first photo holds the encoder; nine more arrive while it does.
    gate.hold();
    const encoding = upload(busy, first.id, file);
    await expect.poll(() => gate.waitingWrites.length, settled).toBeGreaterThan(0);
    const answered: Awaited<ReturnType<typeof upload>>[] = [];
    const burst = Array.from({ length: 9 }, () =>
      upload(busy, rest.id, file).then((res) => {
        answered.push(res);
        return res;
      }),
    );
    await expect.poll(() => answered.length + waiting(), settled).toBe(9);

    // Another seller's photo is let in and waits for the encoder, instead of a 503.
    const waitingBefore = waiting();
    let mineAnswered: Awaited<ReturnType<typeof upload>> | undefined;
    const mine = upload(other, own.id, file).then((res) => (mineAnswered = res));
    await expect
      .poll(() => mineAnswered?.status ?? (waiting() > waitingBefore ? 'waiting' : 'arriving'), settled)
      .toBe('waiting');

    // Past its share the busy account is told to wait, keeping room in the queue for other sellers.
    expect(answered.length).toBeGreaterThan(0);
    for (const res of answered) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: UPLOADS_BUSY_FOR_ACCOUNT });
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    }
    gate.release();
    expect((await mine).status).toBe(201);
    expect((await encoding).status).toBe(201);
    const statuses = (await Promise.all(burst)).map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(waitingBefore);

    // The other seller's photo was encoded next, ahead of the busy seller's waiting ones.
    const firstWriteOf = (productId: number) =>
      gate.writes.findIndex((key) => key.startsWith(`products/${productId}/`));
    expect(firstWriteOf(own.id)).toBeLessThan(firstWriteOf(rest.id));
  });
});
