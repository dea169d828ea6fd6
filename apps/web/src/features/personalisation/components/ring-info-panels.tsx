import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Info, Sparkles } from 'lucide-react';
import { PERSONALISATION_MESSAGES } from '../personalisation-words.ts';

const ABOUT: readonly MessageDescriptor[] = [
  msg`Every ring is personalised by hand in our workshop, in 92.5 sterling silver or gold, and carries its BIS hallmark.`,
  msg`We engrave your message letter for letter as you type it, so check the spelling and the spaces before you add the ring.`,
  msg`For a fingerprint, send a clear, well-lit picture of an inked or pressed print: our artisans trace its ridges and engrave them onto the band.`,
  PERSONALISATION_MESSAGES.extraDays,
];

const CARE: readonly MessageDescriptor[] = [
  msg`Wipe the ring with a soft, dry cloth after you wear it; a silver polishing cloth brings back the shine of silver.`,
  msg`For a deeper clean, wash it in lukewarm water with a drop of mild soap, rinse it and dry it fully.`,
  msg`Take it off before swimming, bathing or cleaning, and put on perfume and lotion first: chlorine and sulphur darken silver and dull gold.`,
  msg`Keep it on its own in its pouch or box, away from damp air; an anti-tarnish strip keeps silver bright for longer.`,
  msg`Avoid polishing pastes and ultrasonic cleaners on the engraving: they wear the letters and the fingerprint down.`,
];

function Panel({
  title,
  items,
  icon: Icon,
}: {
  title: MessageDescriptor;
  items: readonly MessageDescriptor[];
  icon: typeof Info;
}) {
  const { i18n } = useLingui();
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {i18n._(title)}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-stone-700 marker:text-brand-600">
        {items.map((item) => (
          <li key={item.id}>{i18n._(item)}</li>
        ))}
      </ul>
    </section>
  );
}

/** 'About Our Customization' and 'Care Instructions'. */
export function RingInfoPanels() {
  return (
    <div className="mt-10 grid gap-4 md:grid-cols-2">
      <Panel title={PERSONALISATION_MESSAGES.aboutPersonalisation} items={ABOUT} icon={Info} />
      <Panel title={PERSONALISATION_MESSAGES.careInstructions} items={CARE} icon={Sparkles} />
    </div>
  );
}
