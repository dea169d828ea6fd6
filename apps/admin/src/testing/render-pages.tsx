import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { SecondFactorState, StaffMeAnswer, StaffMember } from '@shop/shared/staff';
import type { Answer } from '@shop/ui/testing/serve-api.ts';
import { StaffSessionProvider } from '../features/staff/staff-session.tsx';
import { storeStaffToken } from '../lib/staff-token.ts';

export const OWNER: StaffMember = {
  id: '5b0c6f4e-7d2a-4c1b-9a8e-2f3d4c5b6a71',
  name: 'Meenakshi',
  email: 'meenakshi@velli-thangam.example',
  role: 'owner',
};

export const STAFF_MEMBER: StaffMember = {
  id: '9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b5a4',
  name: 'Arun',
  email: 'arun@velli-thangam.example',
  role: 'staff',
};

/**
 * Signs `member` in on this browser, as the sign-in page leaves it: a stored token, and the
 * server's answer about whose it is, to add to a test's answers.
 */
export function signedIn(
  member: StaffMember,
  secondFactor: SecondFactorState = { on: false, required: false },
): Record<string, Answer> {
  storeStaffToken('a-session-token');
  const answer: StaffMeAnswer = { success: true, staff: member, secondFactor };
  return { 'GET /api/admin/session': { body: answer } };
}

/**
 * Renders back-office pages as the app does (its routes, addresses without the `/admin`
 * base), at `url`, with a fresh query cache and this browser's staff session. Any other
 * address shows "Page at {address}"; `address()` is what the address bar would show.
 */
export function renderPages(routes: RouteObject[], url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', element: <OtherPage /> }], {
    initialEntries: [url],
  });
  const view = render(
    <QueryClientProvider client={client}>
      <StaffSessionProvider>
        <RouterProvider router={router} />
      </StaffSessionProvider>
    </QueryClientProvider>,
  );
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, address };
}

function OtherPage() {
  const { pathname, search } = useLocation();
  return <p>Page at {pathname + search}</p>;
}
