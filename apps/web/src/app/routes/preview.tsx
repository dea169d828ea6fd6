import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { imageSrcSet } from '@shop/shared/catalogue';
import { PRODUCT_FONTS, RING_PAGE_FONTS } from '@shop/shared/personalisation';
import { PREVIEW_NOT_FOUND } from '@shop/shared/pages';
import { PREVIEW_TEXTS, type SharedPreview } from '@shop/shared/previews';
import { documentTitle } from '@shop/shared/shop';
import { LoadError } from '../../features/catalogue/components/load-error.tsx';
import { GALLERY_IMAGE_SIZES } from '../../features/catalogue/components/product-gallery.tsx';
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
import { usePreview } from '../../features/previews/api/previews.ts';
import { SharedPreviewView } from '../../features/previews/components/shared-preview.tsx';

/**
 * `/previews/{token}`: a piece as a shopper personalised it, opened from a shared link by
 * anyone, signed in or not. The personalisation is drawn by the product page's own preview
 * (or the ring page's band), so the friend sees what the shopper saw.
 */
export default function PreviewRoute() {
  const { token = '' } = useParams();
  const query = usePreview(token);
  const preview = query.data;

  useEffect(() => {
    if (preview === null) document.title = documentTitle(PREVIEW_NOT_FOUND);
    else if (preview) document.title = documentTitle({ title: PREVIEW_TEXTS.title(preview.product.name) });
  }, [preview]);

  if (preview) return <SharedPreviewView preview={preview} drawing={<PreviewDrawing preview={preview} />} />;
  if (preview === null) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{PREVIEW_NOT_FOUND.title}</h1>
        <p className="mt-2 text-stone-700">{PREVIEW_TEXTS.notFound}</p>
        <Link to="/" className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 text-white">
          Return to Home
        </Link>
      </section>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <LoadError message={PREVIEW_TEXTS.failed} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <p role="status" className="mx-auto max-w-xl px-4 py-16 text-center text-stone-700">
      {PREVIEW_TEXTS.loading}
    </p>
  );
}

function isRingFont(font: string): font is RingFont {
  return RING_PAGE_FONTS.some((ringFont) => ringFont === font);
}

function isProductFont(font: string): font is ProductFont {
  return PRODUCT_FONTS.some((productFont) => productFont === font);
}

/** The piece with its engraving, drawn as the page the shopper personalised it on draws it. */
function PreviewDrawing({ preview }: { preview: SharedPreview }) {
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
            engraving={{ kind: 'picture', src: fingerprint, name: PREVIEW_TEXTS.fingerprintShown }}
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
      sizes={GALLERY_IMAGE_SIZES}
      width={640}
      height={640}
      fetchPriority="high"
      alt={name}
      className="h-full w-full object-cover"
    />
  );
}
