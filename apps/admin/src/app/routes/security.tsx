import { useMutation } from '@tanstack/react-query';
import { SECOND_FACTOR_TEXTS, type SecondFactorStateAnswer } from '@shop/shared/staff';
import { Alert } from '@shop/ui/alert.tsx';
import { QUIET_BUTTON } from '@shop/ui/buttons.ts';
import {
  confirmSecondFactor,
  startSecondFactor,
  turnOffSecondFactor,
} from '../../features/staff/api/staff-calls.ts';
import { CodeForm } from '../../features/staff/components/code-form.tsx';
import { useStaffSession } from '../../features/staff/staff-session.tsx';

/** The signed-in member's own second factor: turning it on with the QR code, and off with a code. */
export default function SecurityRoute() {
  const { secondFactor, refresh } = useStaffSession();
  const setup = useMutation({ mutationFn: startSecondFactor });
  const done = useMutation({
    mutationFn: async (answer: SecondFactorStateAnswer) => {
      await refresh();
      return answer;
    },
    onSuccess: () => setup.reset(),
  });
  const notice = done.data?.message;

  return (
    <section aria-labelledby="security-title" className="max-w-2xl space-y-4">
      <h1 id="security-title" className="text-2xl font-semibold">
        Security
      </h1>
      {secondFactor?.required && !secondFactor.on && (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {SECOND_FACTOR_TEXTS.setupRequired}
        </p>
      )}
      {notice && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      <div className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
        <h2 className="text-lg font-semibold">Second factor</h2>
        {secondFactor === undefined ? (
          <p className="text-stone-600">Loading…</p>
        ) : secondFactor.on ? (
          <>
            <p>
              Your second factor is <strong>on</strong>: signing in asks for your password and then a code
              from your authenticator app.
            </p>
            {!secondFactor.required && (
              <>
                <p className="text-sm text-stone-700">To turn it off, type a current code from your app.</p>
                <CodeForm
                  label="Turn off the second factor"
                  pending="Turning off…"
                  call={turnOffSecondFactor}
                  onDone={(answer) => done.mutate(answer)}
                />
              </>
            )}
          </>
        ) : setup.data ? (
          <>
            <ol className="list-decimal space-y-2 pl-5 text-sm text-stone-800">
              <li>
                Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
                1Password…).
              </li>
              <li>Scan this QR code, or type the secret below into the app.</li>
              <li>Type the six-digit code the app shows, to confirm.</li>
            </ol>
            <img
              src={setup.data.qrCode}
              alt="QR code that adds the shop to your authenticator app"
              width={200}
              height={200}
              className="size-48 rounded border border-stone-200 bg-white"
            />
            <p className="text-sm">
              Secret: <code className="font-mono break-all select-all">{setup.data.secret}</code>
            </p>
            <CodeForm
              label="Turn on the second factor"
              pending="Checking…"
              call={confirmSecondFactor}
              onDone={(answer) => done.mutate(answer)}
            />
          </>
        ) : (
          <>
            <p>
              Your second factor is <strong>off</strong>. With it on, someone who learns your password still
              cannot sign in without your phone.
            </p>
            <Alert message={setup.error?.message} />
            <button
              type="button"
              className={QUIET_BUTTON}
              disabled={setup.isPending}
              onClick={() => setup.mutate()}
            >
              Set up a second factor
            </button>
          </>
        )}
      </div>
    </section>
  );
}
