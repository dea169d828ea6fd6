import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { PageErrorBoundary } from '@shop/ui/page-error.tsx';
import { AuthProvider } from '../features/accounts/components/auth-provider.tsx';

/**
 * What every page sits in. The query cache is not here: the parts that ask the shop bring it
 * with their code (lib/lazy-with-queries.ts); the server's render puts its own around this.
 */
export function Providers({
  children,
  restoreSessionAfterHydration = false,
  i18n,
}: {
  children: ReactNode;
  /** The page's language, its catalog loaded (lib/i18n.ts). */
  i18n: I18n;
  /** The page came rendered from the server, which knows no session: it is restored after. */
  restoreSessionAfterHydration?: boolean;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <AuthProvider restoreAfterHydration={restoreSessionAfterHydration}>
        {/* The last resort, for the account screens and the layout itself; a page has its own. */}
        <PageErrorBoundary home="/">{children}</PageErrorBoundary>
      </AuthProvider>
    </I18nProvider>
  );
}
