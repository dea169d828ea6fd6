import { useLingui } from '@lingui/react';
import { useEffect, useMemo } from 'react';
import { imageSrcSet } from '@shop/shared/catalogue';
import { PRODUCT_FONTS, RING_PAGE_FONTS } from '@shop/shared/personalisation';
import { PREVIEW_IMAGE_SIZES } from '@shop/shared/picture-sizes';
import type { SharedPreview } from '@shop/shared/previews-api';
import { documentTitle } from '@shop/shared/shop';
import { LoadError } from '../../features/catalogue/components/load-error.tsx';
import {
  EngravingOverlay,
  PlainEngravingPreview,
} from '../../features/personalisation/components/engraving-preview.tsx';
import { RingEngravingPreview } from '../../features/personalisation/components/ring-engraving-preview.tsx';
import {
  engravingTemplate,
  type ProductFont,
} from '../../features/personalisation/product-personalisation.ts';
import type { RingFont } from '../../features/personalisation/ring-product.ts';
import { SharedPreviewView } from '../../features/previews/components/shared-preview.tsx';
import { PREVIEW_MESSAGES, previewTitleText } from '../../features/previews/preview-words.ts';

/**
 * A shared preview as its page shows it, loaded by preview.tsx with the answer: the piece,
 * its price and 'Personalise your own' (SharedPreviewView), and the personalisation drawn by
 * the product page's own preview, or the ring page's band, so the friend sees what the
 * shopper saw. Without an answer (a fault), the way to try again.
 */
export default function PreviewPage({
  preview,
  onRetry,
}: {
  preview: SharedPreview | undefined;
  onRetry: () => void;
}) {
  const { i18n } = useLingui();
  const name = preview?.product.name;
  useEffect(() => {
    if (name !== undefined) document.title = documentTitle({ title: previewTitleText(i18n, name) });
  }, [name, i18n]);
  if (!preview) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <LoadError message={i18n._(PREVIEW_MESSAGES.failed)} onRetry={onRetry} />
      </div>
    );
  }
  return <SharedPreviewView preview={preview} drawing={<PreviewDrawing preview={preview} />} />;
}

function isRingFont(font: string): font is RingFont {
  return RING_PAGE_FONTS.some((ringFont) => ringFont === font);
}

function isProductFont(font: string): font is ProductFont {
  return PRODUCT_FONTS.some((productFont) => productFont === font);
}

/** The piece with its engraving, drawn as the page the shopper personalised it on draws it. */
function PreviewDrawing({ preview }: { preview: SharedPreview }) {
  const { i18n } = useLingui();
  const { product, personalisation } = preview;
  const { engraving } = personalisation;
  const template = useMemo(() => engravingTemplate(product), [product]);
  const words = useMemo(
    () =>
      engraving && isProductFont(engraving.font)
        ? { text: engraving.text, font: engraving.font, fontSize: engraving.fontSize }
        : undefined,
    [engraving],
  );

  if (personalisation.look === 'ring') {
    const fingerprint = personalisation.uploads[0]?.pictureUrl;
    return (
      <figure className="overflow-hidden rounded-2xl bg-brand-100 p-3 ring-1 ring-brand-100 sm:p-6">
        {engraving && isRingFont(engraving.font) ? (
          <RingEngravingPreview
            engraving={{ kind: 'text', text: engraving.text, font: engraving.font }}
            metal={product.productType}
          />
        ) : fingerprint ? (
          <RingEngravingPreview
            engraving={{ kind: 'picture', src: fingerprint, name: i18n._(PREVIEW_MESSAGES.fingerprintShown) }}
            metal={product.productType}
          />
        ) : (
          <PiecePicture src={product.image} name={product.name} />
        )}
      </figure>
    );
  }

  const picture = template?.image ?? product.image;
  return (
    <div>
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-brand-100">
        <PiecePicture src={picture} name={product.name} />
        {template && words && <EngravingOverlay template={template} preview={words} />}
      </div>
      {!template && words && <PlainEngravingPreview preview={words} />}
    </div>
  );
}

function PiecePicture({ src, name }: { src: string; name: string }) {
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={PREVIEW_IMAGE_SIZES}
      width={640}
      height={640}
      fetchPriority="high"
      alt={name}
      className="h-full w-full object-cover"
    />
  );
}
