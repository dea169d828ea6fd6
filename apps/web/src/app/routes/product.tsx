import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { VARIANT_PARAM } from '@shop/shared/variants';
import { ArrowLeft } from 'lucide-react';
import { PIECE_NOT_FOUND } from '@shop/shared/pages';
import { REFUND_POLICY_PATH } from '@shop/shared/product-page';
import { documentTitle } from '@shop/shared/shop';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { useProduct, type ShownProduct } from '../../features/catalogue/api/product.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { usePageLanguage } from '../../lib/page-language.ts';
import { nameIn } from '@shop/shared/product-words';
import { ProductGallery } from '../../features/catalogue/components/product-gallery.tsx';
import {
  ProductInfo,
  ProductLayout,
  productImages,
} from '../../features/catalogue/components/product-info.tsx';
import { PriceBreakupSection } from '../../features/catalogue/components/price-breakup.tsx';
import { LoadError } from '../../features/catalogue/components/load-error.tsx';
import { productFromState } from '../../features/catalogue/product-link.ts';
import { pieceOfVariant, variantsOf } from '../../features/catalogue/chosen-variant.ts';
import { VariantPicker } from '../../features/catalogue/components/variant-picker.tsx';
import { SAMPLE_PRODUCT } from '../../features/catalogue/sample-product.ts';
import { WishlistHeart } from '../wishlist.tsx';

const ProductPurchase = lazy(() => import('./product-purchase.tsx'));
const CheckDelivery = lazy(() => import('../../features/delivery/components/check-delivery.tsx'));
// The reviews come after the page, with their own code and query.
const ProductReviews = lazy(() => import('../../features/reviews/components/product-reviews.tsx'));

/**
 * `/product/{id}`: the piece a listing handed over, shown at once and refreshed by id; a
 * shared link or a reload loads it by id. An id the catalogue does not have shows the
 * built-in sample with a notice.
 */
export default function ProductRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useProduct(id, productFromState(location.state, id));
  const notFound = query.data === null;
  const product = query.data ?? (notFound ? SAMPLE_PRODUCT : undefined);

  const language = usePageLanguage();
  useEffect(() => {
    if (product)
      document.title = documentTitle(notFound ? PIECE_NOT_FOUND : { title: nameIn(product, language) });
  }, [product, notFound, language]);

  // 'Back to Products' goes one step back; opened from a shared link there is no step, so home.
  const goBack = () => (location.key === 'default' ? void navigate('/') : void navigate(-1));

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <button
        type="button"
        onClick={goBack}
        className="mb-4 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-brand-900 hover:bg-brand-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> <Trans>Back to Products</Trans>
      </button>
      {notFound && (
        <p role="status" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          We could not find this piece: it may have left the collection. Here is one of our favourites
          instead, or{' '}
          <Link to="/" className="font-medium underline">
            browse the whole collection
          </Link>
          .
        </p>
      )}
      {product ? (
        <ProductDetails key={product._id} product={product} withReviews={!notFound} />
      ) : query.isError ? (
        <LoadError
          message={`Failed to load this piece. Please try again later. Error: ${query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ProductSkeleton />
      )}
    </div>
  );
}

function ProductDetails({ product, withReviews }: { product: ShownProduct; withReviews: boolean }) {
  const { token } = useAuth();
  const language = usePageLanguage();
  // The variant chosen is in the address (?variant=SKU): a shared link and the server's page show it.
  const [params, setParams] = useSearchParams();
  const piece = pieceOfVariant(product, params.get(VARIANT_PARAM));
  const variants = variantsOf(product);
  const choose = (sku: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(VARIANT_PARAM, sku);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  // The buying part's engraving preview, shown over the engraving template.
  const [preview, setPreview] = useState<ReactNode>(null);
  // The picture first: the buying part's code would share a phone's slow network and its
  // processor with it. The code is asked for once the loaded picture has been painted: the
  // frame after the load, then the task after that frame.
  const [pictureLoaded, setPictureLoaded] = useState(false);
  const pictureDone = () => requestAnimationFrame(() => setTimeout(() => setPictureLoaded(true)));
  return (
    <ProductLayout
      gallery={
        <ProductGallery
          images={productImages(product)}
          name={nameIn(product, language)}
          onMainPictureDone={pictureDone}
          overlay={preview}
          overlayOn={product.engravingTemplate}
        />
      }
      info={
        <ProductInfo
          product={piece}
          madeToOrderDays={piece.chosen?.madeToOrderDays ?? null}
          beside={<WishlistHeart product={product} />}
        />
      }
    >
      {piece.chosen && 'options' in product && product.options && (
        <VariantPicker
          options={product.options}
          variants={variants}
          chosenSku={piece.chosen.sku}
          isRing={product.category === 'ring'}
          onChoose={choose}
        />
      )}
      {pictureLoaded ? (
        <Suspense fallback={<PurchaseLoading />}>
          <ProductPurchase product={piece} showPreview={setPreview} />
        </Suspense>
      ) : (
        <PurchaseLoading />
      )}
      {product.customizationTypes.length > 0 && <PersonalisedPieceNote />}
      <DeliveryCheck productId={product._id} extraDays={piece.chosen?.madeToOrderDays ?? null} />
      {/* Below the buying part: it arrives with the piece's own answer, after a listing's card, and moves nothing above it. */}
      {'priceBreakup' in piece && <PriceBreakupSection breakup={piece.priceBreakup} />}
      {withReviews && pictureLoaded && (
        <Suspense fallback={null}>
          <ProductReviews productId={product._id} token={token ?? null} />
        </Suspense>
      )}
    </ProductLayout>
  );
}

/**
 * Under the buying part of a piece that can be personalised, before the shopper commits: a
 * piece made to their order cannot be sent back. It is shown with the page, not with the
 * buying part's code, so it is there as soon as the piece is.
 */
function PersonalisedPieceNote() {
  return (
    <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
      <Trans>
        Personalised pieces are made for you and cannot be returned.{' '}
        <Link to={REFUND_POLICY_PATH} className="font-medium underline underline-offset-2">
          Read our refund policy
        </Link>
        .
      </Trans>
    </p>
  );
}

/**
 * 'Check delivery': its code and the shopper's stored pincode are the browser's, so the
 * server sends the page without it and the browser adds it once the page is its own.
 */
function DeliveryCheck({ productId, extraDays }: { productId: string; extraDays: number | null }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <CheckDelivery productId={productId} extraDays={extraDays} />
    </Suspense>
  ) : null;
}

/** Where personalisation and Add to cart will appear, so the page does not jump. */
function PurchaseLoading() {
  return <div className="mt-6 h-40 animate-pulse rounded-xl bg-stone-100" aria-hidden="true" />;
}

function ProductSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-2" aria-hidden="true">
      <div className="aspect-square animate-pulse rounded-2xl bg-brand-100" />
      <div className="space-y-4">
        <div className="h-4 w-24 animate-pulse rounded bg-stone-200" />
        <div className="h-8 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-6 w-32 animate-pulse rounded bg-stone-200" />
        <div className="h-24 w-full animate-pulse rounded bg-stone-100" />
      </div>
    </div>
  );
}
