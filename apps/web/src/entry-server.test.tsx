/**
 * A listing rendered on the server carries the page of pieces the shopper sees, in its HTML
 * and in the data block the browser starts from: not the whole category, which at the size of
 * a real catalogue is hundreds of kilobytes a cheap phone must fetch and read before the page
 * works (decision 0031).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_CONFIG } from '@shop/shared/shop-config';
import { renderPage } from './entry-server.tsx';
import { listingPages } from './features/catalogue/testing/listing-pages.ts';
import { sampleProduct } from './features/catalogue/testing/sample-product.ts';

afterEach(() => vi.unstubAllGlobals());

const pieces = (count: number, kind: string) =>
  Array.from({ length: count }, (_, i) =>
    sampleProduct({ _id: String(i + 1), name: `${kind} Piece ${i + 1}` }),
  );

/** The shop's API as the render asks it: a listing's whole call and its page call, both answered. */
function api(whole: Record<string, unknown>, paged: Record<string, ReturnType<typeof listingPages>>) {
  return async (url: string): Promise<Response> => {
    const path = url.split('?')[0] ?? url;
    const pages = paged[path];
    const body = pages ? pages(url).body : whole[path];
    if (body === undefined) return Response.json({ success: false, message: 'Not here' }, { status: 404 });
    return Response.json(body);
  };
}

async function rendered(url: string, answer: ReturnType<typeof api>): Promise<string> {
  const page = await renderPage(url, {
    api: answer,
    shopConfig: DEFAULT_SHOP_CONFIG,
    onError: (error) => {
      throw error;
    },
  });
  return page.html + page.afterRoot;
}

describe('a listing rendered on the server', () => {
  it('carries the pieces of the page shown, not the rest of the category', async () => {
    const women = pieces(30, 'Women');
    const html = await rendered(
      '/category/women?page=2',
      api(
        { '/api/products/category/women': women },
        { '/api/products/category/women/page': listingPages(women) },
      ),
    );
    expect(html).toContain('Showing 13-24 of 30 exquisite pieces');
    expect(html).toContain('Women Piece 13');
    expect(html).toContain('Women Piece 24');
    expect(html).not.toContain('Women Piece 12');
    expect(html).not.toContain('Women Piece 25');
  });

  it('carries the first page of a type listing, with the whole listing’s count', async () => {
    const rings = pieces(20, 'Kids');
    const html = await rendered(
      '/custom/kids/rings',
      api(
        { '/api/kids-rings': { success: true, message: '20 products found', products: rings } },
        { '/api/kids-rings/page': listingPages(rings) },
      ),
    );
    expect(html).toContain('20 fun rings');
    expect(html).toContain('Kids Piece 12');
    expect(html).not.toContain('Kids Piece 13');
  });
});

describe('the home page rendered on the server', () => {
  it('carries the header, the home page and the footer in English, from the catalog', async () => {
    const html = await rendered('/', api({}, { '/api/products/search': listingPages(pieces(3, 'Home')) }));
    for (const text of [
      'aria-label="Open menu"',
      'aria-label="Cart, empty"',
      'aria-label="Wishlist"',
      '>Shop by category<',
      '>Contact Us<',
      '>Explore Collection<',
      '>Make it yours<',
      '>Ethically Sourced<',
      '>Quick links<',
      'BIS hallmarked silver and gold, made in India. Prices include all taxes.',
    ])
      expect(html).toContain(text);
  });
});

describe('a Tamil or Hindi page rendered on the server', () => {
  it('carries the Tamil header and home, its links kept in /ta/, and the switch to the same page', async () => {
    const html = await rendered('/ta/', api({}, { '/api/products/search': listingPages(pieces(3, 'Home')) }));
    expect(html).toContain('aria-label="தேடு"');
    expect(html).toContain('>தொடர்புகொள்ள<');
    expect(html).not.toContain('>Contact Us<');
    expect(html).toContain('href="/ta/contact"');
    expect(html).toContain('href="/ta/category/women"');
    expect(html).not.toContain('href="/contact"');
    expect(html).toMatch(/<a href="\/" hrefLang="en-IN" lang="en-IN"[^>]*>English<\/a>/);
    expect(html).toMatch(/<a href="\/hi\/" hrefLang="hi-IN" lang="hi-IN"[^>]*>हिन्दी<\/a>/);
    expect(html).toMatch(/<a href="\/ta\/" hrefLang="ta-IN" lang="ta-IN" aria-current="true"[^>]*>தமிழ்<\/a>/);
  });

  it('carries a Hindi listing with its links in /hi/, its switch leading to the same listing', async () => {
    const women = pieces(5, 'Women');
    const html = await rendered(
      '/hi/category/women',
      api(
        { '/api/products/category/women': women },
        { '/api/products/category/women/page': listingPages(women) },
      ),
    );
    expect(html).toContain('aria-label="खोजें"');
    expect(html).toContain('href="/hi/product/1"');
    expect(html).toMatch(/<a href="\/ta\/category\/women" hrefLang="ta-IN"/);
    expect(html).toMatch(/<a href="\/category\/women" hrefLang="en-IN"/);
  });
});
