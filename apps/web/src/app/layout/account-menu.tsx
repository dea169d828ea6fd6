import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { User } from 'lucide-react';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { DropDown, ICON_BUTTON } from './drop-down.tsx';

const MENU_ITEM =
  'block w-full rounded-lg px-2 py-1.5 text-left text-sm text-stone-800 hover:bg-brand-100 hover:text-brand-900';

/**
 * A guest gets the sign-in link; a signed-in shopper a menu under their first name with
 * My Profile and Logout.
 */
export function AccountMenu() {
  const { isAuthenticated, user, logout } = useAuth();
  const { t } = useLingui();
  const name = user?.firstName || t`User`;
  if (!isAuthenticated)
    return (
      <Link to="/login" className={ICON_BUTTON} aria-label={t`Sign in`}>
        <User aria-hidden="true" className="size-5" />
      </Link>
    );
  return (
    <DropDown
      align="right"
      buttonClassName={`${ICON_BUTTON} gap-0.5 sm:w-auto sm:px-3`}
      label={
        <>
          <User aria-hidden="true" className="size-5 shrink-0" />
          {/* A phone's header has room for the icon only; the name stays the button's name. */}
          <span className="max-w-32 truncate text-sm font-medium max-sm:sr-only">{name}</span>
        </>
      }
    >
      <ul className="space-y-1">
        <li>
          <Link to="/profile" className={MENU_ITEM}>
            <Trans>My Profile</Trans>
          </Link>
        </li>
        <li>
          <button type="button" className={MENU_ITEM} onClick={logout}>
            <Trans>Logout</Trans>
          </button>
        </li>
      </ul>
    </DropDown>
  );
}
