import type { AddressInput } from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import type { Address, MessageAnswer } from '../../lib/types';

/**
 * The signed-in user's shipping addresses. Only the pages that show them read them, so they stay in those
 * pages, not in the store.
 */

export const loadAddresses = createApiThunk('addresses/load', (_: void, api) =>
  api.get<Address[]>('/api/addresses'),
);

export const createAddress = createApiThunk('addresses/create', (fields: AddressInput, api) =>
  api.post<Address>('/api/addresses', fields),
);

export const updateAddress = createApiThunk(
  'addresses/update',
  ({ id, fields }: { id: number; fields: AddressInput }, api) =>
    api.put<Address>(`/api/addresses/${id}`, fields),
);

export const deleteAddress = createApiThunk('addresses/delete', (id: number, api) =>
  api.delete<MessageAnswer>(`/api/addresses/${id}`),
);
