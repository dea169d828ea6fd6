import type { ReactElement, ReactNode } from 'react';
import { LoadError } from './load-error.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

/** Cards in the first row or two are in view at once: their images load first. */
const EAGER_CARDS = 2;

export interface CardPlace {
  index: number;
  /** The first cards are in view at once: their pictures load first. */
  eager: boolean;
  /**
   * The first card's picture is the page's largest paint on a phone, where it is alone in its
   * row: it alone is asked for at high priority, so the next card's does not share its bandwidth.
   */
  first: boolean;
}

export interface ListingBodyProps<Item> {
  /** Items of the page on screen; undefined until the first answer. */
  items: readonly Item[] | undefined;
  /** An item's card, with its key. */
  card: (item: Item, place: CardPlace) => ReactElement;
  /** A new answer is on its way while the previous one is still shown. */
  refreshing: boolean;
  /** What went wrong, when there is nothing to show. */
  errorMessage: string | undefined;
  errorHeading?: string;
  onRetry: () => void;
  /** The count line ('Showing 1-12 of 308 exquisite pieces', '12 fun rings'). */
  count: string | undefined;
  emptyMessage: string;
  pager?: ReactNode;
}

/** A listing in each of its states: loading, failed, empty, or cards with a pager. */
export function ListingBody<Item>({
  items,
  card,
  refreshing,
  errorMessage,
  errorHeading,
  onRetry,
  count,
  emptyMessage,
  pager,
}: ListingBodyProps<Item>) {
  if (errorMessage !== undefined && !items) {
    return <LoadError message={errorMessage} heading={errorHeading} onRetry={onRetry} />;
  }
  if (!items) return <ProductGridSkeleton />;
  return (
    <>
      <p className="mb-4 text-sm text-stone-700" role="status">
        {items.length === 0 ? emptyMessage : count}
      </p>
      {items.length > 0 && (
        <ProductGrid busy={refreshing}>
          {items.map((item, index) => card(item, { index, eager: index < EAGER_CARDS, first: index === 0 }))}
        </ProductGrid>
      )}
      {pager}
    </>
  );
}
