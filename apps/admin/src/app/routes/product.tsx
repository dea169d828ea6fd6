import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '@shop/ui/alert.tsx';
import { productQuery } from '../../features/catalogue/api/product-calls.ts';
import { ArchiveSection } from '../../features/catalogue/components/archive-section.tsx';
import { ProductForm } from '../../features/catalogue/components/product-form.tsx';
import { ProductPictures } from '../../features/catalogue/components/product-pictures.tsx';
import { VariantsGrid } from '../../features/catalogue/components/variants-grid.tsx';

/** Adding a piece (`/products/new`) or changing one (`/products/:productId`). */
export default function ProductRoute() {
  const { productId } = useParams();
  const isNew = productId === undefined || productId === 'new';
  const { data, error } = useQuery({ ...productQuery(productId ?? ''), enabled: !isNew });
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const product = isNew ? undefined : data?.product;
  return (
    <section aria-labelledby="product-title" className="space-y-4">
      <div className="max-w-3xl space-y-4">
        <Link to="/products" className="text-sm text-brand-700 underline">
          All pieces
        </Link>
        <h1 id="product-title" className="text-2xl font-semibold">
          {isNew ? 'Add a piece' : (product?.name ?? 'Piece')}
        </h1>
        {notice && (
          <p
            role="status"
            className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900"
          >
            {notice}
          </p>
        )}
        {!isNew && <Alert message={error?.message} />}
        {product && (
          <p className="text-sm text-stone-700">
            #{product._id}
            {product.archivedAt ? ' · archived' : ' · in the shop'} ·{' '}
            <a
              className="text-brand-700 underline"
              href={`/product/${product._id}`}
              target="_blank"
              rel="noreferrer"
            >
              Open in the storefront
            </a>
          </p>
        )}
        {(isNew || product) && <ProductForm key={product?._id ?? 'new'} product={product} />}
      </div>
      {product && (
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <VariantsGrid product={product} />
        </div>
      )}
      {product && (
        <div className="max-w-3xl rounded-xl border border-stone-200 bg-white p-4">
          <ProductPictures productId={Number(product._id)} />
        </div>
      )}
      {product && (
        <div className="max-w-3xl">
          <ArchiveSection product={product} />
        </div>
      )}
    </section>
  );
}
