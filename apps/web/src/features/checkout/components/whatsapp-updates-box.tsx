import { Trans } from '@lingui/react/macro';
import { PHONE_PATTERN, whatsappConsentText } from '@shop/shared/whatsapp';

/** The number the box may name: the ten digits the phone field takes, and nothing else. */
export const isWhatsAppPhone = (phone: string) => PHONE_PATTERN.test(phone.trim());

/**
 * "Send me updates about my orders on WhatsApp at +91 …", under the phone field, never ticked
 * beforehand. Its sentence names the number as it is typed, since that very sentence is what
 * the server keeps as the consent; until the field holds a number, a hint stands in its place.
 * The sentence stays in English on every page, as the server keeps it and the updates are
 * sent; the hint (`WHATSAPP_TEXTS.checkoutNeedsPhone`) is in the page's language.
 */
export function WhatsAppUpdatesBox({
  phone,
  checked,
  onChange,
}: {
  phone: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (!isWhatsAppPhone(phone)) {
    return (
      <p className="text-sm text-stone-600">
        <Trans>Type your 10-digit phone number above to get updates about your orders on WhatsApp.</Trans>
      </p>
    );
  }
  return (
    <label className="flex items-start gap-2 text-sm text-stone-900">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="[overflow-wrap:anywhere]">{whatsappConsentText(phone.trim())}</span>
    </label>
  );
}
