import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Fingerprint, PenLine, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { NewCartLine } from '@shop/shared/cart';
import { imageSrcSet } from '@shop/shared/catalogue';
import { fileUrl } from '@shop/shared/files';
import { formatPaise } from '@shop/shared/money';
import { RING_COLLECTION_PATH } from '@shop/shared/page-paths';
import { FONT_SIZE } from '@shop/shared/personalisation';
import { CustomizationSchema } from '@shop/shared/personalisation-schema';
import { useUpload, type UploadState } from '../hooks/use-upload.ts';
import {
  RING_DEFAULT_FONT,
  ringCartLine,
  ringMetal,
  ringPricePaise,
  type RingPersonalisationType,
  type RingFont,
  type RingProduct,
} from '../ring-product.ts';
import { RingPersonalisationComplete, type RingPersonalisation } from './ring-personalisation-complete.tsx';
import { RingEngravingOptions } from './ring-engraving-options.tsx';
import { RingEngravingPreview } from './ring-engraving-preview.tsx';
import { RingFingerprintUpload } from './ring-fingerprint-upload.tsx';
import { RingInfoPanels } from './ring-info-panels.tsx';
import { PERSONALISATION_MESSAGES } from '../personalisation-words.ts';

const TYPE_CHOICES: readonly {
  type: RingPersonalisationType;
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: LucideIcon;
}[] = [
  {
    type: 'engraving',
    title: PERSONALISATION_MESSAGES.engravedRing,
    text: msg`Your words in script, block or roman letters`,
    icon: PenLine,
  },
  {
    type: 'fingerprint',
    title: PERSONALISATION_MESSAGES.fingerprintRing,
    text: msg`A fingerprint, engraved by hand`,
    icon: Fingerprint,
  },
];

interface Draft {
  type: RingPersonalisationType | undefined;
  text: string;
  font: RingFont;
  /** Counts the choices of a type, so choosing one again starts its options afresh. */
  round: number;
}

/** The personalisation the draft makes, checked by the cart's own rules; undefined while incomplete. */
function completed(draft: Draft, upload: UploadState): RingPersonalisation | undefined {
  const candidate =
    draft.type === 'engraving'
      ? { type: 'engraving', customName: draft.text, selectedFont: draft.font, fontSize: FONT_SIZE.default }
      : draft.type === 'fingerprint' && upload.status === 'uploaded'
        ? {
            type: 'fingerprint',
            fileId: upload.file.fileId,
            uploadedFile: upload.file.name,
            // Without a thumbnail the cart shows the server's copy.
            fileData: upload.file.thumbnail ?? fileUrl(upload.file.fileId),
          }
        : undefined;
  const parsed = CustomizationSchema.safeParse(candidate);
  return parsed.success && (parsed.data.type === 'engraving' || parsed.data.type === 'fingerprint')
    ? parsed.data
    : undefined;
}

/**
 * The ring personalisation page: the ring, a choice of engraving or fingerprint with its
 * options and live preview, and 'Add Customized Ring to Cart', which adds the ring to the
 * cart and shows 'Customization Complete!'.
 */
export function RingPersonaliser({
  product,
  heading,
  initialType,
  onAddToCart,
  share,
}: {
  product: RingProduct;
  heading: string;
  initialType?: RingPersonalisationType | undefined;
  onAddToCart: (line: NewCartLine) => void;
  /** Offered once the ring is personalised: a way to show it to others. */
  share?: ((customization: RingPersonalisation) => ReactNode) | undefined;
}) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>({
    type: initialType,
    text: '',
    font: RING_DEFAULT_FONT,
    round: 0,
  });
  const upload = useUpload('fingerprint');
  const [added, setAdded] = useState<RingPersonalisation>();
  const nameId = useId();
  const chooseId = useId();
  const addHintId = useId();
  const price = ringPricePaise(product);
  const metal = ringMetal(product);

  const choose = (type: RingPersonalisationType) => {
    // Choosing a type starts afresh: text, font, picture and preview.
    setDraft((current) => ({
      type,
      text: '',
      font: RING_DEFAULT_FONT,
      round: current.round + 1,
    }));
    upload.remove();
  };

  const addToCart = () => {
    const customization = completed(draft, upload.state);
    if (!customization) {
      window.alert(i18n._(PERSONALISATION_MESSAGES.incompleteRing));
      return;
    }
    onAddToCart(ringCartLine(product, customization));
    setAdded(customization);
  };

  if (added) {
    return <RingPersonalisationComplete product={product} customization={added} share={share?.(added)} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Link
        to={RING_COLLECTION_PATH}
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-brand-900 hover:bg-brand-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />{' '}
        {i18n._(PERSONALISATION_MESSAGES.backToCollection)}
      </Link>
      <h1 className="mt-3 text-3xl font-semibold text-brand-900 sm:text-4xl">{heading}</h1>

      <div className="mt-6 grid gap-6 lg:grid-cols-[5fr_7fr] lg:gap-10">
        <section
          aria-labelledby={nameId}
          className="flex gap-4 self-start rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 lg:flex-col"
        >
          {/* 96 and 128 px beside the name; from lg the section's width: 5/12 of the content less the gap, less its padding (418 px at most). */}
          <img
            src={product.image}
            srcSet={imageSrcSet(product.image)}
            sizes="(min-width: 1024px) 418px, (min-width: 640px) 128px, 96px"
            width={640}
            height={640}
            alt={product.name}
            className="size-24 shrink-0 rounded-xl bg-brand-100 object-cover sm:size-32 lg:aspect-square lg:size-auto lg:w-full"
          />
          <div className="min-w-0">
            <h2 id={nameId} className="text-lg font-semibold leading-snug text-stone-900 lg:text-xl">
              {product.name}
            </h2>
            {product.description && (
              <p className="mt-1 line-clamp-3 text-sm text-stone-600 lg:line-clamp-none">
                {product.description}
              </p>
            )}
            {price !== undefined && (
              <p className="mt-2 text-xl font-semibold text-brand-900">{formatPaise(price)}</p>
            )}
          </div>
        </section>

        <section aria-labelledby={chooseId} className="min-w-0">
          <h2 id={chooseId} className="text-xl font-semibold text-stone-900">
            <Trans>Choose your customization</Trans>
          </h2>
          <div className="mt-3 grid grid-cols-2 gap-3">
            {TYPE_CHOICES.map(({ type, title, text, icon: Icon }) => (
              <TypeButton
                key={type}
                title={i18n._(title)}
                text={i18n._(text)}
                icon={Icon}
                pressed={draft.type === type}
                onPress={() => choose(type)}
              />
            ))}
          </div>

          {draft.type === 'engraving' && (
            <div key={draft.round} className="mt-6 space-y-6">
              <RingEngravingOptions
                text={draft.text}
                font={draft.font}
                onTextChange={(text) => setDraft((current) => ({ ...current, text }))}
                onFontChange={(font) => setDraft((current) => ({ ...current, font }))}
              />
              <figure className="overflow-hidden rounded-2xl bg-brand-100 p-3 ring-1 ring-brand-100 sm:p-6">
                <RingEngravingPreview
                  engraving={{ kind: 'text', text: draft.text, font: draft.font }}
                  metal={metal}
                />
                <figcaption className="mt-1 text-center text-sm text-stone-700">
                  <Trans>Live preview</Trans>
                </figcaption>
              </figure>
            </div>
          )}
          {draft.type === 'fingerprint' && (
            <div key={draft.round} className="mt-6">
              <RingFingerprintUpload upload={upload} metal={metal} />
            </div>
          )}

          <div className="mt-6">
            <button
              type="button"
              onClick={addToCart}
              disabled={!draft.type}
              aria-describedby={draft.type ? undefined : addHintId}
              className="flex w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
            >
              <ShoppingBag aria-hidden="true" className="size-5" />
              {i18n._(PERSONALISATION_MESSAGES.addRingToCart)}
            </button>
            {!draft.type && (
              <p id={addHintId} className="mt-2 text-center text-sm text-stone-600">
                <ChooseToBegin />
              </p>
            )}
          </div>
        </section>
      </div>

      <RingInfoPanels />
    </div>
  );
}

/** Under the button until a type is chosen. */
function ChooseToBegin() {
  const { i18n } = useLingui();
  const engraved = i18n._(PERSONALISATION_MESSAGES.engravedRing);
  const fingerprint = i18n._(PERSONALISATION_MESSAGES.fingerprintRing);
  return (
    <Trans>
      Choose {engraved} or {fingerprint} to begin.
    </Trans>
  );
}

function TypeButton({
  title,
  text,
  icon: Icon,
  pressed,
  onPress,
}: {
  title: string;
  text: string;
  icon: LucideIcon;
  pressed: boolean;
  onPress: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClick={onPress}
      className={`flex h-full flex-col items-center gap-1.5 rounded-xl px-3 py-4 text-center ring-1 transition ${
        pressed
          ? 'bg-brand-700 text-white ring-brand-700'
          : 'bg-white text-stone-900 ring-stone-300 hover:ring-brand-600'
      }`}
    >
      <Icon aria-hidden="true" className={`size-7 ${pressed ? 'text-white' : 'text-brand-700'}`} />
      <span id={titleId} className="font-semibold">
        {title}
      </span>
      <span id={textId} className={`text-xs sm:text-sm ${pressed ? 'text-brand-50' : 'text-stone-600'}`}>
        {text}
      </span>
    </button>
  );
}
