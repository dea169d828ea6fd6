import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Minus, Plus, Star } from 'lucide-react';
import type { Product } from '@shop/shared/catalogue-api';
import { PIECE_NOT_FOUND } from '@shop/shared/pages';
import { documentTitle } from '@shop/shared/shop';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { useProduct } from '../../features/catalogue/api/product.ts';
import { ProductGallery } from '../../features/catalogue/components/product-gallery.tsx';
import { LoadError } from '../../features/catalogue/components/load-error.tsx';
import { productFromState } from '../../features/catalogue/product-link.ts';
import { SAMPLE_PRODUCT } from '../../features/catalogue/sample-product.ts';

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

  useEffect(() => {
    if (product) document.title = documentTitle(notFound ? PIECE_NOT_FOUND : { title: product.name });
  }, [product, notFound]);

  // 'Back to Products' goes one step back; opened from a shared link there is no step, so home.
  const goBack = () => (location.key === 'default' ? void navigate('/') : void navigate(-1));

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <button
        type="button"
        onClick={goBack}
        className="mb-4 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-brand-900 hover:bg-brand-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Products
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
        <ProductDetails key={product._id} product={product} />
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

function ProductDetails({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const price = rupeesToPaise(product.price);
  return (
    <article className="grid gap-8 lg:grid-cols-2">
      <ProductGallery
        images={product.images.length > 0 ? product.images : [product.image]}
        name={product.name}
      />
      <div>
        <p className="text-sm uppercase tracking-wide text-stone-600">{product.productCategory}</p>
        <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">{product.name}</h1>
        {product.reviews > 0 && (
          <p className="mt-2 flex items-center gap-1 text-sm text-stone-700">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            {product.rating.toFixed(1)} <span className="text-stone-600">({product.reviews} reviews)</span>
          </p>
        )}
        <p className="mt-4 flex flex-wrap items-baseline gap-2">
          <span className="text-2xl font-semibold text-brand-700">{formatPaise(price)}</span>
          {product.originalPrice !== null && product.originalPrice > product.price && (
            <>
              <s className="text-stone-600">
                <span className="sr-only">Was </span>
                {formatPaise(rupeesToPaise(product.originalPrice))}
              </s>
              <span className="rounded-full bg-rose-700 px-2 py-0.5 text-xs font-semibold text-white">
                {product.discount}% off
              </span>
            </>
          )}
        </p>
        <p className="text-xs text-stone-600">Inclusive of all taxes</p>
        <p className="mt-4 leading-relaxed text-stone-800">{product.description}</p>
        <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-white p-4 text-sm ring-1 ring-stone-200">
          <dt className="text-stone-600">Material</dt>
          <dd className="font-medium">{product.productType}</dd>
          <dt className="text-stone-600">Weight</dt>
          <dd className="font-medium">{product.gram} gram</dd>
          <dt className="text-stone-600">Availability</dt>
          <dd className={`font-medium ${product.inStock ? 'text-emerald-800' : 'text-rose-700'}`}>
            {product.inStock ? 'In stock' : 'Out of Stock'}
          </dd>
          {product.customizationTypes.length > 0 && (
            <>
              <dt className="text-stone-600">Personalise with</dt>
              <dd className="font-medium">
                {product.customizationTypes.map((type) => type.name).join(', ')}
              </dd>
            </>
          )}
        </dl>
        <div className="mt-6">
          <span id="quantity-label" className="block text-sm font-medium text-stone-700">
            Quantity
          </span>
          <div
            className="mt-1 inline-flex items-center rounded-lg ring-1 ring-stone-300"
            role="group"
            aria-labelledby="quantity-label"
          >
            <button
              type="button"
              aria-label="Decrease quantity"
              disabled={quantity <= 1}
              onClick={() => setQuantity((current) => Math.max(1, current - 1))}
              className="p-2.5 disabled:opacity-40"
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <span className="min-w-10 text-center font-semibold" aria-live="polite">
              {quantity}
            </span>
            <button
              type="button"
              aria-label="Increase quantity"
              onClick={() => setQuantity((current) => current + 1)}
              className="p-2.5"
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      </div>
    </article>
  );
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
