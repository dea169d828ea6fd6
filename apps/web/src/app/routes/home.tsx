import { useState } from 'react';
import { PAGE_SIZE } from '@shop/shared/catalogue';
import { SHOP_TAGLINE } from '@shop/shared/shop';
import { useSearchProducts } from '../../features/catalogue/api/search-products.ts';
import { ProductCard } from '../../features/catalogue/components/product-card.tsx';

export function HomeRoute() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useSearchProducts({ page });

  return (
    <>
      <section className="bg-brand-900 px-4 py-12 text-center text-white">
        <h1 className="text-3xl font-semibold">Personalised silver and gold jewellery</h1>
        <p className="mt-2 text-brand-100">{SHOP_TAGLINE}</p>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-8" aria-live="polite">
        {isPending && <p>Loading the collection…</p>}
        {isError && (
          <p role="alert">
            Failed to load products. Please try again later. Error: {error.message}{' '}
            <button type="button" className="underline" onClick={() => void refetch()}>
              Retry
            </button>
          </p>
        )}
        {data && (
          <>
            <p className="mb-4 text-sm text-stone-700">
              {data.total === 0
                ? 'No products found'
                : `Showing ${(page - 1) * PAGE_SIZE + 1}-${(page - 1) * PAGE_SIZE + data.products.length} of ${data.total} exquisite pieces`}
            </p>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {data.products.map((product) => (
                <ProductCard key={product._id} product={product} />
              ))}
            </div>
            <nav className="mt-6 flex items-center justify-center gap-4" aria-label="Pages">
              <button
                type="button"
                className="rounded border border-brand-700 px-3 py-1 disabled:opacity-40"
                disabled={page <= 1}
                onClick={() => setPage((current) => current - 1)}
              >
                Previous
              </button>
              <span>
                Page {data.currentPage} of {Math.max(data.totalPages, 1)}
              </span>
              <button
                type="button"
                className="rounded border border-brand-700 px-3 py-1 disabled:opacity-40"
                disabled={page >= data.totalPages}
                onClick={() => setPage((current) => current + 1)}
              >
                Next
              </button>
            </nav>
          </>
        )}
      </section>
    </>
  );
}
