import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/** What an empty cart says (`CART_TEXTS`' words), and for a guest the way to sign in. */
export function EmptyCart({ signedIn, onLogin }: { signedIn: boolean; onLogin: () => void }) {
  return (
    <div className="mt-6 flex flex-col items-center rounded-2xl bg-white px-4 py-12 text-center ring-1 ring-brand-100">
      <ShoppingBag aria-hidden="true" className="size-12 text-brand-600" />
      <h2 className="mt-4 text-xl font-semibold text-brand-900">
        <Trans>Your cart is empty</Trans>
      </h2>
      <Link
        to="/"
        className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
      >
        <Trans>Continue shopping</Trans>
      </Link>
      {!signedIn && (
        <p className="mt-6 max-w-md text-stone-700">
          <Trans>Have an account? Log in now, and you can check out as soon as your cart is ready.</Trans>{' '}
          <Link to="/login" onClick={onLogin} className="font-medium text-brand-900 underline">
            <Trans>Log in</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}
