/**
 * The search page's heading, a piece's page and its delivery check, and a category listing's
 * filters in Tamil and Hindi, from their compiled catalogs; in English, in the specification's
 * words. The cards and a piece's details are in features/catalogue's browse-languages.test.tsx.
 */
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_CHECK_TEXTS } from '@shop/shared/delivery';
import { PAGE_WORDS_HI } from '@shop/shared/page-words-hi';
import { CATEGORY_PAGES } from '@shop/shared/pages';
import { PRODUCT_PAGE_TEXTS } from '@shop/shared/product-page';
import { listingPages } from '../../features/catalogue/testing/listing-pages.ts';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import CheckDelivery from '../../features/delivery/components/check-delivery.tsx';
import { loadPageWords } from '../../lib/page-words.ts';
import { inLanguage } from '../../testing/in-language.tsx';
import { renderRoute, serveApi } from '../../testing/render-route.tsx';
import CategoryRoute from './category.tsx';
import ProductRoute from './product.tsx';
import SearchRoute from './search.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the delivery check', () => {
  const checkDelivery = (
    <QueryClientProvider client={new QueryClient()}>
      <CheckDelivery productId="101" />
    </QueryClientProvider>
  );

  it('asks for the pincode in Tamil and Hindi', () => {
    const tamil = render(checkDelivery, { wrapper: inLanguage('ta') });
    expect(screen.getByRole('heading', { name: 'டெலிவரி உண்டா எனப் பாருங்கள்' })).toBeTruthy();
    expect(screen.getByLabelText('உங்கள் பின்கோடு')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'பார்' })).toBeTruthy();
    tamil.unmount();
    render(checkDelivery, { wrapper: inLanguage('hi') });
    expect(screen.getByRole('heading', { name: 'डिलीवरी जाँचें' })).toBeTruthy();
    expect(screen.getByLabelText('आपका पिनकोड')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'जाँचें' })).toBeTruthy();
  });

  it('asks in the specification’s words in English', () => {
    render(checkDelivery, { wrapper: inLanguage('en') });
    expect(screen.getByRole('heading', { name: DELIVERY_CHECK_TEXTS.heading })).toBeTruthy();
    expect(screen.getByLabelText(DELIVERY_CHECK_TEXTS.pincodeLabel)).toBeTruthy();
    expect(screen.getByRole('button', { name: DELIVERY_CHECK_TEXTS.check })).toBeTruthy();
  });
});

describe('the pages around the cards', () => {
  const found = (total: number) => ({
    body: { products: [sampleProduct()], currentPage: 1, totalPages: Math.ceil(total / 12), total },
  });

  it('count the search’s results in Tamil, one and many', async () => {
    serveApi({ '/api/products/search': found(30) });
    const Tamil = inLanguage('ta');
    const many = renderRoute(
      <Tamil>
        <SearchRoute />
      </Tamil>,
      { path: '/search', url: '/search?q=ring' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '"ring" தேடலில் 30 முடிவுகள்' })).toBeTruthy();
    expect(
      screen.getByText('எந்த நகையிலும் பெயர் பொறிக்கலாம்; உங்கள் விரல் ரேகை அல்லது புகைப்படத்துடனும் செய்து தருவோம்.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'விருப்பப்படி செய்யும் நகைகளைப் பாருங்கள்' })).toBeTruthy();
    expect(screen.getByText('Ring - பெண்கள்')).toBeTruthy();
    many.unmount();
    serveApi({ '/api/products/search': found(1) });
    renderRoute(
      <Tamil>
        <SearchRoute />
      </Tamil>,
      { path: '/search', url: '/search?q=ring' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '"ring" தேடலில் 1 முடிவு' })).toBeTruthy();
  });

  it('say in Tamil when the search finds nothing, and what the shop promises', async () => {
    serveApi({
      '/api/products/search': { body: { products: [], currentPage: 1, totalPages: 0, total: 0 } },
    });
    const Tamil = inLanguage('ta');
    renderRoute(
      <Tamil>
        <SearchRoute />
      </Tamil>,
      { path: '/search', url: '/search?q=xyzzy' },
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: '"xyzzy" தேடலுக்குப் பொருந்தும் நகை இல்லை' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'பெண்கள்' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'முகப்புக்குத் திரும்பு' })).toBeTruthy();
    expect(screen.getByText('கார்டு, UPI மூலம் பாதுகாப்பான கட்டணம்')).toBeTruthy();
  });

  it('count them in Hindi, and keep the specification’s English', async () => {
    serveApi({ '/api/products/search': found(30) });
    const Hindi = inLanguage('hi');
    const hindi = renderRoute(
      <Hindi>
        <SearchRoute />
      </Hindi>,
      { path: '/search', url: '/search?q=ring' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '"ring" के लिए 30 परिणाम' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अपनी पसंद से बनने वाले गहने देखें' })).toBeTruthy();
    hindi.unmount();
    renderRoute(<SearchRoute />, { path: '/search', url: '/search?q=ring' });
    expect(await screen.findByRole('heading', { level: 1, name: '30 results for "ring"' })).toBeTruthy();
    expect(
      screen.getByText('Every piece can be engraved, or made with your fingerprint or your photograph.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Customizable Products' })).toBeTruthy();
  });

  it('lead back to the pieces from a piece’s page in Tamil and Hindi', async () => {
    const piece = sampleProduct({ _id: '31', name: 'Leaf Ring', rating: 0, reviews: 0 });
    serveApi({ '/api/products/31': { body: { success: true, product: piece } } });
    const Tamil = inLanguage('ta');
    const tamil = renderRoute(
      <Tamil>
        <ProductRoute />
      </Tamil>,
      { path: '/product/:id', url: '/product/31' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaf Ring' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'நகைகளுக்குத் திரும்பு' })).toBeTruthy();
    expect(screen.getByText(/திருப்பித் தர இயலாது/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ரீஃபண்ட் கொள்கையைப் படியுங்கள்' })).toBeTruthy();
    tamil.unmount();
    const Hindi = inLanguage('hi');
    const hindi = renderRoute(
      <Hindi>
        <ProductRoute />
      </Hindi>,
      { path: '/product/:id', url: '/product/31' },
    );
    expect(await screen.findByRole('button', { name: 'गहनों पर वापस' })).toBeTruthy();
    hindi.unmount();
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/31' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaf Ring' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Products' })).toBeTruthy();
    expect(screen.getByText(new RegExp(PRODUCT_PAGE_TEXTS.personalisedNotReturnable))).toBeTruthy();
    expect(screen.getByRole('link', { name: PRODUCT_PAGE_TEXTS.refundPolicyLink })).toBeTruthy();
  });

  it('name a category listing’s filters in Tamil, the shop’s own category names as they are', async () => {
    serveApi({ '/api/products/category/women/page': listingPages([sampleProduct()]) });
    const Tamil = inLanguage('ta');
    renderRoute(
      <Tamil>
        <CategoryRoute />
      </Tamil>,
      { path: '/category/:slug', url: '/category/women' },
    );
    expect(await screen.findByText('1 நகைகளில் 1-1')).toBeTruthy();
    const category = screen.getByRole('combobox', { name: 'வகை' });
    expect(within(category).getByRole('option', { name: 'எல்லா வகைகளும்' })).toBeTruthy();
    expect(within(category).getByRole('option', { name: 'Anklet' })).toBeTruthy();
    const metal = screen.getByRole('combobox', { name: 'உலோகம்' });
    expect(within(metal).getByRole('option', { name: 'எல்லா உலோகங்களும்' })).toBeTruthy();
    expect(within(metal).getByRole('option', { name: 'தங்கம்' })).toBeTruthy();
  });

  it('head a category listing in the language of the page once its words are in, in English before', async () => {
    serveApi({ '/api/products/category/women/page': listingPages([sampleProduct()]) });
    const Hindi = inLanguage('hi');
    const before = renderRoute(
      <Hindi>
        <CategoryRoute />
      </Hindi>,
      { path: '/category/:slug', url: '/category/women' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: CATEGORY_PAGES.women.title })).toBeTruthy();
    before.unmount();
    await loadPageWords('hi');
    renderRoute(
      <Hindi>
        <CategoryRoute />
      </Hindi>,
      { path: '/category/:slug', url: '/category/women' },
    );
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: PAGE_WORDS_HI[CATEGORY_PAGES.women.title],
    });
    expect(heading.textContent).not.toContain('Jewellery');
    expect(
      screen.getByText(PAGE_WORDS_HI[CATEGORY_PAGES.women.subtitle] ?? 'no Hindi subtitle'),
    ).toBeTruthy();
  });
});
