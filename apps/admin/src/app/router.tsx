import { createBrowserRouter } from 'react-router';
import { SignInPage } from '../features/staff/components/sign-in-page';
import { WelcomePage } from '../features/staff/components/welcome-page';
import { useStaffSession } from '../features/staff/staff-session';
import { AdminLayout } from './admin-layout';
import { RequireStaff } from './require-staff';
import { TodayPage } from './today-page';

/** The back office's pages, under /admin. */
export const router = createBrowserRouter(
  [
    { path: '/login', element: <SignInPage /> },
    { path: '/welcome', element: <WelcomePage /> },
    {
      element: <RequireStaff />,
      children: [
        {
          element: <AdminLayout />,
          children: [
            { index: true, element: <TodayPage /> },
            // Loaded when first opened: the sign-in page comes first and stays light.
            {
              path: 'orders',
              lazy: async () => ({
                Component: (await import('../features/orders/components/order-list-page')).OrderListPage,
              }),
            },
            {
              path: 'products',
              lazy: async () => ({
                Component: (await import('../features/catalogue/components/product-list-page'))
                  .ProductListPage,
              }),
            },
            {
              path: 'products/:productId',
              lazy: async () => ({
                Component: (await import('../features/catalogue/components/product-page')).ProductPage,
              }),
            },
            {
              path: 'rates',
              lazy: async () => {
                const { RatesPage } = await import('../features/pricing/components/rates-page');
                // Everyone on the staff reads the rates; only the owner enters them.
                return {
                  Component: function Rates() {
                    return <RatesPage canSetRates={useStaffSession().member?.role === 'owner'} />;
                  },
                };
              },
            },
            {
              path: 'money-without-order',
              lazy: async () => {
                const { MoneyWithoutOrderPage } =
                  await import('../features/payments/components/money-without-order-page');
                // Everyone on the staff reads the list; only the owner refunds.
                return {
                  Component: function MoneyWithoutOrder() {
                    return <MoneyWithoutOrderPage mayRefund={useStaffSession().member?.role === 'owner'} />;
                  },
                };
              },
            },
            {
              path: 'work-list',
              lazy: async () => ({
                Component: (await import('../features/orders/components/work-list-page')).WorkListPage,
              }),
            },
            {
              path: 'messages',
              lazy: async () => ({
                Component: (await import('../features/contact/components/message-list-page')).MessageListPage,
              }),
            },
            {
              path: 'messages/:messageId',
              lazy: async () => ({
                Component: (await import('../features/contact/components/message-page')).MessagePage,
              }),
            },
            {
              path: 'staff',
              lazy: async () => ({
                Component: (await import('../features/staff/components/staff-page')).StaffPage,
              }),
            },
            {
              path: 'security',
              lazy: async () => ({
                Component: (await import('../features/staff/components/security-page')).SecurityPage,
              }),
            },
            {
              path: 'audit',
              lazy: async () => ({
                Component: (await import('../features/staff/components/audit-page')).AuditPage,
              }),
            },
            {
              path: 'products/:productId/pictures',
              lazy: async () => ({
                Component: (await import('../features/catalogue/components/product-pictures-page'))
                  .ProductPicturesPage,
              }),
            },
            {
              path: 'orders/:orderId',
              lazy: async () => {
                const { OrderPage } = await import('../features/orders/components/order-page');
                return {
                  Component: function OrderPageForMember() {
                    return <OrderPage mayRefund={useStaffSession().member?.role === 'owner'} />;
                  },
                };
              },
            },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
