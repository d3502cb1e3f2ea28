import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { LandingPage } from '../features/products/LandingPage';
import { Layout } from './layout/Layout';
import { RequireSignIn } from './RequireSignIn';

// Declarative routes (not a data router): that keeps about 18 KB gzip of router code out of the first load.
// Only the landing page ships with the first load; every other page is fetched when first visited. The
// storefront's routes are here; the rest (accounts, orders, messages, the console, the links in mails) are in
// memberRoutes.tsx, reached through the last route, so their table stays out of the first load too. Every path
// under /products stays here: a static one (/products/new) must be ranked with /products/:productId.
const ProductsPage = lazy(() => import('./pages/ProductsRoute'));
const ProductDetailPage = lazy(() => import('./pages/ProductDetailPage'));
const ShopPage = lazy(() => import('./pages/ShopRoute'));
const ManageProductsPage = lazy(() => import('../features/products/ManageProductsPage'));
const ProductFormPage = lazy(() => import('../features/products/ProductFormPage'));
const loadMemberRoutes = () => import('./memberRoutes');
const MemberRoutes = lazy(loadMemberRoutes);
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

/** Fetch the other pages' routes while the browser is idle, so following a link to one waits for its page alone. */
export function preloadMemberRoutes() {
  void loadMemberRoutes();
}

export function AppRoutes() {
  return useRoutes(routes);
}
