import { useLingui } from '@lingui/react';
import { isLanguage, type Language } from '@shop/shared/languages';
import type { Product } from '@shop/shared/catalogue-api';
import { descriptionIn, nameIn } from '@shop/shared/product-words';

/** The page's language: the one its Lingui instance speaks (lib/i18n.ts). */
export function usePageLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

/** A design's name and description in the page's language, English where staff gave none. */
export function usePieceWords(product: Pick<Product, 'name' | 'description' | 'translations'>): {
  name: string;
  description: string;
} {
  const language = usePageLanguage();
  return { name: nameIn(product, language), description: descriptionIn(product, language) };
}
