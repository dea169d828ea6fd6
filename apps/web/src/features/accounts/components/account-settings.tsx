import { useId, useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { KeyRound, TriangleAlert } from 'lucide-react';
import { DELETE_CONFIRMATION, type UserProfile } from '@shop/shared/accounts';
import { isLanguage, LANGUAGE_LOCALES } from '@shop/shared/languages';
import { INPUT_CLASS } from '@shop/ui/text-field.tsx';
import { ModalDialog } from '@shop/ui/modal-dialog.tsx';
import { SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { useAuth } from '../hooks/use-auth.ts';

function formatDate(i18n: I18n, value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime())
    ? new Intl.DateTimeFormat(LANGUAGE_LOCALES[isLanguage(i18n.locale) ? i18n.locale : 'en'], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(date)
    : i18n._(msg`Not available`);
}

/** The profile's Settings tab. */
export function AccountSettings({ profile }: { profile: UserProfile }) {
  const { i18n, t } = useLingui();
  const rows = [
    [t`Account type`, profile.authProvider === 'google' ? t`Google account` : t`Email and password`],
    // The one status an account shown here has.
    [t`Status`, t`Active`],
    [t`Email verification`, profile.isEmailVerified ? t`Verified` : t`Not verified`],
    [t`Member since`, formatDate(i18n, profile.createdAt)],
  ] as const;
  return (
    <div className="space-y-8">
      <section aria-labelledby="account-heading">
        <h2 id="account-heading" className="text-lg font-semibold text-brand-900">
          <Trans>Account</Trans>
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-stone-600">{label}</dt>
              <dd className="mt-0.5 text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {profile.authProvider !== 'google' && (
        <section aria-labelledby="password-heading">
          <h2 id="password-heading" className="text-lg font-semibold text-brand-900">
            <Trans>Password</Trans>
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            <Trans>We will e-mail you a verification code to set a new password.</Trans>
          </p>
          {/* The button leads to the e-mailed code: that is the shop's way to a new password. */}
          <Link
            to={`/forgot-password?${new URLSearchParams({ email: profile.email }).toString()}`}
            className={`${SECONDARY_BUTTON} mt-3`}
          >
            <KeyRound aria-hidden="true" className="size-4" />
            <Trans>Change Password</Trans>
          </Link>
        </section>
      )}

      <section aria-labelledby="danger-heading" className="rounded-xl border border-rose-200 bg-rose-50 p-4">
        <h2 id="danger-heading" className="flex items-center gap-2 text-lg font-semibold text-rose-900">
          <TriangleAlert aria-hidden="true" className="size-5" />
          <Trans>Danger Zone</Trans>
        </h2>
        <p className="mt-1 text-sm text-rose-900">
          <Trans>Deleting your account removes your details for good. It cannot be undone.</Trans>
        </p>
        <DeleteAccount />
      </section>
    </div>
  );
}

/** Delete Account, with a confirmation that asks for DELETE to be typed. */
function DeleteAccount() {
  const { deleteAccount, loading, error } = useAuth();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const headingId = useId();
  const inputId = useId();
  const { t } = useLingui();

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className="mt-3 rounded-lg bg-rose-800 px-4 py-2.5 font-semibold text-white hover:bg-rose-900"
        onClick={() => {
          setTyped('');
          setOpen(true);
        }}
      >
        <Trans>Delete Account</Trans>
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={headingId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-brand-900/60"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed === DELETE_CONFIRMATION) void deleteAccount();
          }}
        >
          <h2 id={headingId} className="text-xl font-semibold text-rose-900">
            <Trans>Delete your account?</Trans>
          </h2>
          <p className="mt-2 text-stone-700">
            <Trans>Your account and its details will be removed for good. This cannot be undone.</Trans>
          </p>
          <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-stone-800">
            <Trans>Type {DELETE_CONFIRMATION} to confirm</Trans>
          </label>
          <input
            id={inputId}
            data-autofocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className={`${INPUT_CLASS} mt-1`}
          />
          <div role="alert">
            {error && <p className="mt-3 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-900">{error}</p>}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="submit"
              disabled={typed !== DELETE_CONFIRMATION || loading}
              className="rounded-lg bg-rose-800 px-4 py-2.5 font-semibold text-white hover:bg-rose-900 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {loading ? t`Deleting...` : t`Delete my account`}
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
