/**
 * A design's words on a page in one language: the Tamil or Hindi that staff gave, else the
 * English, word by word (a design may have a Tamil name and no Tamil description).
 */
import type { Product } from './catalogue-api.ts';
import type { Language } from './languages.ts';

export function nameIn(product: Pick<Product, 'name' | 'translations'>, language: Language): string {
  return (language === 'en' ? undefined : product.translations?.[language]?.name) ?? product.name;
}

export function descriptionIn(
  product: Pick<Product, 'description' | 'translations'>,
  language: Language,
): string {
  return (
    (language === 'en' ? undefined : product.translations?.[language]?.description) ?? product.description
  );
}
