import type { Product, ProductDetail, ProductVariant } from '@shop/shared/catalogue-api';
import { discountPercent, rupeesToPaise } from '@shop/shared/money';
import { isSizeOption, openingVariant, type ChosenVariant } from '@shop/shared/variants';
import type { ShownProduct } from './api/product.ts';

/** A piece as its page shows it: a design with options as its chosen variant. */
export type PieceOnPage = ShownProduct & { chosen?: ChosenVariant };

/** The variants of a design with options, or none. */
export function variantsOf(product: ShownProduct): readonly ProductVariant[] {
  return 'variants' in product && product.options && product.options.length > 0
    ? (product.variants ?? [])
    : [];
}

/** A variant's figures as variants.ts reads them: in stock, or made to order. */
export const stockOf = (variant: ProductVariant) => ({
  ...variant,
  stock: variant.inStock ? (variant.stockLeft ?? Number.MAX_SAFE_INTEGER) : 0,
});

/**
 * The design as the variant the address names (else the one its price is from): its price,
 * breakup, weight, purity and stock are the variant's. A piece without options is itself.
 */
export function pieceOfVariant(product: ShownProduct, sku: string | null): PieceOnPage {
  const variants = variantsOf(product);
  const detail = product as ProductDetail;
  const variant = openingVariant(variants.map(stockOf), sku);
  if (!variant) return product;
  const originalPrice =
    product.originalPrice !== null && product.originalPrice > variant.price ? product.originalPrice : null;
  const shown: Product & { priceBreakup: ProductVariant['priceBreakup'] } = {
    ...detail,
    price: variant.price,
    originalPrice,
    discount: discountPercent(
      rupeesToPaise(variant.price),
      originalPrice === null ? null : rupeesToPaise(originalPrice),
    ),
    gram: variant.gram,
    purity: variant.purity,
    inStock: variant.inStock,
    stockLeft: variant.stockLeft,
    priceBreakup: variant.priceBreakup,
  };
  return {
    ...shown,
    chosen: {
      sku: variant.sku,
      label: variant.label,
      madeToOrderDays: variant.inStock ? null : variant.madeToOrderDays,
      sizeOption: (detail.options ?? []).some(isSizeOption),
    },
  };
}
