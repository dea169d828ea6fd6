import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { SHOP_NAME } from '@shop/shared/shop';
import { sessionMessage } from '../account-words.ts';

/** The account screens: the shop's name home, then a centred card with the screen's heading. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <Link to="/" className="font-display text-3xl font-semibold text-brand-900">
        {SHOP_NAME}
      </Link>
      <div className="mt-6 w-full max-w-md rounded-2xl bg-white p-5 shadow-lg ring-1 ring-brand-100 sm:p-8">
        <h1 className="text-center text-3xl font-semibold text-brand-900">{title}</h1>
        {subtitle && <p className="mt-1 text-center text-stone-700">{subtitle}</p>}
        {children}
      </div>
    </main>
  );
}

/**
 * The server's error in a red box and a success message in a green one, in the page's
 * language. The live regions are always there, so a screen reader announces what appears in
 * them.
 */
export function StatusBoxes({ error, message }: { error: string | null; message: string | null }) {
  const { i18n } = useLingui();
  return (
    <>
      <div role="alert">
        {error && (
          <p className="mt-5 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
            {sessionMessage(i18n, error)}
          </p>
        )}
      </div>
      <div role="status">
        {message && (
          <p className="mt-5 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {sessionMessage(i18n, message)}
          </p>
        )}
      </div>
    </>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mt-6 block rounded-lg border border-brand-100 px-4 py-2.5 text-center font-medium text-brand-900 hover:bg-brand-50"
    >
      {children}
    </Link>
  );
}

export const TEXT_LINK = 'font-medium text-brand-700 underline-offset-2 hover:underline';
