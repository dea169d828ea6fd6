import { PERSONALISATION_LABELS, FEW_LEFT_BELOW, type CustomizationType } from '@shop/shared/catalogue';
import type { Product } from '@shop/shared/catalogue-api';
import { discountPercent, paiseToRupees } from '@shop/shared/money';
import { cardImageOf, engravingTemplateOf } from '@shop/shared/product-pictures';
import type { ProductRow } from '../../db/schema.ts';

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
  };
}
