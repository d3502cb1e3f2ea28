import type { ApiClient } from '../../lib/api';
import type { Product } from '../../lib/types';
import { createApiThunk } from '../../app/state/createApiThunk';
import { selectCurrentUser } from '../../app/state/sessionSlice';
import { forgetViews, readViews, rememberView } from './viewedInBrowser';

const ACCOUNT = '/api/account/recently-viewed';

/** What this browser kept before the user signed in, moved onto their account; the account's list after. */
async function mergeBrowserViews(api: ApiClient): Promise<Product[] | undefined> {
  const items = readViews();
  if (items.length === 0) return undefined;
  const merged = await api.post<Product[]>(ACCOUNT, { items });
  forgetViews();
  return merged;
}

/** A product page opened: on the account when signed in, in this browser otherwise. */
export const recordView = createApiThunk(
  'recentlyViewed/record',
  async (productId: number, api, { getState }) => {
    if (!selectCurrentUser(getState())) {
      rememberView(productId);
      return;
    }
    await mergeBrowserViews(api);
    await api.put(`${ACCOUNT}/${productId}`);
  },
);

/** The recently viewed products, newest first: the account's, or those this browser kept for a visitor. */
export const fetchRecentlyViewed = createApiThunk(
  'recentlyViewed/fetch',
  async (_: void, api, { getState }): Promise<Product[]> => {
    if (selectCurrentUser(getState())) return (await mergeBrowserViews(api)) ?? api.get<Product[]>(ACCOUNT);
    const ids = readViews().map((view) => view.product_id);
    return ids.length === 0 ? [] : api.get<Product[]>(`/api/recently-viewed?ids=${ids.join(',')}`);
  },
);
