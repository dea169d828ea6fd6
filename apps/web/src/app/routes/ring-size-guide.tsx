import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react';
import {
  COMMON_RING_SIZES,
  INDIAN_RING_SIZES,
  RING_SIZE_RETURN_PARAM,
  formatMm,
  sameSitePath,
} from '@shop/shared/ring-sizes';
import {
  VARIANT_PARAM,
  availabilityOf,
  isSizeOption,
  openingVariant,
  variantOfPick,
} from '@shop/shared/variants';
import { SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { useProduct } from '../../features/catalogue/api/product.ts';
import { stockOf, variantsOf } from '../../features/catalogue/chosen-variant.ts';
import { ringSizeWords } from '../../features/ring-sizes/ring-size-words.ts';
import { RING_SIZE_GUIDE_MESSAGE } from '../layout/policy-names.ts';
import { MillimetreRuler, SizeCircles } from '../../features/ring-sizes/components/ring-sizer.tsx';
import {
  BackFromGuide,
  SizeChooser,
  type SizeOfRing,
} from '../../features/ring-sizes/components/size-chooser.tsx';

const isCommon = (size: number) => size >= COMMON_RING_SIZES.smallest && size <= COMMON_RING_SIZES.largest;

const PRODUCT_PATH = /^\/product\/([^/?#]+)/;

/**
 * `/ring-size-guide`: India's ring sizes with their inside measurements, how to measure a
 * finger or a ring, and a sizer to print in true millimetres (index.css prints the guide
 * without the header and footer). Opened from a ring's page (`?for=/product/168?variant=…`),
 * it offers the sizes that ring is made in and links back to it in the size chosen; the way
 * back is only ever a path of this shop.
 */
export default function RingSizeGuideRoute() {
  const { i18n } = useLingui();
  const words = ringSizeWords(i18n);
  const [params] = useSearchParams();
  const back = sameSitePath(params.get(RING_SIZE_RETURN_PARAM));
  const productId = back ? PRODUCT_PATH.exec(back)?.[1] : undefined;
  return (
    <article className="ring-size-guide mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{i18n._(RING_SIZE_GUIDE_MESSAGE)}</h1>
      <p className="mt-3 max-w-prose text-stone-700">{words.intro}</p>
      {back &&
        (productId ? (
          <BackToRing productId={decodeURIComponent(productId)} back={back} />
        ) : (
          <BackFromGuide back={back} />
        ))}

      <div className="mt-8 grid gap-8 md:grid-cols-2 print:hidden">
        <Steps heading={words.threadHeading} steps={words.threadSteps} />
        <Steps heading={words.ringHeading} steps={words.ringSteps} />
      </div>
      <p className="mt-6 max-w-prose rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200 print:hidden">
        {words.tips}
      </p>

      <section aria-labelledby="ring-size-table" className="mt-10">
        <h2 id="ring-size-table" className="text-2xl font-semibold text-brand-900">
          {words.tableCaption}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{words.commonNote}</p>
        <table className="mt-4 w-full max-w-lg border-collapse text-left text-sm">
          <thead>
            <tr className="border-b-2 border-stone-300">
              <th scope="col" className="py-2 pr-3">
                {words.sizeColumn}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {words.diameterColumn}
              </th>
              <th scope="col" className="py-2 text-right">
                {words.circumferenceColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {INDIAN_RING_SIZES.map((ring) => (
              <tr
                key={ring.size}
                className={`border-b border-stone-200 ${isCommon(ring.size) ? 'bg-white' : 'bg-stone-50 text-stone-600'}`}
              >
                <th scope="row" className="py-1.5 pr-3 font-medium">
                  {ring.size}
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums">{formatMm(ring.diameterMm)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatMm(ring.circumferenceMm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="ring-sizer" className="ring-sizer mt-10">
        <h2 id="ring-sizer" className="text-2xl font-semibold text-brand-900">
          {words.scaleHeading}
        </h2>
        <p className="mt-2 max-w-prose font-medium text-stone-800">{words.printAt100}</p>
        <button
          type="button"
          onClick={() => window.print()}
          className={`mt-4 ${SECONDARY_BUTTON} print:hidden`}
        >
          {words.printButton}
        </button>
        <div className="mt-6 space-y-6 overflow-hidden rounded-xl bg-white p-2 ring-1 ring-stone-200 print:overflow-visible print:p-0 print:ring-0">
          <MillimetreRuler />
          <SizeCircles />
        </div>
      </section>
    </article>
  );
}

/** The ring the guide was opened from, in each size it is made in, the other choices kept. */
function BackToRing({ productId, back }: { productId: string; back: string }) {
  const { data: product } = useProduct(productId, undefined);
  if (product === undefined) return null;
  if (product === null) return <BackFromGuide back="/" />;
  const options = 'options' in product ? (product.options ?? []) : [];
  const sizeIndex = options.findIndex(isSizeOption);
  const sizeOption = options[sizeIndex];
  if (!sizeOption) return <BackFromGuide back={back} />;
  const url = new URL(back, 'https://shop.invalid');
  const stocked = variantsOf(product).map(stockOf);
  const current = openingVariant(stocked, url.searchParams.get(VARIANT_PARAM));
  const choice = current?.values ?? options.map(() => undefined);
  const sizes: SizeOfRing[] = sizeOption.values.map((size) => {
    const variant = variantOfPick(stocked, choice, sizeIndex, size);
    const query = new URLSearchParams(url.search);
    if (variant) query.set(VARIANT_PARAM, variant.sku);
    return {
      size,
      selectable: variant !== undefined && availabilityOf(variant).kind !== 'unavailable',
      to: `${url.pathname}?${query.toString()}`,
    };
  });
  return <SizeChooser name={product.name} back={back} sizes={sizes} />;
}

function Steps({ heading, steps }: { heading: string; steps: readonly string[] }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-brand-900">{heading}</h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-stone-800">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
