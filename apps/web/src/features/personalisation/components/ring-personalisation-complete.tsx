import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { RING_COLLECTION_PATH } from '@shop/shared/page-paths';
import type { Customization } from '@shop/shared/personalisation';
import { ENGRAVING_FONT_FACES } from '../engraving-fonts.ts';
import type { RingProduct } from '../ring-product.ts';
import { FONT_MESSAGES, PERSONALISATION_MESSAGES, ringAddedText } from '../personalisation-words.ts';

/** Where 'Proceed to Checkout' leads; the cart answers it (see not-found.tsx). */
const CHECKOUT_PATH = '/checkout';

/** What the ring page adds: an engraving or a fingerprint. */
export type RingPersonalisation = Extract<Customization, { type: 'engraving' | 'fingerprint' }>;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-center sm:gap-4">
      <dt className="text-sm text-stone-600 sm:w-36 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * 'Customization Complete!': the ring is in the cart; what was added, and where to go next.
 */
export function RingPersonalisationComplete({
  product,
  customization,
  share,
}: {
  product: RingProduct;
  customization: RingPersonalisation;
  /** A way to show the ring to others, which the page composes in. */
  share?: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form the shopper was in is gone: start them at the news, as a new page would.
    window.scrollTo(0, 0);
    headingRef.current?.focus();
  }, []);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200 sm:p-8">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-700" />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-3xl font-semibold text-brand-900 outline-none"
        >
          {i18n._(PERSONALISATION_MESSAGES.personalisationComplete)}
        </h1>
        <p className="mt-2 text-stone-700">{ringAddedText(i18n, product.name)}</p>

        <section aria-labelledby="ring-summary-heading" className="mt-6 text-left">
          <h2 id="ring-summary-heading" className="sr-only">
            <Trans>Your customization</Trans>
          </h2>
          <div className="flex items-center gap-4 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100">
            <img
              src={product.image}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-lg bg-brand-100 object-cover"
            />
            <p className="min-w-0 font-semibold text-stone-900">{product.name}</p>
          </div>
          <dl className="mt-2 divide-y divide-stone-200">
            {customization.type === 'engraving' ? (
              <>
                <Row term={t`Type`}>{i18n._(PERSONALISATION_MESSAGES.engravedRing)}</Row>
                <Row term={t`Engraved text`}>
                  <span
                    className="text-2xl"
                    style={{
                      fontFamily: ENGRAVING_FONT_FACES[customization.selectedFont].family,
                      fontWeight: ENGRAVING_FONT_FACES[customization.selectedFont].weight,
                    }}
                  >
                    {customization.customName}
                  </span>
                </Row>
                <Row term={t`Font style`}>{i18n._(FONT_MESSAGES[customization.selectedFont])}</Row>
              </>
            ) : (
              <>
                <Row term={t`Type`}>{i18n._(PERSONALISATION_MESSAGES.fingerprintRing)}</Row>
                <Row term={t`Fingerprint`}>
                  <span className="flex items-center gap-3">
                    <img
                      src={customization.fileData}
                      alt={t`Your fingerprint: ${customization.uploadedFile}`}
                      width={48}
                      height={48}
                      className="size-12 rounded-full object-cover ring-1 ring-stone-300"
                    />
                    {i18n._(PERSONALISATION_MESSAGES.customFingerprint)}
                  </span>
                </Row>
              </>
            )}
          </dl>
          {share}
        </section>

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Link
            to={RING_COLLECTION_PATH}
            className="inline-flex items-center justify-center rounded-lg px-5 py-2.5 font-semibold text-brand-900 ring-1 ring-brand-700 hover:bg-brand-100"
          >
            {i18n._(PERSONALISATION_MESSAGES.continueShopping)}
          </Link>
          <Link
            to={CHECKOUT_PATH}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
          >
            {i18n._(PERSONALISATION_MESSAGES.proceedToCheckout)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </div>
  );
}
