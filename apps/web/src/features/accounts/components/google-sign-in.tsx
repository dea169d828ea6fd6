import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { usePageLanguage } from '../../../lib/page-language.ts';
import { useGoogleClientId } from '../../../lib/client-config.ts';
import { googleVerifyBody, loadGoogleIdentity } from '../google-identity.ts';
import { useAuth } from '../hooks/use-auth.ts';

// Google draws buttons from 200 to 400 pixels wide.
const MIN_WIDTH = 200;
const MAX_WIDTH = 400;

/**
 * 'Or continue with' and Google's own button, only when the shop has a Google client id
 * (GET /api/config). Google's script is loaded then, and not before.
 */
export function GoogleSignIn({ text }: { text: 'signin_with' | 'signup_with' }) {
  const clientId = useGoogleClientId();
  const { googleLogin } = useAuth();
  const [failed, setFailed] = useState(false);
  const language = usePageLanguage();
  const buttonRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!clientId) return;
    let current = true;
    loadGoogleIdentity().then(
      (google) => {
        const parent = buttonRef.current;
        if (!current || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) void googleLogin(googleVerifyBody(credential));
          },
        });
        const width = Math.round(Math.min(Math.max(parent.clientWidth, MIN_WIDTH), MAX_WIDTH));
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text,
          width,
          locale: language,
        });
      },
      () => {
        // Blocked or offline: the e-mail form still works, so the button just stays away.
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [clientId, text, googleLogin, language]);

  if (!clientId || failed) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-stone-600">
        <span className="h-px flex-1 bg-stone-200" />
        <Trans>Or continue with</Trans>
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <div ref={buttonRef} className="mt-4 flex min-h-11 justify-center" />
    </div>
  );
}
