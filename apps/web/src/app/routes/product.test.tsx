import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@shop/shared/catalogue-api';
import { fixedPriceBreakup, priceFromRate } from '@shop/shared/pricing';
import { PRODUCT_PAGE_TEXTS } from '@shop/shared/product-page';
import { REVIEW_TEXTS, type ReviewsAnswer } from '@shop/shared/reviews';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { storeSession } from '../../features/accounts/session-storage.ts';
import { renderRoute, serveApi, serveRequests } from '../../testing/render-route.tsx';
import ProductRoute from './product.tsx';

afterEach(() => vi.unstubAllGlobals());

const NO_REVIEWS: ReviewsAnswer = {
  success: true,
  average: null,
  count: 0,
  stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  reviews: [],
  page: 1,
  pages: 1,
};

describe('the product page’s rating and reviews', () => {
  it('shows no rating at all for a piece no buyer has reviewed, and says who may review', async () => {
    const product = sampleProduct({ _id: '31', name: 'Unreviewed Anklet', rating: 0, reviews: 0 });
    serveApi({
      '/api/products/31': { body: { success: true, product } },
      '/api/products/31/reviews': { body: NO_REVIEWS },
    });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/31' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unreviewed Anklet' })).toBeTruthy();
    expect(await screen.findByText(REVIEW_TEXTS.none)).toBeTruthy();
    expect(screen.getByText(REVIEW_TEXTS.moderationRule)).toBeTruthy();
    expect(screen.queryByText(/reviews?\)/)).toBeNull();
    expect(screen.queryByText(/out of 5/)).toBeNull();
    expect(screen.getByRole('link', { name: REVIEW_TEXTS.signInToReview })).toBeTruthy();
  });

  it('shows the buyers’ mean and count, and their reviews newest first', async () => {
    const product = sampleProduct({ _id: '32', name: 'Reviewed Ring', rating: 4.5, reviews: 2 });
    const review = (id: string, stars: number, title: string, verifiedBuyer: boolean) => ({
      id,
      stars,
      title,
      text: `${title}, truly.`,
      author: 'Asha K.',
      verifiedBuyer,
      bought: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    serveApi({
      '/api/products/32': { body: { success: true, product } },
      '/api/products/32/reviews': {
        body: {
          ...NO_REVIEWS,
          average: 4.5,
          count: 2,
          stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
          reviews: [review('b', 5, 'Shines', true), review('a', 4, 'Pretty', false)],
        },
      },
    });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/32' });
    expect(await screen.findByText('(2 reviews)')).toBeTruthy();
    expect(await screen.findByText(REVIEW_TEXTS.outOf(4.5, 2))).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Shines',
      'Pretty',
    ]);
    expect(screen.getAllByText(REVIEW_TEXTS.verifiedBuyer)).toHaveLength(1);
  });
});

describe('writing a review', () => {
  afterEach(() => storeSession(null, null));

  it('sends the stars chosen as a number, and shows the server’s sentence when it refuses', async () => {
    storeSession('session-token', { id: 'u1', firstName: 'Asha', lastName: 'K' });
    const product = sampleProduct({ _id: '33', name: 'Gift Ring', rating: 0, reviews: 0 });
    const sent = serveRequests({
      '/api/products/33': { body: { success: true, product } },
      'GET /api/products/33/reviews': { body: NO_REVIEWS },
      'POST /api/products/33/reviews': {
        status: 403,
        body: { success: false, message: REVIEW_TEXTS.onlyBuyers },
      },
    });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/33' });
    await userEvent.click(await screen.findByRole('button', { name: REVIEW_TEXTS.submit }));
    expect(await screen.findByText('Please give the piece 1 to 5 stars')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText(REVIEW_TEXTS.titleLabel), 'For my sister');
    await userEvent.type(screen.getByLabelText(REVIEW_TEXTS.textLabel), 'She loves it.');
    await userEvent.click(screen.getByRole('button', { name: REVIEW_TEXTS.submit }));
    expect(await screen.findByText(REVIEW_TEXTS.onlyBuyers)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/products/33/reviews',
        body: { stars: 4, title: 'For my sister', text: 'She loves it.' },
        authorization: 'Bearer session-token',
      },
    ]);
  });
});

describe('the product page', () => {
  it('loads the product named by the address, so a shared link shows the right piece', async () => {
    const product = sampleProduct({
      _id: '42',
      name: 'Peacock Silver Pendant',
      price: 125000,
      images: ['/images/a-640.webp', '/images/b-640.webp'],
    });
    serveApi({ '/api/products/42': { body: { success: true, product } } });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Peacock Silver Pendant' })).toBeTruthy();
    expect(screen.getByText('₹1,25,000')).toBeTruthy();
    expect(screen.getByText('Silver')).toBeTruthy();
    expect(document.title).toBe('Peacock Silver Pendant · Velli & Thangam');

    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(screen.getByRole('img', { name: 'Peacock Silver Pendant, picture 2 of 2' })).toBeTruthy();
  });

  it('states the country of origin, and that a personalisable piece cannot be returned', async () => {
    serveApi({
      '/api/products/8': { body: { success: true, product: sampleProduct({ _id: '8', name: 'Name Band' }) } },
    });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/8' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Name Band' })).toBeTruthy();
    expect(screen.getByText('Country of origin: India')).toBeTruthy();
    expect(screen.getByText(/^Personalised pieces are made for you and cannot be returned\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: PRODUCT_PAGE_TEXTS.refundPolicyLink }).getAttribute('href')).toBe(
      '/policies/refund-policy',
    );
  });

  it('leaves the note out for a piece sold as it is, and names the country staff set', async () => {
    const plain = sampleProduct({
      _id: '9',
      name: 'Plain Curb Chain',
      countryOfOrigin: 'Italy',
      customOption: null,
      customizationType: null,
      customizationTypes: [],
    });
    serveApi({ '/api/products/9': { body: { success: true, product: plain } } });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plain Curb Chain' })).toBeTruthy();
    expect(screen.getByText('Country of origin: Italy')).toBeTruthy();
    await screen.findByRole('button', { name: 'Increase quantity' });
    expect(screen.queryByText(/cannot be returned/)).toBeNull();
    expect(screen.queryByRole('link', { name: PRODUCT_PAGE_TEXTS.refundPolicyLink })).toBeNull();
  });

  it('keeps the quantity at 1 or more', async () => {
    serveApi({ '/api/products/7': { body: { success: true, product: sampleProduct({ _id: '7' }) } } });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/7' });
    const less = await screen.findByRole('button', { name: 'Decrease quantity' });
    expect((less as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('group', { name: 'Quantity' }).textContent).toContain('2');
  });

  it('shows the sample piece with a notice for a product the catalogue does not have', async () => {
    serveApi({
      '/api/products/999': {
        status: 404,
        body: { success: false, message: 'There is no product with id 999.' },
      },
    });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/999' });
    expect(await screen.findByText(/We could not find this piece/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Classic Engraved Silver Band' })).toBeTruthy();
    expect(screen.getByText('₹1,767')).toBeTruthy();
    expect(screen.getByText('₹2,120')).toBeTruthy();
  });

  it('explains a gold piece priced from the rate, component by component, to the MRP', async () => {
    const breakup = priceFromRate(
      {
        purity: 'gold-916',
        netWeightMg: 5250,
        making: { kind: 'percent', basisPoints: 1200 },
        stonesPaise: 150_000,
        hallmarkingPaise: 4_500,
      },
      { 'gold-916': 719_000 },
    );
    const product: ProductDetail = {
      ...sampleProduct({ _id: '51', name: 'Lakshmi Gold Jhumka', productType: 'Gold', purity: 'gold-916' }),
      price: breakup.totalPaise / 100,
      priceBreakup: breakup,
    };
    serveApi({ '/api/products/51': { body: { success: true, product } } });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/51' });

    expect(await screen.findByText('Price breakup', { selector: 'summary' })).toBeTruthy();
    expect(screen.getByText('22K gold (916) · BIS hallmarked')).toBeTruthy();
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')?.textContent;
    expect(row('22K gold (916)')).toBe('22K gold (916)₹7,190/g5.250 g₹37,747.50');
    expect(row('Making charge')).toBe('Making charge12 % of metal value₹4,529.70');
    expect(row('Stones and other charges')).toContain('₹1,500');
    expect(row('Hallmarking')).toContain('₹45');
    expect(row('Value before GST')).toContain('₹43,822.20');
    expect(row('GST 3 %')).toContain('₹1,314.67');
    expect(row('Rounding off')).toContain('₹0.13');
    expect(row('MRP incl. of all taxes')).toContain('₹45,137');
  });

  it('shows a per-gram making charge and leaves out hallmarking and rounding when they are nothing', async () => {
    const breakup = priceFromRate(
      {
        purity: 'silver-925',
        netWeightMg: 10_000,
        making: { kind: 'per_gram', paisePerGram: 65_000 },
        stonesPaise: 0,
        hallmarkingPaise: 0,
      },
      { 'silver-925': 10_000 },
    );
    const product: ProductDetail = {
      ...sampleProduct({ _id: '52' }),
      price: breakup.totalPaise / 100,
      priceBreakup: breakup,
    };
    serveApi({ '/api/products/52': { body: { success: true, product } } });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/52' });

    await screen.findByText('Price breakup', { selector: 'summary' });
    expect(screen.getByText('Sterling silver (925)', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByText(/BIS hallmarked/)).toBeNull();
    const making = screen.getByRole('rowheader', { name: 'Making charge' }).closest('tr')?.textContent;
    expect(making).toBe('Making charge₹650/g10.000 g₹6,500');
    expect(screen.queryByRole('rowheader', { name: 'Hallmarking' })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'Rounding off' })).toBeNull();
  });

  it('explains a fixed-price piece as its value before GST, the GST and the MRP', async () => {
    const product: ProductDetail = {
      ...sampleProduct({ _id: '53', price: 1030 }),
      priceBreakup: fixedPriceBreakup(103_000),
    };
    serveApi({ '/api/products/53': { body: { success: true, product } } });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/53' });

    await screen.findByText('Price breakup', { selector: 'summary' });
    const rows = screen.getAllByRole('rowheader').map((cell) => cell.closest('tr')?.textContent);
    expect(rows).toEqual(['Value before GST₹1,000', 'GST 3 %₹30', 'MRP incl. of all taxes₹1,030']);
  });
});
