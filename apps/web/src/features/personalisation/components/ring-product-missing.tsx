import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Gem } from 'lucide-react';
import { RING_COLLECTION_PATH } from '@shop/shared/page-paths';
import { PERSONALISATION_MESSAGES } from '../personalisation-words.ts';

/** The ring page opened without a ring to personalise. */
export function RingProductMissing() {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100">
        <Gem aria-hidden="true" className="size-8 text-brand-700" />
      </span>
      <h1 className="mt-5 text-3xl font-semibold text-brand-900">
        {i18n._(PERSONALISATION_MESSAGES.productMissing)}
      </h1>
      <p className="mt-2 text-stone-700">{i18n._(PERSONALISATION_MESSAGES.productMissingHint)}</p>
      <Link
        to={RING_COLLECTION_PATH}
        className="mt-6 inline-flex items-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
      >
        {i18n._(PERSONALISATION_MESSAGES.browseCollection)}
      </Link>
    </div>
  );
}
