import { createApiThunk } from '../../app/state/createApiThunk';
import type { Shop } from '../../lib/types';

/** A seller's shop profile: who they are, where they work, since when, and how much they sold. */
export const loadShop = createApiThunk('shops/load', async (userId: number, api) => {
  return await api.get<Shop>(`/api/users/${userId}`);
});
