import { Trans, useLingui } from '@lingui/react/macro';
import type { ChosenVariant } from '@shop/shared/variants';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, ShoppingBag, Zap } from 'lucide-react';
import type { NewCartLine } from '@shop/shared/cart';
import { imageSrcSet } from '@shop/shared/catalogue';
import type { Product } from '@shop/shared/catalogue-api';
import { SIZE_MAX_LENGTH } from '@shop/shared/personalisation';
import { RING_SIZE_GUIDE_PATH } from '@shop/shared/page-paths';
import { INDIAN_RING_SIZES, RING_SIZE_TEXTS, formatMm } from '@shop/shared/ring-sizes';
import { PERSONALISATION_MESSAGES, typeNameText } from '../personalisation-words.ts';
import { Alert } from '@shop/ui/alert.tsx';
import { useAddedNotice } from '../../../lib/use-added-notice.ts';
import type { ProductPersonalisation } from '../hooks/use-product-personalisation.ts';
import {
  CHOICE_DESCRIPTIONS,
  fileTypeOf,
  takesText,
  type EngravingTemplate,
  type PersonalisationChoice,
} from '../product-personalisation.ts';
import { EngravingOptions } from './engraving-options.tsx';
import { EngravingOverlay, PlainEngravingPreview } from './engraving-preview.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { UploadField } from './upload-field.tsx';

const CART_PATH = '/cart';

/**
 * On a phone the gallery is a screen above the text field: a small copy of the template picture
 * under the field shows the engraving while the shopper types. It is there from the moment
 * engraving is chosen, so the first letter does not push the form down. Wide screens keep
 * the gallery in view and do without it.
 */
function CompactPreview({
  template,
  preview,
}: {
  template: EngravingTemplate;
  preview: ProductPersonalisation['preview'];
}) {
  const picture = template.image;
  return (
    <figure className="mt-3">
      <div className="relative mx-auto aspect-square w-full max-w-64 overflow-hidden rounded-xl bg-brand-100 lg:hidden">
        <img
          src={picture}
          srcSet={imageSrcSet(picture)}
          sizes="256px"
          width={256}
          height={256}
          alt=""
          className="h-full w-full object-cover"
        />
        {preview && <EngravingOverlay template={template} preview={preview} />}
      </div>
      <figcaption className="mt-2 text-sm text-stone-600">
        <Trans>Your words are previewed on the plain piece, where they would be engraved.</Trans>
      </figcaption>
    </figure>
  );
}

/**
 * The product page's personalisation and purchase: the personalisation selector, the chosen
 * type's options, an optional size, the quantity, 'Add to cart' and 'Buy it now'. The page
 * hands over what adding does, so this feature does not depend on the cart's.
 */
export function PersonalisationPanel({
  product,
  personalisation,
  template,
  onAddToCart,
  onBuyNow,
}: {
  product: Product & { chosen?: ChosenVariant };
  personalisation: ProductPersonalisation;
  /** The engraving face of the first picture; without one the words are previewed here. */
  template: EngravingTemplate | undefined;
  /** Resolves false when the cart refused the line. */
  onAddToCart: (line: NewCartLine) => Promise<boolean>;
  onBuyNow: (line: NewCartLine) => Promise<boolean>;
}) {
  const id = useId();
  const { i18n, t } = useLingui();
  const { form, values, upload, secondPicture, limit, preview, readiness } = personalisation;
  const { register, setValue, handleSubmit } = form;
  const notice = useAddedNotice();
  const fileType = fileTypeOf(values.type);
  // A ring's size field suggests the Indian sizes and links to the guide to measure one.
  const isRing = product.category === 'ring';
  // A piece that offers personalisation can still be bought plain, as a shopper buying a
  // gift band or a chain expects: 'None' comes first and is chosen until they pick a type.
  const choices: { id: PersonalisationChoice; name: string }[] =
    product.customizationTypes.length > 0
      ? [
          { id: 'none', name: i18n._(PERSONALISATION_MESSAGES.noneChoice) },
          ...product.customizationTypes.map((type) => ({ id: type.id, name: typeNameText(i18n, type) })),
        ]
      : [];

  const [refused, setRefused] = useState(false);
  const add = handleSubmit(async () => {
    const line = personalisation.cartLine();
    if (!line) return;
    const added = await onAddToCart(line);
    setRefused(!added);
    if (added) notice.show();
  });
  const buyNow = async () => {
    const line = personalisation.cartLine();
    if (line) setRefused(!(await onBuyNow(line)));
  };

  return (
    <form onSubmit={(event) => void add(event)} noValidate className="mt-6 space-y-6">
      {choices.length > 0 && (
        <fieldset>
          <legend className="text-base font-semibold text-stone-900">
            {i18n._(PERSONALISATION_MESSAGES.personaliseIt)}
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {choices.map((choice) => (
              <label
                key={choice.id}
                className="flex cursor-pointer items-start gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
              >
                <input
                  type="radio"
                  value={choice.id}
                  {...register('type', {
                    onChange: () => {
                      upload.remove();
                      secondPicture.remove();
                    },
                  })}
                  className="mt-1 accent-brand-700"
                />
                <span>
                  <span className="block font-medium text-stone-900">{choice.name}</span>
                  <span className="block text-sm text-stone-600">
                    {i18n._(CHOICE_DESCRIPTIONS[choice.id])}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {takesText(values.type) && (
        <EngravingOptions
          register={register}
          values={values}
          limit={limit}
          preview={
            template ? (
              <CompactPreview template={template} preview={preview} />
            ) : (
              preview && <PlainEngravingPreview preview={preview} />
            )
          }
        />
      )}

      {fileType && (
        <UploadField
          type={fileType}
          state={upload.state}
          onChoose={(file) => void upload.choose(file)}
          onRemove={upload.remove}
        />
      )}

      {values.type === 'combined' && (
        <UploadField
          type="image"
          label={t`A second picture (optional)`}
          state={secondPicture.state}
          onChoose={(file) => void secondPicture.choose(file)}
          onRemove={secondPicture.remove}
        />
      )}

      {/* A design sold in sizes is sized by its variant; the free text stays for the others. */}
      {!product.chosen?.sizeOption && (
        <div>
          <label className="inline-flex items-center gap-2 text-sm font-medium text-stone-800">
            <input type="checkbox" {...register('addSize')} className="size-4 accent-brand-700" />
            <Trans>Add size</Trans>
          </label>
          {values.addSize && (
            <div className="mt-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 sm:max-w-xs">
                <label htmlFor={`${id}-size`} className="block text-sm font-medium text-stone-800">
                  <Trans>Size</Trans>
                </label>
                {isRing && (
                  <Link
                    to={RING_SIZE_GUIDE_PATH}
                    className="text-sm font-medium text-brand-900 underline underline-offset-2 hover:text-brand-700"
                  >
                    <Trans>Find your ring size</Trans>
                  </Link>
                )}
              </div>
              {/* Free text still: the list only suggests the Indian sizes of the guide. */}
              <input
                id={`${id}-size`}
                type="text"
                maxLength={SIZE_MAX_LENGTH}
                placeholder={t`e.g. Ring size 12`}
                list={isRing ? `${id}-ring-sizes` : undefined}
                {...register('size')}
                className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 sm:max-w-xs"
              />
              {isRing && (
                <datalist id={`${id}-ring-sizes`}>
                  {INDIAN_RING_SIZES.map((ring) => (
                    // The value is what the staff read on the order: the shop's own words, in English.
                    <option key={ring.size} value={RING_SIZE_TEXTS.sizeSuggestion(ring.size)}>
                      {t`${formatMm(ring.diameterMm)} across, ${formatMm(ring.circumferenceMm)} around`}
                    </option>
                  ))}
                </datalist>
              )}
            </div>
          )}
        </div>
      )}

      <QuantityStepper value={values.quantity} onChange={(quantity) => setValue('quantity', quantity)} />

      <div>
        <div className="grid gap-3 sm:grid-cols-2">
          <button
            type="submit"
            disabled={!readiness.ready}
            aria-describedby={readiness.ready ? undefined : `${id}-missing`}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <ShoppingBag aria-hidden="true" className="size-5" /> {i18n._(PERSONALISATION_MESSAGES.addToCart)}
          </button>
          <button
            type="button"
            onClick={() => void buyNow()}
            disabled={!readiness.ready}
            aria-describedby={readiness.ready ? undefined : `${id}-missing`}
            className="inline-flex items-center justify-center gap-2 rounded-lg border-2 border-brand-700 bg-white px-4 py-3 font-semibold text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Zap aria-hidden="true" className="size-5" /> <Trans>Buy it now</Trans>
          </button>
        </div>
        {!readiness.ready && (
          <p id={`${id}-missing`} className="mt-2 text-sm text-stone-700">
            {i18n._(readiness.reason)}
          </p>
        )}
        <Alert
          className="mt-3"
          message={refused ? i18n._(PERSONALISATION_MESSAGES.lineRefused) : undefined}
        />
        <div role="status" className="mt-3">
          {notice.shown && (
            <p className="flex flex-wrap items-center gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-900 ring-1 ring-emerald-200">
              <CheckCircle2 aria-hidden="true" className="size-5" />
              <span className="font-medium">{i18n._(PERSONALISATION_MESSAGES.addedToCart)}</span>
              <Link to={CART_PATH} className="font-medium underline">
                {i18n._(PERSONALISATION_MESSAGES.viewCart)}
              </Link>
            </p>
          )}
        </div>
        {values.type !== 'none' && (
          <p className="mt-2 text-sm text-stone-600">{i18n._(PERSONALISATION_MESSAGES.extraDays)}</p>
        )}
      </div>
    </form>
  );
}
