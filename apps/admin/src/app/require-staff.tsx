import { Navigate, Outlet, useLocation } from 'react-router';
import { useStaffSession } from '../features/staff/staff-session.tsx';
import type { SignInState } from './routes/login.tsx';

/**
 * The pages behind sign-in: without a session, the sign-in page, which comes back here; for a
 * member the owner's requirement holds back, the Security page.
 */
export function RequireStaff() {
  const { signedIn, secondFactor } = useStaffSession();
  const location = useLocation();
  if (!signedIn) {
    const state: SignInState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  // The owner requires a second factor: setting it up comes before anything else.
  if (secondFactor?.required && !secondFactor.on && location.pathname !== '/security') {
    return <Navigate to="/security" replace />;
  }
  return <Outlet />;
}
