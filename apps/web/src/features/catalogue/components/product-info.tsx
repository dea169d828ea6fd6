import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Star } from 'lucide-react';
import type { Product } from '@shop/shared/catalogue-api';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import type { Purity } from '@shop/shared/pricing-labels';
import { usePieceWords } from '../../../lib/page-language.ts';
import {
  countryOfOriginText,
  fewLeftText,
  madeToOrderText,
  MATERIAL_MESSAGES,
  PURITY_MESSAGES,
  reviewCountText,
  wordOf,
} from '../catalogue-words.ts';

/** The product page's two columns: the pictures, and what the piece is with what to do next. */
export function ProductLayout({
  gallery,
  info,
  children,
}: {
  gallery: ReactNode;
  info: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="grid gap-8 lg:grid-cols-2">
      <div className="lg:sticky lg:top-24 lg:self-start">{gallery}</div>
      <div>
        {info}
        {children}
      </div>
    </article>
  );
}

/**
 * Name, rating, price, description and the facts of a piece; `beside` the name, the wishlist's
 * heart. The rating and its count are the buyers' published reviews' (listed below by the
 * reviews feature); none without any.
 */
export function ProductInfo({
  product,
  beside,
  madeToOrderDays = null,
}: {
  product: Product;
  beside?: ReactNode;
  /** The chosen variant is made to order, none in stock: its extra days. */
  madeToOrderDays?: number | null;
}) {
  const { name, description } = usePieceWords(product);
  const { i18n } = useLingui();
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm uppercase tracking-wide text-stone-600">{product.productCategory}</p>
          <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">{name}</h1>
        </div>
        {beside}
      </div>
      {product.reviews > 0 && (
        <p className="mt-2 flex items-center gap-1 text-sm text-stone-700">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
          {product.rating.toFixed(1)}{' '}
          <span className="text-stone-600">{reviewCountText(i18n, product.reviews)}</span>
        </p>
      )}
      <p className="mt-4 flex flex-wrap items-baseline gap-2">
        <span className="text-2xl font-semibold text-brand-700">
          {formatPaise(rupeesToPaise(product.price))}
        </span>
        {product.originalPrice !== null && product.originalPrice > product.price && (
          <>
            <s className="text-stone-600">
              <span className="sr-only">
                <Trans>Was</Trans>{' '}
              </span>
              {formatPaise(rupeesToPaise(product.originalPrice))}
            </s>
            <span className="rounded-full bg-rose-700 px-2 py-0.5 text-xs font-semibold text-white">
              <Trans>{product.discount}% off</Trans>
            </span>
          </>
        )}
      </p>
      <p className="text-xs text-stone-600">
        <Trans>Inclusive of all taxes</Trans>
      </p>
      <p className="mt-4 leading-relaxed text-stone-800">{description}</p>
      <div className="mt-6 rounded-xl bg-white p-4 text-sm ring-1 ring-stone-200">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
          <dt className="text-stone-600">
            <Trans>Material</Trans>
          </dt>
          <dd className="font-medium">{wordOf(i18n, MATERIAL_MESSAGES, product.productType)}</dd>
          <dt className="text-stone-600">
            <Trans>Purity</Trans>
          </dt>
          <dd className="font-medium">{purityStatement(i18n, product.purity)}</dd>
          <dt className="text-stone-600">
            <Trans>Weight</Trans>
          </dt>
          <dd className="font-medium">
            <Trans>{product.gram} gram</Trans>
          </dd>
          <dt className="text-stone-600">
            <Trans>Availability</Trans>
          </dt>
          {madeToOrderDays !== null ? (
            <dd className="font-medium text-amber-900">{madeToOrderText(i18n, madeToOrderDays)}</dd>
          ) : (
            <dd className={`font-medium ${product.inStock ? 'text-emerald-800' : 'text-rose-700'}`}>
              {product.inStock ? (
                (fewLeftText(i18n, product.stockLeft) ?? <Trans>In stock</Trans>)
              ) : (
                <Trans>Out of Stock</Trans>
              )}
            </dd>
          )}
        </dl>
        <p className="mt-3 border-t border-stone-200 pt-3 text-stone-800">
          {countryOfOriginText(i18n, product.countryOfOrigin)}
        </p>
      </div>
    </>
  );
}

/** Gold jewellery must be BIS hallmarked to be sold in India; hallmarking silver is voluntary. */
function purityStatement(i18n: I18n, purity: Purity): string {
  const label = i18n._(PURITY_MESSAGES[purity]);
  return purity.startsWith('gold-') ? i18n._(msg`${label} · BIS hallmarked`) : label;
}

export function productImages(product: Product): readonly string[] {
  return product.images.length > 0 ? product.images : [product.image];
}
