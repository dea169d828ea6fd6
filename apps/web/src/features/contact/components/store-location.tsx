import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Clock, ExternalLink, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { storeMapEmbedUrl, storeMapLink } from '@shop/shared/contact';
import { SHOP_NAME } from '@shop/shared/shop';
import { SHOP_STORE } from '@shop/shared/shop-store';
import { contactWords } from '../contact-words.ts';

const LINK = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * The Store location section: timings, address, phone, e-mail and a map. The map is a frame
 * from OpenStreetMap that loads only when it comes near the screen and keeps its box
 * whatever it does, so the page never waits for it; when the map service cannot be reached,
 * 'Open in Maps' still leads there.
 */
export function StoreLocation() {
  const words = contactWords(useLingui().i18n);
  const headingId = useId();
  const { streetAddress, locality, region, postalCode, country, phone, phoneE164, email } = SHOP_STORE;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-brand-900">
        {words.storeLocation}
      </h2>
      <dl className="mt-4 space-y-4">
        <Detail icon={Clock} label={words.timingsLabel}>
          {words.timings}
        </Detail>
        <Detail icon={MapPin} label={words.addressLabel}>
          <address className="not-italic">
            {SHOP_NAME}
            <br />
            {streetAddress}
            <br />
            {locality} {postalCode}, {region}
            <br />
            {country}
          </address>
        </Detail>
        <Detail icon={Phone} label={words.phoneLabel}>
          <a href={`tel:${phoneE164}`} className={LINK}>
            {phone}
          </a>
        </Detail>
        <Detail icon={Mail} label={words.emailLinkLabel}>
          <a href={`mailto:${email}`} className={`${LINK} break-all`}>
            {email}
          </a>
        </Detail>
      </dl>
      <div className="relative mt-5 aspect-[4/3] overflow-hidden rounded-xl bg-brand-100 ring-1 ring-stone-200 sm:aspect-video">
        <iframe
          src={storeMapEmbedUrl()}
          title={words.mapTitle}
          loading="lazy"
          // The map needs its own scripts; it may not move this page elsewhere or open forms in it.
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          className="absolute inset-0 size-full border-0"
        />
      </div>
      <a
        href={storeMapLink()}
        target="_blank"
        rel="noopener noreferrer"
        className={`${LINK} mt-3 inline-flex items-center gap-1.5`}
      >
        {words.openInMaps}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </section>
  );
}

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    // A <dl> takes only a <div> of <dt> and <dd> between them: the icon goes in the term.
    <div className="relative min-w-0 pl-8">
      <dt className="text-sm font-medium text-stone-600">
        <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-brand-700" />
        {label}
      </dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}
