import type { ReactNode } from 'react';
import type { Product } from '@shop/shared/catalogue-api';
import { LoadError } from './load-error.tsx';
import { ProductCard, type ProductCardProps } from './product-card.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

/** Cards in the first row or two are in view at once: their images load first. */
const EAGER_CARDS = 2;

export interface ListingBodyProps {
  /** Products of the page on screen; undefined until the first answer. */
  products: readonly Product[] | undefined;
  /** A new answer is on its way while the previous one is still shown. */
  refreshing: boolean;
  /** What went wrong, when there is nothing to show. */
  errorMessage: string | undefined;
  errorHeading?: string;
  onRetry: () => void;
  /** The count line ('Showing 1-12 of 308 exquisite pieces', '12 fun rings'). */
  count: string | undefined;
  emptyMessage: string;
  card?: (product: Product, index: number) => Omit<ProductCardProps, 'product'>;
  pager?: ReactNode;
}

/** A listing in each of its states: loading, failed, empty, or cards with a pager. */
export function ListingBody({
  products,
  refreshing,
  errorMessage,
  errorHeading,
  onRetry,
  count,
  emptyMessage,
  card,
  pager,
}: ListingBodyProps) {
  if (errorMessage !== undefined && !products) {
    return <LoadError message={errorMessage} heading={errorHeading} onRetry={onRetry} />;
  }
  if (!products) return <ProductGridSkeleton />;
  return (
    <>
      <p className="mb-4 text-sm text-stone-700" role="status">
        {products.length === 0 ? emptyMessage : count}
      </p>
      {products.length > 0 && (
        <ProductGrid busy={refreshing}>
          {products.map((product, index) => (
            <ProductCard
              key={product._id}
              product={product}
              eager={index < EAGER_CARDS}
              {...card?.(product, index)}
            />
          ))}
        </ProductGrid>
      )}
      {pager}
    </>
  );
}
