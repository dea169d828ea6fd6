import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { Spinner } from '@shop/ui/spinner.tsx';
import { CartProvider } from '../../features/cart/components/cart-provider.tsx';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import { productQuery } from '../../features/catalogue/api/product.ts';
import { usePieceWords } from '../../lib/page-language.ts';
import { LoadError } from '../../features/catalogue/components/load-error.tsx';
import { RingPersonaliser } from '../../features/personalisation/components/ring-personaliser.tsx';
import { RingProductMissing } from '../../features/personalisation/components/ring-product-missing.tsx';
import {
  ringProductFromState,
  ringTypeParam,
  type RingPersonalisationType,
  type RingProduct,
} from '../../features/personalisation/ring-product.ts';

/** The page list's title of the ring page (`fixedPageMeta`), as its heading says it in the page's language. */
const HEADING = msg`Customize Your Ring`;
const NO_WORDS = { name: '', description: '' };
// Only a ring that is personalised is shared: its code waits until then.
const SharePreview = lazy(() =>
  import('../../features/previews/components/share-preview.tsx').then(({ SharePreview }) => ({
    default: SharePreview,
  })),
);

/**
 * `/customize/ring`: the ring personalisation page. The ring arrives as navigation state
 * (`{ product }`) from the shop's own links, or by id in `?product=`, so a shared link or a
 * reload shows it too; `?type=engraving|fingerprint` chooses the personalisation.
 */
export default function RingPersonalisationRoute() {
  const { t } = useLingui();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const id = params.get('product')?.trim() ?? '';
  const type = ringTypeParam(params.get('type'));
  const fromState = ringProductFromState(location.state);
  // A ring handed over is shown as it came, unless the address names another one.
  const handedOver = fromState && (!id || fromState._id === id) ? fromState : undefined;
  const query = useQuery({ ...productQuery(id), enabled: id !== '' && !handedOver });
  // A ring asked for by its id is named in the page's language, as the shop's own links hand it over.
  const fetched = query.data;
  const words = usePieceWords(fetched ?? NO_WORDS);
  const inLanguage = useMemo(
    () => fetched && { ...fetched, name: words.name, description: words.description },
    [fetched, words.name, words.description],
  );
  const product = handedOver ?? (id ? inLanguage : null);

  // The ring's id joins the address, so a reload or a shared link shows the same ring.
  const handedOverId = handedOver?._id;
  useEffect(() => {
    if (!handedOverId || id) return;
    setParams(
      (current) => {
        current.set('product', handedOverId);
        return current;
      },
      { replace: true, state: location.state },
    );
  }, [handedOverId, id, setParams, location.state]);

  return (
    <CartProvider>
      {product ? (
        <RingPage key={`${product._id ?? product.name}:${type ?? ''}`} product={product} type={type} />
      ) : product === null ? (
        <RingProductMissing />
      ) : query.isError ? (
        <div className="px-4 py-16">
          <LoadError
            message={t`Failed to load this ring. Please try again later. Error: ${query.error.message}`}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : (
        <div className="flex justify-center py-24">
          <Spinner label={t`Loading the ring`} />
        </div>
      )}
    </CartProvider>
  );
}

function RingPage({ product, type }: { product: RingProduct; type: RingPersonalisationType | undefined }) {
  const { i18n } = useLingui();
  const cart = useCart();
  const productId = product._id;
  return (
    <RingPersonaliser
      product={product}
      heading={i18n._(HEADING)}
      initialType={type}
      onAddToCart={cart.addItem}
      share={
        productId === undefined
          ? undefined
          : (customization) => (
              <Suspense fallback={null}>
                <SharePreview productId={productId} customization={customization} look="ring" />
              </Suspense>
            )
      }
    />
  );
}
