import type { Knex } from 'knex';
import type { Address } from '@handmade/common';
import type { Db } from '../../db/knex';

/** An address as stored; the input already checked by `addressSchema`. */
export type AddressFields = Omit<Address, 'id' | 'is_default'>;

const COLUMNS = ['id', 'name', 'line1', 'line2', 'city', 'region', 'postal_code', 'country', 'is_default'];

export function createAddressesRepository(db: Db) {
  /** Makes `addressId` the user's only default (the partial unique index allows one). */
  const makeDefault = async (trx: Knex.Transaction, userId: number, addressId: number) => {
    await trx('addresses').where({ user_id: userId, is_default: true }).whereNot({ id: addressId }).update({
      is_default: false,
    });
    await trx('addresses').where({ id: addressId }).update({ is_default: true });
  };

  return {
    /** The default first, then oldest first. */
    async list(userId: number): Promise<Address[]> {
      return db('addresses')
        .select(COLUMNS)
        .where({ user_id: userId })
        .orderBy([
          { column: 'is_default', order: 'desc' },
          { column: 'id', order: 'asc' },
        ]);
    },

    async find(userId: number, addressId: number): Promise<Address | undefined> {
      return db('addresses').select(COLUMNS).where({ id: addressId, user_id: userId }).first();
    },

    /** The user's first address becomes the default whatever it says; a later one when it asks to. */
    async insert(userId: number, fields: AddressFields, asDefault: boolean): Promise<number> {
      return db.transaction(async (trx) => {
        // Serialises one user's address writes, so two first addresses cannot both become the default.
        await trx('users').select('id').where({ id: userId }).forUpdate();
        const existing = await trx('addresses').where({ user_id: userId }).first('id');
        const [row] = await trx('addresses')
          .insert({ ...fields, user_id: userId })
          .returning('id');
        if (asDefault || !existing) await makeDefault(trx, userId, row.id);
        return row.id as number;
      });
    },

    /** False when the address is not the user's. */
    async update(
      userId: number,
      addressId: number,
      fields: AddressFields,
      asDefault: boolean,
    ): Promise<boolean> {
      return db.transaction(async (trx) => {
        const changed = await trx('addresses')
          .where({ id: addressId, user_id: userId })
          .update({ ...fields, updated_at: trx.fn.now() });
        if (changed === 0) return false;
        if (asDefault) await makeDefault(trx, userId, addressId);
        return true;
      });
    },

    /** Removing the default makes the oldest remaining address the default. False when not the user's. */
    async remove(userId: number, addressId: number): Promise<boolean> {
      return db.transaction(async (trx) => {
        await trx('users').select('id').where({ id: userId }).forUpdate();
        const [removed] = await trx('addresses')
          .where({ id: addressId, user_id: userId })
          .delete()
          .returning('is_default');
        if (!removed) return false;
        if (removed.is_default) {
          const next = await trx('addresses').where({ user_id: userId }).orderBy('id').first('id');
          if (next) await makeDefault(trx, userId, next.id);
        }
        return true;
      });
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
