import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { ACCOUNT_DELAYS_MS } from '@shop/shared/accounts';
import { useAuth } from '../hooks/use-auth.ts';
import { sessionMessage } from '../account-words.ts';

/**
 * A message of the account screens that outlives them, on the page the shopper lands on: after
 * deleting the account, the server's word that it is gone. It clears after 5 seconds, or when
 * dismissed.
 */
export default function AccountNotice({ message }: { message: string }) {
  const { clearStatus } = useAuth();
  const { t, i18n } = useLingui();
  useEffect(() => {
    const timer = setTimeout(clearStatus, ACCOUNT_DELAYS_MS.notice);
    return () => clearTimeout(timer);
  }, [message, clearStatus]);
  return (
    <p className="pointer-events-auto flex max-w-md items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 py-1 pl-4 pr-1 text-sm text-emerald-900 shadow-lg">
      {sessionMessage(i18n, message)}
      <button
        type="button"
        onClick={clearStatus}
        aria-label={t`Dismiss`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-emerald-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </p>
  );
}
