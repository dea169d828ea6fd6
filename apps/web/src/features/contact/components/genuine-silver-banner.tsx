import { BadgeCheck } from 'lucide-react';
import { CONTACT_TEXTS } from '@shop/shared/contact';

/** The contact page's promise, in its fixed words. */
export function GenuineSilverBanner() {
  return (
    <p className="flex items-center justify-center gap-2 rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 px-5 py-4 text-center font-semibold text-white">
      <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-amber-200" />
      {CONTACT_TEXTS.genuineSilver}
    </p>
  );
}
