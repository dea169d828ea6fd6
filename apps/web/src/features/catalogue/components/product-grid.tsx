import type { ReactNode } from 'react';

/** The listing grid: cards at least 280 px wide (220 px on screens up to 768 px). */
export function ProductGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div
      className="grid grid-cols-[repeat(auto-fill,minmax(min(220px,100%),1fr))] gap-4 transition-opacity md:grid-cols-[repeat(auto-fill,minmax(280px,1fr))] aria-busy:opacity-60"
      aria-busy={busy || undefined}
    >
      {children}
    </div>
  );
}

/** Grey cards of the same size as the real ones, so nothing moves when the products arrive. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ProductGrid>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="overflow-hidden rounded-xl bg-white ring-1 ring-stone-200"
          aria-hidden="true"
        >
          <div className="aspect-square animate-pulse bg-brand-100" />
          <div className="space-y-2 p-3">
            <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
            <div className="h-3 w-full animate-pulse rounded bg-stone-100" />
            <div className="h-9 w-full animate-pulse rounded-lg bg-stone-100" />
          </div>
        </div>
      ))}
      <p className="sr-only" role="status">
        Loading products…
      </p>
    </ProductGrid>
  );
}
