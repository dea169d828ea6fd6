import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { House, LogOut } from 'lucide-react';
import type { UserProfile } from '@shop/shared/accounts';
import type { Customization } from '@shop/shared/personalisation';
import { SHOP_NAME } from '@shop/shared/shop';
import { SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { Spinner } from '@shop/ui/spinner.tsx';
import { AccountSettings } from '../../features/accounts/components/account-settings.tsx';
import { StatusBoxes } from '../../features/accounts/components/auth-card.tsx';
import { AvatarPicker } from '../../features/accounts/components/avatar-picker.tsx';
import { ProfileDetails } from '../../features/accounts/components/profile-details.tsx';
import { ProfileTabs } from '../../features/accounts/components/profile-tabs.tsx';
import { WhatsAppUpdates } from '../../features/accounts/components/whatsapp-updates.tsx';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { useProfileStatus } from '../../features/accounts/hooks/use-status-effects.ts';
import { rememberRedirect } from '../../features/accounts/redirect-after-login.ts';
import { CustomerOrders } from '../../features/orders/components/customer-orders.tsx';
import { PersonalisationSummary } from '../../features/personalisation/components/personalisation-summary.tsx';

/** The order page comes with the profile's code (see not-found.tsx). */
export { default as OrderRoute } from './order.tsx';

const TABS = [
  { id: 'profile', label: msg`Profile` },
  { id: 'orders', label: msg`Orders` },
  { id: 'settings', label: msg`Settings` },
] as const;

const renderPersonalisation = (customization: Customization) => (
  <PersonalisationSummary customization={customization} />
);

/** `/profile`: the shopper's account; a guest is sent to sign in first. */
export default function ProfileRoute() {
  const { isAuthenticated, message, logout } = useAuth();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  useProfileStatus();

  useEffect(() => {
    if (isAuthenticated || loggingOut) return;
    // A deleted account goes home; a guest, or a session that ended, signs in and comes back.
    if (message) {
      void navigate('/', { replace: true });
    } else {
      rememberRedirect('/profile');
      void navigate('/login', { replace: true });
    }
  }, [isAuthenticated, loggingOut, message, navigate]);

  if (!isAuthenticated) return null;
  return (
    <ProfileScreen
      onLogout={() => {
        setLoggingOut(true);
        logout();
        void navigate('/');
      }}
    />
  );
}

function ProfileScreen({ onLogout }: { onLogout: () => void }) {
  const { fetchProfile, error, message, token } = useAuth();
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'profile';
  const { i18n, t } = useLingui();

  useEffect(() => {
    let current = true;
    void fetchProfile().then((found) => {
      if (!current) return;
      if (found) setProfile(found);
      else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [fetchProfile, attempt]);

  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');

  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/" className="font-display text-2xl font-semibold text-brand-900">
          {SHOP_NAME}
        </Link>
        <div className="flex flex-wrap gap-2">
          <Link to="/" className={SECONDARY_BUTTON}>
            <House aria-hidden="true" className="size-4" />
            <Trans>Back to Home</Trans>
          </Link>
          <button type="button" className={SECONDARY_BUTTON} onClick={onLogout}>
            <LogOut aria-hidden="true" className="size-4" />
            <Trans>Logout</Trans>
          </button>
        </div>
      </div>

      <h1 className="mt-8 text-3xl font-semibold text-brand-900">
        <Trans>My Profile</Trans>
      </h1>
      <StatusBoxes error={error} message={message} />

      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
        {profile ? (
          <>
            <div className="mb-6 flex flex-col items-center gap-3 sm:flex-row sm:gap-6">
              <AvatarPicker name={name} picture={profile.profilePicture} />
              <p className="min-w-0 text-center text-xl font-semibold text-stone-900 sm:text-left">{name}</p>
            </div>
            <ProfileTabs
              label={t`Account`}
              tabs={TABS.map(({ id, label }) => ({ id, label: i18n._(label) }))}
              selected={tab}
              onSelect={(id) => setParams(id === 'profile' ? {} : { tab: id }, { replace: true })}
            >
              {tab === 'profile' ? (
                <>
                  <ProfileDetails profile={profile} onSaved={setProfile} />
                  {token && <WhatsAppUpdates token={token} phone={profile.phoneNumber} />}
                </>
              ) : tab === 'orders' && token ? (
                <CustomerOrders token={token} renderPersonalisation={renderPersonalisation} />
              ) : tab === 'settings' ? (
                <AccountSettings profile={profile} />
              ) : (
                <p className="text-stone-700">{t`This section is coming soon. Stay tuned for updates!`}</p>
              )}
            </ProfileTabs>
          </>
        ) : failed ? (
          <div className="py-6 text-center">
            <p className="text-stone-700">
              <Trans>Your profile could not be loaded.</Trans>
            </p>
            <button
              type="button"
              className={`${SECONDARY_BUTTON} mt-4`}
              onClick={() => {
                setFailed(false);
                setAttempt(attempt + 1);
              }}
            >
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : (
          <div className="flex justify-center py-10">
            <Spinner label={t`Loading your profile…`} />
          </div>
        )}
      </div>
    </main>
  );
}
