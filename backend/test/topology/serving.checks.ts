import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openEventStream, type StreamEvent } from '../../src/modules/conversations/eventStream.testing';
import { validProduct } from '../../src/modules/products/products.testing';
import { anyone, log, otherThan, throughNginx } from './observe';
import { uploadPhoto } from './photo';
import { servedBy, Shopper } from './shopper';
import { BUCKET, type Topology } from './topology';
import { count } from './traffic';

/**
 * The longest nginx serves its copy of a public answer before it revalidates it: `proxy_cache_valid 200 1s`
 * (deploy/nginx.conf), counted in whole seconds of its clock.
 */
const NGINX_KEEPS_MS = 2_000;

/** What the topology serves while all is well: each write through one machine, seen through the other. */
export function servingChecks(topology: () => Topology) {
  it('migrates once, by the migrate command before the APIs start; the APIs find nothing to apply', async () => {
    const t = topology();
    const migrated = t.migrated.split('\n').find((line) => line.includes('"migrated"'));
    expect(JSON.parse(migrated!).applied.length).toBeGreaterThan(0);
    const db = new pg.Client(t.postgres.url);
    await db.connect();
    const { rows } = await db.query(
      'SELECT batch, count(*)::int AS migrations FROM knex_migrations GROUP BY batch',
    );
    await db.end();
    log('migration batches', rows);
    expect(rows).toHaveLength(1);
  });

  it('spreads requests over both machines', async () => {
    const answers: string[] = [];
    for (let request = 0; request < 20; request += 1) {
      answers.push(servedBy((await fetch(`${topology().nginx.url}/api/health`)).headers));
    }
    log('20 requests answered by', count(answers));
    expect(new Set(answers)).toEqual(new Set(['api-1', 'api-2']));
  });

  it('shows a product created, edited, bought out and deleted through one machine at once through the other, and through nginx once its copy is revalidated', async () => {
    const t = topology();
    const nginx = t.nginx.url;
    const seller = await Shopper.signUp(nginx);
    const created = await seller.call(nginx, 'POST', '/api/products/new', validProduct({ inventory: 1 }));
    expect(created.status).toBe(201);
    const product = `/api/products/${created.body.id}`;
    const readBack = await anyone.call(otherThan(t, created).url, 'GET', product);
    expect(readBack.status).toBe(200);
    log('created through, read at once on', [created.servedBy, readBack.servedBy]);
    const stored = await throughNginx(t, product, (read) => read.status === 200);

    const edit = { ...validProduct({ inventory: 1 }), title: 'Renamed on one machine' };
    const edited = await seller.call(nginx, 'PUT', `${product}/edit`, edit);
    expect(edited.status).toBe(200);
    expect((await anyone.call(otherThan(t, edited).url, 'GET', product)).body.title).toBe(edit.title);
    const renamed = await throughNginx(t, product, (read) => read.body.title === edit.title);
    log('edited through; nginx answered (X-Proxy-Cache), ms', [edited.servedBy, renamed.cache, renamed.ms]);
    expect(renamed.ms).toBeLessThan(NGINX_KEEPS_MS + 1_000);
    expect(renamed.answer.headers.get('etag')).not.toBe(stored.answer.headers.get('etag'));

    const revalidated = await throughNginx(
      t,
      product,
      (read) => read.headers.get('x-proxy-cache') === 'REVALIDATED',
    );
    expect(revalidated.answer.body.title).toBe(edit.title);
    const etag = revalidated.answer.headers.get('etag')!;
    const conditional = await anyone.call(nginx, 'GET', product, undefined, { 'if-none-match': etag });
    log('nginx revalidated its copy with the ETag; a conditional GET got', [
      revalidated.cache,
      conditional.status,
    ]);
    expect(conditional.status).toBe(304);

    const buyer = await Shopper.signUp(nginx);
    const line = { product_id: created.body.id, quantity: 1 };
    expect((await buyer.call(nginx, 'POST', '/api/cart/add', line)).status).toBe(201);
    const bought = await buyer.call(nginx, 'PUT', '/api/products/successful-transaction');
    expect(bought.status).toBe(200);
    expect((await anyone.call(otherThan(t, bought).url, 'GET', product)).body.inventory ?? 0).toBe(0);
    const soldOut = await throughNginx(t, product, (read) => (read.body.inventory ?? 0) === 0);
    log('bought out through; nginx answered', [bought.servedBy, soldOut.cache, soldOut.ms]);

    const deleted = await seller.call(nginx, 'DELETE', product);
    expect(deleted.status).toBe(200);
    expect((await anyone.call(otherThan(t, deleted).url, 'GET', product)).status).toBe(404);
    const gone = await throughNginx(t, product, (read) => read.status === 404);
    log('deleted through; nginx answered', [deleted.servedBy, gone.cache, gone.ms]);
    expect(gone.ms).toBeLessThan(NGINX_KEEPS_MS + 1_000);
  });

  it('compresses API answers for a client that accepts it, and answers a conditional read of one with a 304', async () => {
    const nginx = topology().nginx.url;
    const seller = await Shopper.signUp(nginx);
    for (const title of ['Compressed walnut bowl', 'Compressed walnut spoon']) {
      const created = await seller.call(nginx, 'POST', '/api/products/new', validProduct({ title }));
      expect(created.status).toBe(201);
    }
    const path = `/api/users/${seller.id}/products`;
    const plain = await anyone.call(nginx, 'GET', path, undefined, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length') ?? JSON.stringify(plain.body).length)).toBeGreaterThan(
      1024,
    );

    const gzipped = await anyone.call(nginx, 'GET', path, undefined, { 'accept-encoding': 'gzip' });
    log('a shop page through nginx: encoding, vary, products', [
      gzipped.headers.get('content-encoding'),
      gzipped.headers.get('vary'),
      gzipped.body.length,
    ]);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gzipped.body).toEqual(plain.body);

    const etag = gzipped.headers.get('etag')!;
    const conditional = await anyone.call(nginx, 'GET', path, undefined, {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(conditional.status).toBe(304);
  });

  it('delivers a message sent through one machine to an event stream held open on the other', async () => {
    const nginx = topology().nginx.url;
    const reader = await Shopper.signUp(nginx);
    const writer = await Shopper.signUp(nginx);
    const opening = { recipient_id: reader.id, message: 'Do you take commissions?' };
    const conversation = await writer.call(nginx, 'POST', '/api/conversations', opening);
    expect(conversation.status).toBe(201);
    const stream = await openEventStream(nginx, reader.cookie);
    try {
      expect(stream.status).toBe(200);
      await stream.next((event) => event.event === 'unread');
      const body = `Yes, gladly ${randomUUID()}`;
      const sent = await writer.call(nginx, 'POST', `/api/conversations/${conversation.body.id}/messages`, {
        body,
      });
      expect(sent.status).toBe(201);
      const arrived = await stream.next(
        (event: StreamEvent) => event.event === 'message' && JSON.parse(event.data).body === body,
      );
      log('stream held by, message sent through, arrived', [
        servedBy(stream.headers),
        sent.servedBy,
        !!arrived,
      ]);
      // least_conn sends the message to the machine that is not holding the stream open.
      expect(sent.servedBy).not.toBe(servedBy(stream.headers));
    } finally {
      stream.close();
    }
  });

  it('stores a photo uploaded through one machine in the bucket, where it is served, and lists it through the other', async () => {
    const t = topology();
    const seller = await Shopper.signUp(t.nginx.url);
    const product = await seller.call(t.nginx.url, 'POST', '/api/products/new', validProduct());
    const photo = await uploadPhoto(t, seller, product.body.id);
    const prefix = `products/${product.body.id}/`;
    const listed = await t.s3.client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    const keys = (listed.Contents ?? []).map((object) => object.Key);
    expect(keys).toContain(photo.key);
    const served = await fetch(photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const images = `/api/products/${product.body.id}/images`;
    const elsewhere = await anyone.call(otherThan(t, photo.upload).url, 'GET', images);
    const viaNginx = await throughNginx(t, images, (read) => read.status === 200);
    log('uploaded through, objects in the bucket, listed by', [
      photo.upload.servedBy,
      keys,
      elsewhere.servedBy,
    ]);
    for (const list of [elsewhere.body, viaNginx.answer.body]) {
      expect(list.map((image: { id: number }) => image.id)).toContain(photo.upload.body.id);
    }
  });
}
