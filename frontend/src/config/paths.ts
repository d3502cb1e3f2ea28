/** Every route of the app: `path` is the router pattern, `href` builds a link to it. */

import type { ProductSort as Sort } from '@handmade/common';

// The list's sorts are the ones the server accepts, listed once in common.
export { PRODUCT_SORTS as SORTS, isProductSort as isSort } from '@handmade/common';
export type { Sort };

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: { path: '/', href: () => '/' },
  products: {
    path: '/products',
    href: (query: { q?: string; sort?: Sort } = {}) => withQuery('/products', query),
  },
  category: {
    path: '/products/categories/:categoryId',
    href: (categoryId: number) => `/products/categories/${categoryId}`,
  },
  product: { path: '/products/:productId', href: (productId: number) => `/products/${productId}` },
  editProduct: {
    path: '/products/:productId/edit',
    href: (productId: number) => `/products/${productId}/edit`,
  },
  newProduct: { path: '/products/new', href: () => '/products/new' },
  manageProducts: { path: '/products/current', href: () => '/products/current' },
  shop: { path: '/shop/:userId', href: (userId: number) => `/shop/${userId}` },
  favorites: { path: '/favorites', href: () => '/favorites' },
  /** New listings from the shops the signed-in user follows. */
  feed: { path: '/feed', href: () => '/feed' },
  cart: { path: '/cart', href: () => '/cart' },
  checkout: { path: '/checkout', href: () => '/checkout' },
  success: { path: '/successful-transaction', href: () => '/successful-transaction' },
  orders: { path: '/orders', href: () => '/orders' },
  account: { path: '/account', href: () => '/account' },
  order: { path: '/orders/:orderId', href: (orderId: number) => `/orders/${orderId}` },
  shopManager: { path: '/shop-manager', href: () => '/shop-manager' },
  messages: { path: '/messages', href: () => '/messages' },
  /** A case on a shipment: its buyer, its seller and admins read and answer it there. */
  case: { path: '/cases/:caseId', href: (caseId: number) => `/cases/${caseId}` },
  /** The operator's console (admins only): the reports queue, and the dashboard, audit log and accounts under it. */
  admin: { path: '/admin', href: () => '/admin' },
  adminDashboard: {
    path: '/admin/dashboard',
    href: (days?: number) => withQuery('/admin/dashboard', { days: days?.toString() }),
  },
  adminUser: { path: '/admin/users/:userId', href: (userId: number) => `/admin/users/${userId}` },
  adminCases: {
    path: '/admin/cases',
    href: (status?: 'open' | 'resolved') => withQuery('/admin/cases', { status }),
  },
  adminOrder: { path: '/admin/orders/:orderId', href: (orderId: number) => `/admin/orders/${orderId}` },
  adminAudit: {
    path: '/admin/audit',
    href: (query: { target_type?: string; target_id?: number } = {}) =>
      withQuery('/admin/audit', { target_type: query.target_type, target_id: query.target_id?.toString() }),
  },
  thread: {
    path: '/messages/:conversationId',
    href: (conversationId: number) => `/messages/${conversationId}`,
  },
  /** The page the password reset mail links to, with the mailed token. */
  resetPassword: {
    path: '/reset-password',
    href: (token?: string) => withQuery('/reset-password', { token }),
  },
  /** The page a mailed email confirmation link leads to (this address, or a new one), with the mailed token. */
  verifyEmail: {
    path: '/verify-email',
    href: (token?: string) => withQuery('/verify-email', { token }),
  },
  /** The page a notification mail's unsubscribe link leads to, with the mailed token. */
  unsubscribe: {
    path: '/unsubscribe',
    href: (token?: string) => withQuery('/unsubscribe', { token }),
  },
} as const;
