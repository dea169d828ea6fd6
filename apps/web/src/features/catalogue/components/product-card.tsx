import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { imageSrcSet } from '@shop/shared/catalogue';
import type { Product } from '@shop/shared/catalogue-api';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { productVariantPath } from '@shop/shared/page-paths';
import { CARD_IMAGE_SIZES } from '@shop/shared/picture-sizes';
import type { ProductPageState } from '../product-link.ts';
import { usePieceWords } from '../../../lib/page-language.ts';
import { fewLeftText, MATERIAL_MESSAGES, PEOPLE_MESSAGES, wordOf } from '../catalogue-words.ts';

export interface ProductCardProps {
  product: Product;
  /**
   * The small line above the name: the category of the piece, after it who it is for (search
   * results: 'Anklet - Kids'), or before it its metal (couple rings: 'Silver · Wedding').
   */
  eyebrow?: 'with-people' | 'with-metal';
  /** Search results mark pieces that can be personalised. */
  showPersonalisable?: boolean;
  /** The first cards of a page are above the fold: their images load at once. */
  eager?: boolean;
  /** The page's first card: its picture is asked for before anything else (CardPlace). */
  first?: boolean;
  /** Cards that fade in one after another (couple rings) wait this long. */
  appearDelayMs?: number;
  /**
   * What the page puts at the picture's corner (the wishlist's heart), given the id of the
   * card's name, which describes it.
   */
  corner?: (nameId: string) => ReactNode;
}

/**
 * A piece in a listing. 'Add to Cart' does not add to the cart: it opens the product page
 * with the product's data, where the shopper chooses the personalisation first.
 */
export function ProductCard({
  product,
  eyebrow,
  showPersonalisable,
  eager,
  first,
  appearDelayMs,
  corner,
}: ProductCardProps) {
  const navigate = useNavigate();
  const nameId = useId();
  const state: ProductPageState = { product };
  // A search by a variant's SKU opens that variant.
  const to = productVariantPath(product._id, product.variantSku);
  const price = rupeesToPaise(product.price);
  const { i18n } = useLingui();
  const fewLeft = product.inStock ? fewLeftText(i18n, product.stockLeft) : undefined;
  const kind = product.productCategory;
  const line =
    eyebrow === 'with-people'
      ? `${kind} - ${wordOf(i18n, PEOPLE_MESSAGES, product.peopleCategory)}`
      : eyebrow === 'with-metal'
        ? `${wordOf(i18n, MATERIAL_MESSAGES, product.productType)} · ${kind}`
        : kind;
  const { name, description } = usePieceWords(product);

  return (
    <article
      className={`group flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md ${appearDelayMs === undefined ? '' : 'animate-card-in'}`}
      style={appearDelayMs === undefined ? undefined : { animationDelay: `${appearDelayMs}ms` }}
    >
      <div className="relative">
        <Link
          to={to}
          state={state}
          className="relative block aspect-square bg-brand-100"
          tabIndex={-1}
          aria-hidden="true"
        >
          <img
            src={product.image}
            srcSet={imageSrcSet(product.image)}
            sizes={CARD_IMAGE_SIZES}
            width={640}
            height={640}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            alt=""
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.02]"
          />
          <span className="absolute left-2 top-2 flex flex-col items-start gap-1">
            {product.isNew && (
              <Badge className="bg-brand-700 text-white">
                <Trans>New</Trans>
              </Badge>
            )}
            {showPersonalisable && product.customOption && (
              <Badge className="bg-white/95 text-brand-900 ring-1 ring-brand-600">
                <Trans>Customizable</Trans>
              </Badge>
            )}
          </span>
          {product.discount > 0 && (
            <Badge className="absolute right-2 top-2 bg-rose-700 text-white">
              <Trans>{product.discount}% off</Trans>
            </Badge>
          )}
        </Link>
        {corner && <div className="absolute bottom-2 right-2">{corner(nameId)}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs uppercase tracking-wide text-stone-600">{line}</p>
        <h2 id={nameId} className="font-semibold leading-snug">
          <Link to={to} state={state} className="hover:text-brand-700 hover:underline">
            {name}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-stone-600">{description}</p>
        {!product.inStock &&
          (product.madeToOrderDays === undefined ? (
            <p className="text-sm font-medium text-rose-700">
              <Trans>Out of Stock</Trans>
            </p>
          ) : (
            <p className="text-sm font-medium text-stone-700">
              <Trans>Made to order</Trans>
            </p>
          ))}
        {fewLeft && <p className="text-sm font-medium text-amber-800">{fewLeft}</p>}
        <p className="mt-auto pt-2">
          {product.originalPrice !== null && product.originalPrice > product.price && (
            <s className="mr-2 text-sm text-stone-600">
              <span className="sr-only">
                <Trans>Was</Trans>{' '}
              </span>
              {formatPaise(rupeesToPaise(product.originalPrice))}
            </s>
          )}
          <span className="font-semibold text-brand-700">
            {/* A design whose variants differ in price shows its lowest, as where it starts. */}
            {product.priceVaries ? (
              <Trans>
                <span className="font-normal">from</span> {formatPaise(price)}
              </Trans>
            ) : (
              formatPaise(price)
            )}
          </span>
          {product.gram > 0 && (
            <span className="ml-1 text-xs text-stone-600">
              (<Trans>{product.gram} gram</Trans>)
            </span>
          )}
        </p>
        <button
          type="button"
          aria-describedby={nameId}
          onClick={(event) => {
            event.stopPropagation();
            void navigate(to, { state });
          }}
          className="mt-2 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Trans>Add to Cart</Trans>
        </button>
      </div>
    </article>
  );
}

function Badge({ className, children }: { className: string; children: React.ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>{children}</span>;
}
