import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_TEXTS, type AdminProductAnswer } from '@shop/shared/catalogue-admin';
import { PURITIES, type Purity } from '@shop/shared/pricing';
import type { MetalRatesAnswer } from '@shop/shared/pricing-admin';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages } from '../../../testing/render-pages.tsx';
import { samplePiece } from '../../../testing/samples.ts';
import { ProductForm } from './product-form.tsx';

function renderNewPiece() {
  return renderPages(
    [{ path: '/products/new', element: <ProductForm product={undefined} /> }],
    '/products/new',
  );
}

const type = (label: string, text: string) => userEvent.type(screen.getByLabelText(label), text);

describe("a new piece's form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each field that is missing and sends nothing', async () => {
    const sent = serveRequests({});
    renderNewPiece();
    await userEvent.click(screen.getByRole('button', { name: 'Add to the catalogue' }));

    expect(await screen.findByText(PRODUCT_TEXTS.nameRequired)).toBeTruthy();
    expect(screen.getByText(PRODUCT_TEXTS.descriptionRequired)).toBeTruthy();
    expect(screen.getByText(PRODUCT_TEXTS.gram)).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('adds a piece at a fixed price and opens its page with the server’s word', async () => {
    const created: AdminProductAnswer = {
      success: true,
      message: PRODUCT_TEXTS.created,
      product: samplePiece(),
    };
    const sent = serveRequests({ 'POST /api/admin/products': { body: created } });
    const { address } = renderNewPiece();
    await type('Name', 'Peacock Engraved Band');
    await type('Description', 'A sterling silver band with a peacock feather.');
    // A new piece starts as a women's silver ring in sterling silver.
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('Ring');
    expect((screen.getByLabelText('Purity') as HTMLSelectElement).value).toBe('silver-925');
    await type('Price (₹)', '2499');
    await type('Weight (gram)', '6.5');
    await userEvent.clear(screen.getByLabelText('Pieces in stock'));
    await type('Pieces in stock', '12');
    await userEvent.click(screen.getByLabelText('Engraving'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to the catalogue' }));

    expect(await screen.findByText('Page at /products/42')).toBeTruthy();
    expect(address()).toBe('/products/42');
    expect(sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/api/admin/products',
        body: {
          name: 'Peacock Engraved Band',
          description: 'A sterling silver band with a peacock feather.',
          peopleCategory: 'women',
          productCategory: 'Ring',
          productType: 'Silver',
          purity: 'silver-925',
          gram: 6.5,
          pricing: 'fixed',
          price: 2499,
          originalPrice: null,
          netWeight: null,
          makingKind: 'per_gram',
          making: null,
          stones: 0,
          hallmarking: 0,
          isNew: true,
          stock: 12,
          customizationTypes: ['engraving'],
          countryOfOrigin: 'India',
          nameTa: '',
          nameHi: '',
          descriptionTa: '',
          descriptionHi: '',
        },
      },
    ]);
  });

  it('takes the country of origin in letters, starting from India, and says what is wrong with it', async () => {
    const created: AdminProductAnswer = {
      success: true,
      message: PRODUCT_TEXTS.created,
      product: samplePiece({ countryOfOrigin: 'Sri Lanka' }),
    };
    const sent = serveRequests({ 'POST /api/admin/products': { body: created } });
    renderNewPiece();
    const country = screen.getByLabelText('Country of origin') as HTMLInputElement;
    expect(country.value).toBe('India');
    await type('Name', 'Moonstone Ring');
    await type('Description', 'A sterling silver ring with a moonstone.');
    await type('Price (₹)', '1999');
    await type('Weight (gram)', '3');

    await userEvent.clear(country);
    await userEvent.click(screen.getByRole('button', { name: 'Add to the catalogue' }));
    expect(await screen.findByText(PRODUCT_TEXTS.countryOfOriginRequired)).toBeTruthy();
    await type('Country of origin', 'Lanka 1');
    await userEvent.click(screen.getByRole('button', { name: 'Add to the catalogue' }));
    expect(await screen.findByText(PRODUCT_TEXTS.countryOfOriginLetters)).toBeTruthy();
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await userEvent.clear(country);
    await type('Country of origin', 'Sri Lanka');
    await userEvent.click(screen.getByRole('button', { name: 'Add to the catalogue' }));
    expect(await screen.findByText('Page at /products/42')).toBeTruthy();
    expect(sent.map(({ body }) => (body as { countryOfOrigin: string }).countryOfOrigin)).toEqual([
      'Sri Lanka',
    ]);
  });

  it("shows a rate-priced piece's price from today's rate as it is typed", async () => {
    const none = Object.fromEntries(PURITIES.map((purity) => [purity, null])) as Record<Purity, null>;
    const rates: MetalRatesAnswer = {
      success: true,
      current: {
        ...none,
        'silver-925': {
          purity: 'silver-925',
          ratePaisePerGram: 9_500,
          setAt: '2026-11-25T04:30:00.000Z',
          setBy: null,
        },
      },
      ratePricedPieces: Object.fromEntries(PURITIES.map((purity) => [purity, 0])) as Record<Purity, number>,
      ratePricedVariants: Object.fromEntries(PURITIES.map((purity) => [purity, 0])) as Record<Purity, number>,
      ratePricedAcross: [],
      history: [],
    };
    serveRequests({ '/api/admin/metal-rates': { body: rates } });
    renderNewPiece();
    await userEvent.click(screen.getByLabelText('From the day’s metal rate'));
    expect(screen.queryByLabelText('Price (₹)')).toBeNull();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Enter the net weight and the making charge to see the price.',
    );

    await type('Net metal weight (gram, up to 3 decimals)', '10');
    await type('Making (₹ per gram)', '50');
    expect(screen.getByRole('status').textContent).toBe(
      // ₹1,450 and 3 % GST, ₹1,493.50, to the whole rupee.
      'Price today: ₹1,494 — 10.000 g at ₹95/g is ₹950, making ₹500, stones and other ₹0, hallmarking ₹0, GST ₹43.50.',
    );
  });

  it('shows a piece’s Tamil and Hindi words to change, and says when one is too long', async () => {
    const anklet = samplePiece({ translations: { ta: { name: 'வெள்ளிக் கொலுசு' } } });
    const saved: AdminProductAnswer = { success: true, message: PRODUCT_TEXTS.saved, product: anklet };
    const sent = serveRequests({ 'PUT /api/admin/products/42': { body: saved } });
    renderPages([{ path: '/products/:id', element: <ProductForm product={anklet} /> }], '/products/42');
    const tamilName = screen.getByLabelText('Tamil name') as HTMLInputElement;
    expect(tamilName.value).toBe('வெள்ளிக் கொலுசு');
    expect(tamilName.lang).toBe('ta');
    expect((screen.getByLabelText('Hindi name') as HTMLInputElement).value).toBe('');

    await userEvent.type(screen.getByLabelText('Hindi name'), 'ह'.repeat(121));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PRODUCT_TEXTS.nameInLanguageTooLong('Hindi'))).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Hindi name'));
    await userEvent.type(screen.getByLabelText('Hindi name'), 'चाँदी की पायल');
    await userEvent.type(screen.getByLabelText('Tamil description'), 'மதுரையில் செய்தது.');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      nameTa: 'வெள்ளிக் கொலுசு',
      nameHi: 'चाँदी की पायल',
      descriptionTa: 'மதுரையில் செய்தது.',
      descriptionHi: '',
    });
  });

  it('leaves a design with options its variants’ price and stock, and says where they are changed', async () => {
    const ring = samplePiece({ options: [{ name: 'Size', values: ['12', '14'] }], price: 2399, stock: 3 });
    const saved: AdminProductAnswer = { success: true, message: PRODUCT_TEXTS.saved, product: ring };
    const sent = serveRequests({ 'PUT /api/admin/products/42': { body: saved } });
    renderPages([{ path: '/products/:id', element: <ProductForm product={ring} /> }], '/products/42');
    expect(screen.queryByLabelText('Price (₹)')).toBeNull();
    expect(screen.queryByLabelText('Pieces in stock')).toBeNull();
    expect(screen.getByText(/Its price and stock are its variants’/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ price: 2399, stock: 3 });
  });
});
