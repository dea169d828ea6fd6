import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { PageError } from '@shop/ui/page-error.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { RequireStaff } from './require-staff.tsx';
import LoginRoute from './routes/login.tsx';
import TodayRoute from './routes/today.tsx';
import WelcomeRoute from './routes/welcome.tsx';

/** A page loaded when first opened: the sign-in page comes first and stays light. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/** What a page that fails to draw, or whose code does not load, shows instead of a blank screen. */
const pageError = <PageError home="/admin/" />;

/** The back office's pages, under /admin: each is a file of routes/, named by its address. */
export const routes = [
  {
    errorElement: pageError,
    children: [
      { path: '/login', element: <LoginRoute /> },
      { path: '/welcome', element: <WelcomeRoute /> },
      {
        element: <RequireStaff />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              {
                // Inside the layout, whose header still leads to the other pages.
                errorElement: pageError,
                children: [
                  { index: true, element: <TodayRoute /> },
                  { path: 'orders', lazy: page(() => import('./routes/orders.tsx')) },
                  { path: 'orders/:orderId', lazy: page(() => import('./routes/order.tsx')) },
                  { path: 'work-list', lazy: page(() => import('./routes/work-list.tsx')) },
                  { path: 'products', lazy: page(() => import('./routes/products.tsx')) },
                  { path: 'products/:productId', lazy: page(() => import('./routes/product.tsx')) },
                  {
                    path: 'products/:productId/pictures',
                    lazy: page(() => import('./routes/product-pictures.tsx')),
                  },
                  { path: 'rates', lazy: page(() => import('./routes/rates.tsx')) },
                  { path: 'coupons', lazy: page(() => import('./routes/coupons.tsx')) },
                  { path: 'remittances', lazy: page(() => import('./routes/remittances.tsx')) },
                  {
                    path: 'money-without-order',
                    lazy: page(() => import('./routes/money-without-order.tsx')),
                  },
                  { path: 'accounts', lazy: page(() => import('./routes/accounts.tsx')) },
                  { path: 'messages', lazy: page(() => import('./routes/messages.tsx')) },
                  { path: 'messages/:messageId', lazy: page(() => import('./routes/message.tsx')) },
                  {
                    path: 'messages/whatsapp',
                    lazy: page(() => import('./routes/whatsapp-conversations.tsx')),
                  },
                  {
                    path: 'messages/whatsapp/:phone',
                    lazy: page(() => import('./routes/whatsapp-conversation.tsx')),
                  },
                  { path: 'policies', lazy: page(() => import('./routes/policies.tsx')) },
                  { path: 'policies/:policyId', lazy: page(() => import('./routes/policy.tsx')) },
                  { path: 'complaints', lazy: page(() => import('./routes/complaints.tsx')) },
                  {
                    path: 'complaints/:complaintId',
                    lazy: page(() => import('./routes/complaint.tsx')),
                  },
                  { path: 'reviews', lazy: page(() => import('./routes/reviews.tsx')) },
                  { path: 'staff', lazy: page(() => import('./routes/staff.tsx')) },
                  { path: 'security', lazy: page(() => import('./routes/security.tsx')) },
                  { path: 'audit', lazy: page(() => import('./routes/audit.tsx')) },
                  { path: 'settings', lazy: page(() => import('./routes/settings.tsx')) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/admin' });
