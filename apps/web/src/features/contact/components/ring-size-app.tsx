import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { ExternalLink, Ruler } from 'lucide-react';
import { RING_SIZE_APP_URL } from '@shop/shared/contact';
import { RING_SIZE_GUIDE_PATH } from '@shop/shared/page-paths';
import { contactWords } from '../contact-words.ts';

/** The link to a ring-size app and to the shop's guide: the store is far for most shoppers. */
export function RingSizeApp() {
  const words = contactWords(useLingui().i18n);
  return (
    <section className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100">
        <Ruler aria-hidden="true" className="size-6 text-brand-700" />
      </span>
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-brand-900">{words.ringSizeHeading}</h2>
        <p className="mt-1 text-sm text-stone-700">{words.ringSizeText}</p>
        <a
          href={RING_SIZE_APP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {words.ringSizeLink}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
        <p className="mt-1">
          <Link
            to={RING_SIZE_GUIDE_PATH}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {words.ringSizeGuideLink}
          </Link>
        </p>
      </div>
    </section>
  );
}
