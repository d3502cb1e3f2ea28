import { isValidElement, lazy, Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { LandingPage } from '../features/products/LandingPage';
import { Layout } from './layout/Layout';
import { isLazyPage, lazyPage } from './lazyPage';
import { RequireSignIn } from './RequireSignIn';

// Declarative routes (not a data router): that keeps about 18 KB gzip of router code out of the first load.
// Only the landing page ships with the first load; every other page is fetched when first visited. The
// storefront's routes are here; the rest (accounts, orders, messages, the console, the links in mails) are in
// memberRoutes.tsx, reached through the last route, so their table stays out of the first load too. Every path
// under /products stays here: a static one (/products/new) must be ranked with /products/:productId.
const ProductsPage = lazyPage(() => import('./pages/ProductsRoute'));
const ProductDetailPage = lazyPage(() => import('./pages/ProductDetailPage'));
const ShopPage = lazyPage(() => import('./pages/ShopRoute'));
const ManageProductsPage = lazyPage(() => import('../features/products/ManageProductsPage'));
const ProductFormPage = lazyPage(() => import('../features/products/ProductFormPage'));
const MemberRoutes = lazyPage(() => import('./memberRoutes'));
// Below the landing's fold: fetched after the first load, so it adds nothing to it.
const LandingMore = lazy(() => import('./pages/LandingMoreRoute'));
// Not part of the first load: it shows only once the shopper has viewed something.
const RecentlyViewed = lazy(() => import('../features/recentlyViewed/RecentlyViewed'));

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <Layout />,
    children: [
      {
        index: true,
        element: (
          <LandingPage>
            <Suspense fallback={null}>
              <RecentlyViewed />
            </Suspense>
            <Suspense fallback={null}>
              <LandingMore />
            </Suspense>
          </LandingPage>
        ),
      },
      { path: paths.products.path, element: <ProductsPage /> },
      { path: paths.category.path, element: <ProductsPage /> },
      { path: paths.product.path, element: <ProductDetailPage /> },
      { path: paths.shop.path, element: <ShopPage /> },
      {
        element: <RequireSignIn />,
        children: [
          { path: paths.manageProducts.path, element: <ManageProductsPage /> },
          { path: paths.newProduct.path, element: <ProductFormPage /> },
          { path: paths.editProduct.path, element: <ProductFormPage /> },
        ],
      },
      { path: '*', element: <MemberRoutes /> },
    ],
  },
];

/** Fetch the other pages' routes ahead (main.tsx), so following a link to one waits for its page alone. */
export function preloadMemberRoutes() {
  void MemberRoutes.load();
}

/**
 * Fetches the modules of the pages `pathname` shows (the HTML has already asked for them), so that the first
 * render shows the page instead of a fallback (`lazyPage`).
 */
export async function loadPagesOf(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => (isValidElement(route.element) ? route.element.type : undefined))
    .filter(isLazyPage);
  await Promise.all(pages.map((page) => page.load()));
}

export function AppRoutes() {
  return useRoutes(routes);
}
