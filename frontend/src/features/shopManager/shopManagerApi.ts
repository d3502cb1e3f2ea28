import type { ShopProfileInput, ShopStatsPeriod } from '@handmade/common';
import { createApiThunk } from '../../app/state/createApiThunk';
import type { Shop, ShopOrderLine, ShopStats } from '../../lib/types';

// The Shop manager's data is the seller's own and only this page shows it, so it stays in the page.

export const shopOrdersPath = (limit = 20) => `/api/shop/orders?limit=${limit}`;
export const shopOrdersCsvPath = (days: ShopStatsPeriod) => `/api/shop/orders.csv?days=${days}`;

export const loadShopStats = createApiThunk('shopManager/loadStats', async (days: ShopStatsPeriod, api) => {
  return await api.get<ShopStats>(`/api/shop/stats?days=${days}`);
});

/** A page of the orders received; `url` is the first page's or the previous page's next link. */
export const loadShopOrders = createApiThunk('shopManager/loadOrders', async (url: string, api) => {
  return await api.getPage<ShopOrderLine>(url);
});

export const loadOwnShop = createApiThunk('shopManager/loadShop', async (userId: number, api) => {
  return await api.get<Shop>(`/api/users/${userId}`);
});

export const saveShopProfile = createApiThunk(
  'shopManager/saveProfile',
  async (profile: ShopProfileInput, api) => await api.put<Shop>('/api/shop/profile', profile),
);
