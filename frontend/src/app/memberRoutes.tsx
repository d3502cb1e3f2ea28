import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireAdmin } from './RequireAdmin';
import { RequireSignIn } from './RequireSignIn';

const FavoritesPage = lazy(() => import('./pages/FavoritesPage'));
const FeedPage = lazy(() => import('./pages/FeedRoute'));
const CartPage = lazy(() => import('../features/cart/CartPage'));
const CheckoutPage = lazy(() => import('./pages/CheckoutRoute'));
const SuccessPage = lazy(() => import('../features/checkout/SuccessPage'));
const OrdersPage = lazy(() => import('../features/orders/OrdersPage'));
const AccountPage = lazy(() => import('./pages/AccountRoute'));
const OrderPage = lazy(() => import('../features/orders/OrderPage'));
const ShopManagerPage = lazy(() => import('../features/shopManager/ShopManagerPage'));
const InboxPage = lazy(() => import('../features/messages/InboxPage'));
const ThreadPage = lazy(() => import('./pages/ThreadRoute'));
const ResetPasswordPage = lazy(() => import('../features/session/ResetPasswordPage'));
const UnsubscribePage = lazy(() => import('../features/account/UnsubscribePage'));
const VerifyEmailPage = lazy(() => import('../features/account/VerifyEmailPage'));
const AdminConsole = lazy(() => import('../features/admin/AdminConsole'));
const ReportsQueue = lazy(() => import('../features/admin/ReportsQueue'));
const AuditLog = lazy(() => import('../features/admin/AuditLog'));
const AdminDashboard = lazy(() => import('../features/admin/AdminDashboard'));
const AdminUserPage = lazy(() => import('../features/admin/AdminUserPage'));
const CasesQueue = lazy(() => import('../features/admin/CasesQueue'));
const AdminOrderPage = lazy(() => import('../features/admin/AdminOrderPage'));
const CasePage = lazy(() => import('../features/cases/CasePage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * Every page but the storefront's (routes.tsx), and the page for a path that is none of them. Rendered by the
 * storefront's last route, with paths from the root.
 */
const memberRoutes: RouteObject[] = [
  { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
  { path: paths.unsubscribe.path, element: <UnsubscribePage /> },
  { path: paths.verifyEmail.path, element: <VerifyEmailPage /> },
  {
    element: <RequireSignIn />,
    children: [
      { path: paths.favorites.path, element: <FavoritesPage /> },
      { path: paths.feed.path, element: <FeedPage /> },
      { path: paths.cart.path, element: <CartPage /> },
      { path: paths.checkout.path, element: <CheckoutPage /> },
      { path: paths.success.path, element: <SuccessPage /> },
      { path: paths.orders.path, element: <OrdersPage /> },
      { path: paths.account.path, element: <AccountPage /> },
      { path: paths.order.path, element: <OrderPage /> },
      { path: paths.shopManager.path, element: <ShopManagerPage /> },
      { path: paths.messages.path, element: <InboxPage /> },
      { path: paths.thread.path, element: <ThreadPage /> },
      { path: paths.case.path, element: <CasePage /> },
    ],
  },
  {
    element: <RequireAdmin />,
    children: [
      {
        path: paths.admin.path,
        element: <AdminConsole />,
        children: [
          { index: true, element: <ReportsQueue /> },
          { path: paths.adminDashboard.path, element: <AdminDashboard /> },
          { path: paths.adminAudit.path, element: <AuditLog /> },
          { path: paths.adminUser.path, element: <AdminUserPage /> },
          { path: paths.adminCases.path, element: <CasesQueue /> },
          { path: paths.adminOrder.path, element: <AdminOrderPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export default function MemberRoutes() {
  return useRoutes(memberRoutes);
}
