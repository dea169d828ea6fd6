import { Navigate, Outlet, useLocation } from 'react-router';
import { useStaffSession } from '../features/staff/staff-session';
import type { SignInState } from '../features/staff/components/sign-in-page';

/** The pages behind sign-in: without a session, the sign-in page, which comes back here. */
export function RequireStaff() {
  const { signedIn } = useStaffSession();
  const location = useLocation();
  if (!signedIn) {
    const state: SignInState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
