import bcrypt from 'bcryptjs';
import type { Knex } from 'knex';
import type { Db } from '../knex';
import type { Storage } from '../../storage';
import { BUYERS, CATALOGUE, ADMIN, DEMO, SELLERS, type ProductSeed, type UserSeed } from './catalogue';
import { seedOrders } from './orders';
import { seedReviews } from './reviews';
import { seedAddresses, seedShipments, seedShippingProfiles } from './shipments';
import { SEED_VARIATIONS, seedVariations } from './variations';
import { removePhotos, storeProductPhotos, type StoredPhoto } from './photos';
import type { Progress } from './progress';
import { createRandom, type Random } from './random';

export { DEMO_USER } from './catalogue';

const SEED = 20240917;
const HOUR = 3_600_000;

async function hashPasswords(users: UserSeed[]): Promise<Map<string, string>> {
  // bcrypt is slow on purpose: hash each distinct password once.
  const distinct = [...new Set(users.map((user) => user.password))];
  const hashes = await Promise.all(distinct.map((password) => bcrypt.hash(password, 10)));
  return new Map(distinct.map((password, i) => [password, hashes[i]!]));
}

async function insertUsers(trx: Knex.Transaction, users: UserSeed[], at: Date) {
  const hashes = await hashPasswords(users);
  const rows: { id: number; username: string }[] = await trx('users')
    .insert(
      users.map(({ password, ...user }) => ({
        ...user,
        password_hash: hashes.get(password),
        // The demo's people verified their emails long ago; a new account starts unverified.
        email_verified_at: at,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning(['id', 'username']);
  const carts: { id: number; user_id: number }[] = await trx('carts')
    .insert(rows.map((row) => ({ user_id: row.id })))
    .returning(['id', 'user_id']);
  return {
    userIds: new Map(rows.map((row) => [row.username, row.id])),
    cartIds: new Map(carts.map((cart) => [cart.user_id, cart.id])),
  };
}

async function insertProducts(
  trx: Knex.Transaction,
  listings: ProductSeed[],
  userIds: Map<string, number>,
  now: number,
) {
  const rows: { id: number; title: string }[] = await trx('products')
    .insert(
      listings.map((listing, i) => {
        // Spread over the past weeks, oldest first, so ids and dates agree.
        const at = new Date(now - (listings.length - i) * 7 * HOUR);
        return {
          seller_id: userIds.get(listing.seller),
          title: listing.title,
          description: listing.description,
          price: listing.price.toFixed(2),
          inventory: listing.inventory,
          category_id: listing.categoryId,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .returning(['id', 'title']);
  const byTitle = new Map(rows.map((row) => [row.title, row.id]));
  return listings.map((listing) => ({ ...listing, id: byTitle.get(listing.title)! }));
}

type Listed = ProductSeed & { id: number };

/** The demo shopper's favourites and cart, on other shops' goods that are in stock. */
function demoActivity(random: Random, listed: Listed[], demoId: number, cartId: number) {
  const others = random.shuffle(
    listed.filter((product) => product.seller !== DEMO.username && product.inventory >= 3),
  );
  const favorites = others.slice(0, 4).map((product) => ({ user_id: demoId, product_id: product.id }));
  const cartItems = others.slice(4, 6).map((product, i) => ({
    cart_id: cartId,
    product_id: product.id,
    quantity: i + 1,
    gift: i === 1,
  }));
  return { favorites, cartItems };
}

/**
 * Fills an empty database with the demo marketplace: shops, goods with photos, orders, their buyers'
 * reviews, a cart.
 * Drawing the photos takes most of the time; `photoProgress` hears about each one.
 */
export async function seedDemo(db: Db, storage: Storage, photoProgress?: Progress): Promise<void> {
  const random = createRandom(SEED);
  const now = Date.now();
  // Shuffled once, deterministically, so the newest-first grid mixes shops and categories.
  const listings = random.shuffle(CATALOGUE);
  let photos: StoredPhoto[] = [];
  try {
    await db.transaction(async (trx) => {
      const { userIds, cartIds } = await insertUsers(
        trx,
        [DEMO, ...SELLERS, ...BUYERS, ADMIN],
        new Date(now - 90 * 24 * HOUR),
      );
      const listed = await insertProducts(trx, listings, userIds, now);
      await seedVariations(trx, listed);
      photos = await storeProductPhotos(
        storage,
        listed.map((product) => ({ productId: product.id, seed: product.title, ...product })),
        photoProgress,
      );
      await trx('product_images').insert(photos);
      const demoId = userIds.get(DEMO.username)!;
      // The demo's cart holds pieces without sizes or words to choose, as a quick add would.
      const plain = listed.filter((product) => !SEED_VARIATIONS[product.title]);
      const { favorites, cartItems } = demoActivity(random, plain, demoId, cartIds.get(demoId)!);
      await trx('favorites').insert(favorites);
      await trx('cart_items').insert(cartItems);
      await seedShippingProfiles(
        trx,
        [DEMO, ...SELLERS].map((seller) => userIds.get(seller.username)!),
      );
      await seedOrders(trx, listed, userIds, now);
      await seedShipments(trx, now);
      await seedReviews(trx, listed, userIds, now);
      await seedAddresses(
        trx,
        [DEMO, ...BUYERS].map((shopper) => ({
          id: userIds.get(shopper.username)!,
          name: `${shopper.first_name} ${shopper.last_name}`,
        })),
      );
    });
  } catch (error) {
    await removePhotos(storage, photos);
    throw error;
  }
}
