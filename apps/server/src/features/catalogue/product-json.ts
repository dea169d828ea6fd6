import { PERSONALISATION_LABELS, FEW_LEFT_BELOW, type CustomizationType } from '@shop/shared/catalogue';
import type { Product, ProductVariant, ProductWords } from '@shop/shared/catalogue-api';
import { breakupOf } from '@shop/shared/variant-pricing';
import { variantLabel } from '@shop/shared/variants';
import { discountPercent, paiseToRupees } from '@shop/shared/money';
import { cardImageOf, engravingTemplateOf } from '@shop/shared/product-pictures';
import type { ProductRow, ProductVariantRow } from '../../db/schema.ts';

export type CatalogueRow = Omit<ProductRow, 'searchDocument'>;

/** A catalogue row as the API's product JSON (prices in rupees, the API's field names). */
export function toProductJson(row: CatalogueRow): Product {
  const primaryPersonalisation: CustomizationType | undefined = row.customizationTypes[0];
  return {
    _id: String(row.id),
    name: row.name,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    originalPrice: row.originalPricePaise === null ? null : paiseToRupees(row.originalPricePaise),
    discount: discountPercent(row.pricePaise, row.originalPricePaise),
    isNew: row.isNew,
    images: row.images,
    image: cardImageOf(row),
    engravingTemplate: engravingTemplateOf(row),
    category: row.itemType,
    productCategory: row.productCategory,
    peopleCategory: row.peopleCategory,
    productType: row.material,
    purity: row.purity,
    gram: row.gram,
    countryOfOrigin: row.countryOfOrigin,
    inStock: row.inStock,
    stockLeft: row.stock > 0 && row.stock < FEW_LEFT_BELOW ? row.stock : null,
    rating: row.rating,
    reviews: row.reviews,
    customOption: primaryPersonalisation ? PERSONALISATION_LABELS[primaryPersonalisation] : null,
    customizationType: primaryPersonalisation ?? null,
    customizationTypes: row.customizationTypes.map((id) => ({ id, name: PERSONALISATION_LABELS[id] })),
    createdAt: row.createdAt.toISOString(),
    // Only said of a design whose variants differ, so every other piece answers as before.
    ...(row.priceVaries && { priceVaries: true }),
    // A design none of whose pieces is in stock but which is made to order is sold all the same.
    ...(!row.inStock &&
      row.options.length > 0 &&
      row.madeToOrderDays !== null && { madeToOrderDays: row.madeToOrderDays }),
    ...translationsOf(row),
  };
}

/** The words staff gave in Tamil and Hindi; nothing for a design with none, which answers as before. */
function translationsOf(row: CatalogueRow): Pick<Product, 'translations'> {
  const words = (name: string, description: string): ProductWords | undefined =>
    name || description ? { ...(name && { name }), ...(description && { description }) } : undefined;
  const ta = words(row.nameTa, row.descriptionTa);
  const hi = words(row.nameHi, row.descriptionHi);
  return ta || hi ? { translations: { ...(ta && { ta }), ...(hi && { hi }) } } : {};
}

/** A design's variants as its page shows them (variants.ts names each). */
export function toVariantJson(
  row: Pick<CatalogueRow, 'options' | 'purity'>,
  variant: ProductVariantRow,
): ProductVariant {
  return {
    sku: variant.sku,
    values: variant.values,
    label: variantLabel(row.options, variant.values),
    price: paiseToRupees(variant.pricePaise),
    priceBreakup: breakupOf(variant.pricePaise, variant.priceBreakup),
    gram: variant.gram,
    netWeightMg: variant.netWeightMg,
    purity: variant.purity ?? row.purity,
    inStock: variant.stock > 0,
    stockLeft: variant.stock > 0 && variant.stock < FEW_LEFT_BELOW ? variant.stock : null,
    madeToOrderDays: variant.madeToOrderDays,
  };
}
