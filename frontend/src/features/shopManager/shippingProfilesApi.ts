import type { ShippingProfileInput } from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import type { MessageAnswer, ShippingProfile } from '../../lib/types';

const PROFILES = '/api/shop/shipping-profiles';

export const loadShippingProfiles = createApiThunk(
  'shopManager/loadShippingProfiles',
  async (_: void, api) => await api.get<ShippingProfile[]>(PROFILES),
);

/** Creates a profile (no `id`) or changes one. */
export const saveShippingProfile = createApiThunk(
  'shopManager/saveShippingProfile',
  async ({ id, profile }: { id?: number; profile: ShippingProfileInput }, api) =>
    id === undefined
      ? await api.post<ShippingProfile>(PROFILES, profile)
      : await api.put<ShippingProfile>(`${PROFILES}/${id}`, profile),
);

/** Refused (409) while a listing still uses the profile. */
export const deleteShippingProfile = createApiThunk(
  'shopManager/deleteShippingProfile',
  async (id: number, api) => await api.delete<MessageAnswer>(`${PROFILES}/${id}`),
);
