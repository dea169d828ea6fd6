import { PAGE_SIZE } from '@shop/shared/catalogue';
import type { ListingPageAnswer, Product } from '@shop/shared/catalogue-api';

interface ErrorBody {
  success: false;
  message: string;
}

/**
 * A listing's page call (`…/page?page=n`) answered from `products`, as the shop pages them: 12
 * a page, a page past the end is the last; a page that is not a whole number of at most 12
 * digits is refused, as the shop refuses it. For `serveApi`.
 */
export function listingPages(products: readonly Product[]) {
  return (url: string): { status?: number; body: ListingPageAnswer | ErrorBody } => {
    const page = new URL(url, 'http://shop.test').searchParams.get('page') ?? '1';
    if (!/^\d{1,12}$/.test(page) || Number(page) < 1) {
      return { status: 400, body: { success: false, message: `page ${page} is refused` } };
    }
    const asked = Number(page);
    const totalPages = Math.max(1, Math.ceil(products.length / PAGE_SIZE));
    const shown = Math.min(asked, totalPages);
    return {
      body: {
        products: products.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE),
        currentPage: shown,
        totalPages,
        total: products.length,
      },
    };
  };
}
