import { BadgeCheck } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { contactWords } from '../contact-words.ts';

/** The contact page's promise, in its fixed words. */
export function GenuineSilverBanner() {
  const words = contactWords(useLingui().i18n);
  return (
    <p className="flex items-center justify-center gap-2 rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 px-5 py-4 text-center font-semibold text-white">
      <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-amber-200" />
      {words.genuineSilver}
    </p>
  );
}
