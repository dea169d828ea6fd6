import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PHONE_PATTERN, WHATSAPP_TEXTS, whatsappConsentText } from '@shop/shared/whatsapp';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { useWhatsAppUpdatesOffered } from '../../../lib/client-config.ts';
import { fetchWhatsAppConsent, giveWhatsAppConsent, withdrawWhatsAppConsent } from '../api/whatsapp-calls.ts';

const GIVEN_ON = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

type Saving = { state: 'idle' | 'saving' | 'saved' } | { state: 'failed'; message: string };

/**
 * The profile's box for updates on WhatsApp at the profile's phone, never ticked beforehand:
 * ticked and sent, the consent says since when, and "Stop WhatsApp updates" withdraws it.
 * A shop that sends no WhatsApp messages shows it only to withdraw a consent given before.
 */
export function WhatsAppUpdates({ token, phone }: { token: string; phone: string | null }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const queryKey = ['whatsapp-consent', token];
  const consent = useQuery({ queryKey, queryFn: () => fetchWhatsAppConsent(token) });
  const [ticked, setTicked] = useState(false);
  // A plain call rather than a mutation hook: the storefront's first visit loads the query
  // library, and its mutations would add to that JavaScript for every shopper.
  const [saving, setSaving] = useState<Saving>({ state: 'idle' });
  const save = (call: () => ReturnType<typeof fetchWhatsAppConsent>) => {
    setSaving({ state: 'saving' });
    call().then(
      (answer) => {
        queryClient.setQueryData(queryKey, answer);
        setTicked(false);
        setSaving({ state: 'saved' });
      },
      (error: unknown) =>
        setSaving({
          state: 'failed',
          message: (error instanceof Error && error.message) || WHATSAPP_TEXTS.saveFailed,
        }),
    );
  };
  const number = phone?.trim() ?? '';
  const given = consent.data?.consent;
  const busy = saving.state === 'saving';
  const offered = useWhatsAppUpdatesOffered();
  if (offered === false && !consent.isPending && !given) return null;

  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-brand-100 pt-6">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        {WHATSAPP_TEXTS.profileHeading}
      </h2>
      {consent.isPending ? (
        <p className="mt-2 text-sm text-stone-600">Loading…</p>
      ) : consent.isError ? (
        <div className="mt-2">
          <p className="text-stone-800">{WHATSAPP_TEXTS.loadFailed}</p>
          <button type="button" className={`${SECONDARY_BUTTON} mt-3`} onClick={() => void consent.refetch()}>
            Try again
          </button>
        </div>
      ) : given ? (
        <div className="mt-2 space-y-3">
          <p className="text-stone-900 [overflow-wrap:anywhere]">
            {WHATSAPP_TEXTS.profileOn(given.phone, GIVEN_ON.format(new Date(given.givenAt)))}
          </p>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={busy}
            onClick={() => save(() => withdrawWhatsAppConsent(token))}
          >
            {WHATSAPP_TEXTS.turnOff}
          </button>
        </div>
      ) : (
        <form
          className="mt-2 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (ticked) save(() => giveWhatsAppConsent(token, { phone: number }));
          }}
        >
          <p className="text-stone-700">{WHATSAPP_TEXTS.profileOff}</p>
          {PHONE_PATTERN.test(number) ? (
            <>
              <label className="flex items-start gap-2 text-sm text-stone-900">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  checked={ticked}
                  onChange={(event) => setTicked(event.target.checked)}
                />
                <span className="[overflow-wrap:anywhere]">{whatsappConsentText(number)}</span>
              </label>
              <button type="submit" className={PRIMARY_BUTTON} disabled={!ticked || busy}>
                {WHATSAPP_TEXTS.turnOn}
              </button>
            </>
          ) : (
            <p className="text-sm text-stone-600">{WHATSAPP_TEXTS.profileNeedsPhone}</p>
          )}
        </form>
      )}
      {saving.state === 'saved' && (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {WHATSAPP_TEXTS.saved}
        </p>
      )}
      {saving.state === 'failed' && (
        <p role="alert" className="mt-2 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-900">
          {saving.message}
        </p>
      )}
    </section>
  );
}
