import type { Address, addressSchema } from '@handmade/common';
import type { z } from 'zod';
import { notFound } from '../../http/httpError';
import type { User } from '../users';
import type { AddressesRepository } from './addresses.repository';

export const ADDRESS_NOT_FOUND = "Address couldn't be found";

type AddressInput = z.output<typeof addressSchema>;

const fieldsOf = ({ is_default: _asDefault, ...fields }: AddressInput) => fields;

export function createAddressesService(addresses: AddressesRepository) {
  const found = async (userId: number, addressId: number): Promise<Address> => {
    const address = await addresses.find(userId, addressId);
    if (!address) throw notFound(ADDRESS_NOT_FOUND);
    return address;
  };

  return {
    list: (user: User) => addresses.list(user.id),
    get: (user: User, addressId: number) => found(user.id, addressId),

    async create(user: User, input: AddressInput): Promise<Address> {
      const id = await addresses.insert(user.id, fieldsOf(input), input.is_default === true);
      return found(user.id, id);
    },

    async update(user: User, addressId: number, input: AddressInput): Promise<Address> {
      const changed = await addresses.update(user.id, addressId, fieldsOf(input), input.is_default === true);
      if (!changed) throw notFound(ADDRESS_NOT_FOUND);
      return found(user.id, addressId);
    },

    async remove(user: User, addressId: number): Promise<{ message: string }> {
      if (!(await addresses.remove(user.id, addressId))) throw notFound(ADDRESS_NOT_FOUND);
      return { message: 'Address deleted.' };
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
