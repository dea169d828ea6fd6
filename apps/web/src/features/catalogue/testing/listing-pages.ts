import { PAGE_SIZE } from '@shop/shared/catalogue';
import type { ListingPageAnswer, Product } from '@shop/shared/catalogue-api';

/**
 * A listing's page call (`…/page?page=n`) answered from `products`, as the shop pages them: 12
 * a page, a page past the end is the last. For `serveApi`.
 */
export function listingPages(products: readonly Product[]) {
  return (url: string): { body: ListingPageAnswer } => {
    const asked = Number(new URL(url, 'http://shop.test').searchParams.get('page') ?? '1');
    const totalPages = Math.max(1, Math.ceil(products.length / PAGE_SIZE));
    const page = Math.min(Math.max(1, asked), totalPages);
    return {
      body: {
        products: products.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        currentPage: page,
        totalPages,
        total: products.length,
      },
    };
  };
}
