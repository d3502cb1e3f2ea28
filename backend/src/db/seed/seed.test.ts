import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { SEED_VARIATIONS } from './variations';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createLogger } from '../../logger';
import { variantKeys } from '../../storage/imageVariants';
import { createDiskStorage } from '../../storage/diskStorage';
import { createDb, migrateLatest, type Db } from '../knex';
import { seedIfEmpty } from '.';
import { ROOT_DIR } from '../../config';
import {
  ART_KIND,
  CATALOGUE,
  CLOSINGS,
  DEMO,
  OPENINGS,
  REVIEW_MATERIAL,
  reviewLines,
  type Stars,
} from './catalogue';
import { DEMO_USER } from './seedDemo';

// The run's database is shared by every test file: the seed gets a database of its own.
const name = `seed_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const admin = createDb(inject('databaseUrl'), 1);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'handmade-seed-'));
const storage = createDiskStorage(dir);
const logger = createLogger('silent');
let db: Db;

beforeAll(async () => {
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${name}`;
  db = createDb(url.toString(), 5);
  await migrateLatest(db);
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function count(table: string): Promise<number> {
  const row = await db(table).count<{ count: number }[]>('* as count').first();
  return Number(row!.count);
}

describe('seedIfEmpty', () => {
  // The demo's photos are drawn and encoded here, some 80 s on two quiet cores and well over twice that while
  // other test files and other work share them.
  it('seeds an empty database once and leaves a seeded one alone', { timeout: 400_000 }, async () => {
    expect(await seedIfEmpty(db, storage, logger)).toBe(true);
    const before = await Promise.all(['users', 'products', 'product_images', 'reviews'].map(count));
    expect(await seedIfEmpty(db, storage, logger)).toBe(false);
    expect(await Promise.all(['users', 'products', 'product_images', 'reviews'].map(count))).toEqual(before);
  });

  it('lists at least 64 products in every category, by at least 7 shops', async () => {
    expect(await count('products')).toBeGreaterThanOrEqual(64);
    const categories = await db('products').distinct('category_id').orderBy('category_id');
    expect(categories.map((row) => row.category_id)).toEqual([1, 2, 3, 4, 5]);
    const sellers = await db('products').countDistinct<{ count: number }[]>('seller_id as count').first();
    expect(Number(sellers!.count)).toBeGreaterThanOrEqual(7);
    expect(await db('products').where('inventory', '<=', 5).first()).toBeDefined();
    const carts = await db('users').leftJoin('carts', 'carts.user_id', 'users.id').whereNull('carts.id');
    expect(carts).toEqual([]);
  });

  it('gives every product one preview among 1 to 6 photos, some with 1 and some with 6', async () => {
    const perProduct = await db('products')
      .leftJoin('product_images', 'product_images.product_id', 'products.id')
      .groupBy('products.id')
      .select('products.id')
      .count<{ id: number; images: number; previews: number }[]>('product_images.id as images')
      .select(db.raw('count(*) filter (where product_images.preview) as previews'));
    for (const row of perProduct) {
      expect(Number(row.previews)).toBe(1);
      expect(Number(row.images)).toBeGreaterThanOrEqual(1);
    }
    expect(perProduct.filter((row) => Number(row.images) === 1).length).toBeGreaterThanOrEqual(3);
    expect(perProduct.filter((row) => Number(row.images) === 6).length).toBeGreaterThanOrEqual(3);
    const previewsFirst = await db('product_images').where({ preview: true }).whereNot({ position: 0 });
    expect(previewsFirst).toEqual([]);
  });

  it('stores every variant of every photo', async () => {
    const images = await db('product_images').select('key', 'url', 'url_medium', 'url_small');
    for (const image of images) {
      expect(image.url).toMatch(/^\/uploads\//);
      for (const key of variantKeys(image.key)) expect(fs.existsSync(path.join(dir, key))).toBe(true);
    }
  });

  it('has reviews by non-sellers, varied stars and one shop still without reviews', async () => {
    const own = await db('reviews')
      .join('products', 'products.id', 'reviews.product_id')
      .whereRaw('reviews.user_id = products.seller_id');
    expect(own).toEqual([]);
    const stars = await db('reviews').distinct('stars');
    expect(stars.length).toBeGreaterThanOrEqual(3);
    const wrongRecommendation = await db('reviews').where('stars', '<', 3).andWhere({ recommendation: true });
    expect(wrongRecommendation).toEqual([]);
    const shops = await db('users')
      .whereIn('id', db('products').select('seller_id'))
      .select('seller_review_count', 'seller_stars_total');
    expect(shops.some((shop) => shop.seller_review_count === 0)).toBe(true);
    const ratings = new Set(
      shops
        .filter((s) => s.seller_review_count > 0)
        .map((s) => (s.seller_stars_total / s.seller_review_count).toFixed(1)),
    );
    expect(ratings.size).toBeGreaterThan(2);
  });

  it('lets the demo user sign in, with listings, favorites and a cart on other shops', async () => {
    const demo = await db('users').where({ email: DEMO_USER.email }).first();
    expect(demo.username).toBe('demo');
    expect(await bcrypt.compare(DEMO_USER.password, demo.password_hash)).toBe(true);
    expect(await db('products').where({ seller_id: demo.id })).toHaveLength(3);
    const favorites = await db('favorites')
      .join('products', 'products.id', 'favorites.product_id')
      .where('favorites.user_id', demo.id);
    expect(favorites.length).toBeGreaterThanOrEqual(3);
    expect(favorites.every((row) => row.seller_id !== demo.id)).toBe(true);
    const lines = await db('cart_items')
      .join('carts', 'carts.id', 'cart_items.cart_id')
      .join('products', 'products.id', 'cart_items.product_id')
      .where('carts.user_id', demo.id);
    expect(lines).toHaveLength(2);
    expect(lines.every((row) => row.seller_id !== demo.id)).toBe(true);
  });

  it('ships every seeded order as far as its age says, and gives every shop shipping profiles', async () => {
    expect(await db('order_items').whereNull('shipment_id')).toEqual([]);
    const statuses = await db('shipments').distinct('status').orderBy('status');
    expect(statuses.map((row) => row.status)).toEqual(['delivered', 'paid', 'shipped']);
    // A shipped or delivered one has tracking; the queue's open units are what its paid shipments hold.
    expect(
      await db('shipments').whereIn('status', ['shipped', 'delivered']).whereNull('tracking_number'),
    ).toEqual([]);
    const queues = await db('users as u').select(
      'u.open_units',
      db.raw(
        "(SELECT coalesce(sum(units), 0)::int FROM shipments s WHERE s.seller_id = u.id AND s.status = 'paid') AS paid_units",
      ),
    );
    expect(queues.every((row) => row.open_units === row.paid_units)).toBe(true);
    const unprofiled = await db('products').whereNull('shipping_profile_id');
    expect(unprofiled).toEqual([]);
    // Every seeded order shipped to its buyer's default address.
    const addressless = await db('orders').whereNull('shipping_address');
    expect(addressless).toEqual([]);
  });

  it('sells some pieces in sizes and colours, and asks for words on others', async () => {
    const varied = await db('products').whereIn('title', Object.keys(SEED_VARIATIONS)).select('id', 'title');
    expect(varied).toHaveLength(Object.keys(SEED_VARIATIONS).length);
    const shirt = varied.find((row) => row.title === 'Linen Button-Front Shirt');
    const variants = await db('product_variants').where({ product_id: shirt.id }).orderBy('position');
    expect(variants).toHaveLength(8);
    // The trigger keeps the listing's lowest and highest price and total stock.
    const row = await db('products').where({ id: shirt.id }).first();
    expect(row.price).toBe(Math.min(...variants.map((v) => v.price)));
    expect(row.price_max).toBe(Math.max(...variants.map((v) => v.price)));
    expect(row.inventory).toBe(variants.reduce((sum, v) => sum + v.inventory, 0));
    const asking = await db('products').whereNotNull('personalization_prompt');
    expect(asking.some((product) => product.personalization_required)).toBe(true);
  });

  it('writes every review for its kind of product: no chipped scrunchies', async () => {
    const rows: { title: string; review: string; stars: Stars }[] = await db('reviews')
      .join('products', 'products.id', 'reviews.product_id')
      .select('products.title', 'reviews.review', 'reviews.stars');
    const listings = new Map(CATALOGUE.map((product) => [product.title, product]));
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const listing = listings.get(row.title)!;
      const lines = reviewLines(listing, row.stars);
      expect(
        lines.some((line) => row.review.includes(line)),
        row.review,
      ).toBe(true);
      if (/chipped/i.test(row.review)) expect(ART_KIND[listing.art], row.title).toBe('ceramic');
    }
  });

  it('never uses a review text twice, and reviews differ in length', async () => {
    const texts: string[] = (await db('reviews').select('review')).map((row) => row.review);
    expect(new Set(texts).size).toBe(texts.length);
    const lengths = texts.map((text) => text.length);
    expect(Math.min(...lengths)).toBeLessThan(50);
    expect(Math.max(...lengths)).toBeGreaterThan(150);
  });

  it('has every review written by a buyer, after the product was delivered to them', async () => {
    const reviews: { id: number; created_at: Date; delivered_at: Date | null; author_sells: boolean }[] =
      await db('reviews as r')
        .join('products as p', 'p.id', 'r.product_id')
        .select('r.id', 'r.created_at')
        .select(
          db.raw(
            `(SELECT min(e.at) FROM orders o
              JOIN order_items oi ON oi.order_id = o.id
              JOIN shipment_events e ON e.shipment_id = oi.shipment_id AND e.status = 'delivered'
              WHERE o.user_id = r.user_id AND oi.product_id = r.product_id) AS delivered_at`,
          ),
          db.raw('EXISTS (SELECT 1 FROM products mine WHERE mine.seller_id = r.user_id) AS author_sells'),
        )
        .orderBy('r.id');
    for (const review of reviews) {
      expect(review.delivered_at, `review ${review.id}`).not.toBeNull();
      expect(review.created_at.getTime()).toBeGreaterThan(review.delivered_at!.getTime());
    }
    // Mostly shoppers, not other shops (the demo account both sells and buys).
    const byShoppers = reviews.filter((review) => !review.author_sells).length;
    expect(byShoppers / reviews.length).toBeGreaterThanOrEqual(0.85);
    // Ids and dates agree, so the newest-first list reads newest first by date too.
    const times = reviews.map((review) => review.created_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The browser suite reads the reviews of this bracelet.
    const bracelet = await db('products').where({ title: 'Natural Stone Bead Bracelet' }).first();
    expect(bracelet.review_count).toBeGreaterThan(1);
  });

  it('gives every shop its own name, a bio and a place, and none is named like the footer team', async () => {
    const team = JSON.parse(
      fs.readFileSync(path.join(ROOT_DIR, 'frontend/src/config/team.json'), 'utf8'),
    ) as { members: { name: string }[] };
    const teamNames = new Set(team.members.map((member) => member.name.toLowerCase()));
    const teamFirstNames = new Set(team.members.map((member) => member.name.split(' ')[0]!.toLowerCase()));
    const sellers: { first_name: string; last_name: string; bio: string; location: string }[] = await db(
      'users',
    )
      .whereIn('id', db('products').distinct('seller_id'))
      .select('first_name', 'last_name', 'bio', 'location');
    expect(sellers.length).toBeGreaterThanOrEqual(8);
    for (const seller of sellers) {
      expect(teamNames).not.toContain(`${seller.first_name} ${seller.last_name}`.toLowerCase());
      expect(teamFirstNames).not.toContain(seller.first_name.toLowerCase());
      expect(seller.bio.length).toBeGreaterThan(40);
      expect(seller.location).toBeTruthy();
      // A maker's shop, the demo's included, describes itself, not the account it is seeded on.
      expect(`${seller.last_name} ${seller.bio} ${seller.location}`).not.toMatch(/demo|account|everywhere/i);
    }
    const demo = await db('users').where({ username: DEMO.username }).first();
    expect(demo.bio).not.toMatch(/demo/i);
  });

  it('files each hand-written review line once, under the kind, drawing or listing it fits', () => {
    const listings = new Map(CATALOGUE.map((product) => [product.title, product]));
    const lines = [
      OPENINGS,
      CLOSINGS,
      ...Object.values(REVIEW_MATERIAL).flatMap((material) => [
        material.any,
        ...Object.values(material.art ?? {}),
        ...Object.values(material.title ?? {}),
      ]),
    ].flatMap((byBand) => Object.values(byBand).flat());
    expect(new Set(lines).size).toBe(lines.length);
    for (const [kind, material] of Object.entries(REVIEW_MATERIAL)) {
      for (const art of Object.keys(material.art ?? {})) {
        expect(ART_KIND[art as keyof typeof ART_KIND], art).toBe(kind);
      }
      for (const title of Object.keys(material.title ?? {})) {
        expect(listings.has(title), title).toBe(true);
        expect(ART_KIND[listings.get(title)!.art], title).toBe(kind);
      }
    }
  });
});
