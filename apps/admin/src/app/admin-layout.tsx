import { LogOut } from 'lucide-react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { SHOP_NAME } from '@shop/shared/shop';
import { STAFF_ROLE_NAMES } from '@shop/shared/staff';
import { QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { useStaffSession } from '../features/staff/staff-session.tsx';

const NAVIGATION = [
  { to: '/', label: 'Today', end: true },
  { to: '/orders', label: 'Orders', end: false },
  { to: '/products', label: 'Products', end: false },
  { to: '/rates', label: 'Metal rates', end: false },
  { to: '/coupons', label: 'Coupons', end: false },
  { to: '/work-list', label: 'Work list', end: false },
  { to: '/accounts', label: 'Accounts', end: false },
  { to: '/messages', label: 'Messages', end: false },
  { to: '/policies', label: 'Policies', end: false },
  { to: '/complaints', label: 'Complaints', end: false },
  { to: '/reviews', label: 'Reviews', end: false },
  { to: '/security', label: 'Security', end: false },
] as const;

/** Only the owner manages the staff and reads what everyone changed. */
const OWNER_NAVIGATION = [
  { to: '/staff', label: 'Staff', end: false },
  { to: '/audit', label: 'Audit log', end: false },
  { to: '/settings', label: 'Settings', end: false },
] as const;

/** Every signed-in page: the shop's name, the sections, who is signed in, and signing out. */
export function AdminLayout() {
  const { member, signOut } = useStaffSession();
  const navigate = useNavigate();
  return (
    <div className="min-h-dvh bg-stone-50 text-stone-900 print:bg-white">
      {/* Printed pages (the work list) are the page alone. */}
      <header className="border-b border-stone-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-display text-xl text-brand-700">{SHOP_NAME}</p>
          <nav aria-label="Back office" className="flex flex-wrap gap-1">
            {[...NAVIGATION, ...(member?.role === 'owner' ? OWNER_NAVIGATION : [])].map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                className="rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900"
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3">
            {member && (
              <p className="text-sm text-stone-700">
                {member.name} <span className="text-stone-500">· {STAFF_ROLE_NAMES[member.role]}</span>
              </p>
            )}
            <button
              type="button"
              className={QUIET_BUTTON}
              onClick={() => void signOut().then(() => navigate('/login', { replace: true }))}
            >
              <LogOut aria-hidden className="size-4" />
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 print:max-w-none print:p-0">
        <Outlet />
      </main>
    </div>
  );
}
