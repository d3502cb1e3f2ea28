import type { ShippingProfile, shippingProfileSchema } from '@handmade/common';
import type { z } from 'zod';
import type { Db } from '../../db/knex';
import { isForeignKeyViolation } from '../../db/pgErrors';

export type ProfileFields = z.output<typeof shippingProfileSchema>;

export function createShippingProfilesRepository(db: Db) {
  const withListingCount = () =>
    db('shipping_profiles as sp')
      .select(
        'sp.id',
        'sp.name',
        'sp.processing_days_min',
        'sp.processing_days_max',
        'sp.first_item',
        'sp.additional_item',
        'sp.free_over',
      )
      .select(
        db.raw('(SELECT count(*)::int FROM products p WHERE p.shipping_profile_id = sp.id) AS listing_count'),
      );

  return {
    async list(sellerId: number): Promise<ShippingProfile[]> {
      return withListingCount().where('sp.seller_id', sellerId).orderBy('sp.id');
    },

    async find(sellerId: number, profileId: number): Promise<ShippingProfile | undefined> {
      return withListingCount().where({ 'sp.id': profileId, 'sp.seller_id': sellerId }).first();
    },

    async insert(sellerId: number, fields: ProfileFields): Promise<number> {
      const [row] = await db('shipping_profiles')
        .insert({ ...fields, seller_id: sellerId })
        .returning('id');
      return row.id;
    },

    /** False when the profile is not the seller's. */
    async update(sellerId: number, profileId: number, fields: ProfileFields): Promise<boolean> {
      const changed = await db('shipping_profiles')
        .where({ id: profileId, seller_id: sellerId })
        .update({ ...fields, updated_at: db.fn.now() });
      return changed > 0;
    },

    /** 'missing' when not the seller's, 'in use' while a listing points at it (the foreign key says so). */
    async remove(sellerId: number, profileId: number): Promise<'removed' | 'missing' | 'in use'> {
      try {
        const removed = await db('shipping_profiles').where({ id: profileId, seller_id: sellerId }).delete();
        return removed > 0 ? 'removed' : 'missing';
      } catch (error) {
        if (isForeignKeyViolation(error)) return 'in use';
        throw error;
      }
    },
  };
}

export type ShippingProfilesRepository = ReturnType<typeof createShippingProfilesRepository>;
