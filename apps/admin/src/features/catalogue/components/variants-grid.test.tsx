import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VARIANT_TEXTS, type DesignVariantsAnswer } from '@shop/shared/variants-admin';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages } from '../../../testing/render-pages.tsx';
import { samplePiece } from '../../../testing/samples.ts';
import { VariantsGrid } from './variants-grid.tsx';

const RING = samplePiece({ options: [{ name: 'Size', values: ['12', '14'] }], stones: 400 });

const variant = (id: number, size: string, gram: number, stock: number) => ({
  id,
  sku: `P00042-${size}`,
  values: [size],
  label: `Size ${size}`,
  gram,
  netWeight: null,
  purity: null,
  makingKind: null,
  making: null,
  stones: null as number | null,
  pricing: 'fixed' as const,
  price: Math.round(2400 + gram * 10),
  stock,
  madeToOrderDays: null,
});

const SAVED: DesignVariantsAnswer = {
  success: true,
  message: '',
  options: [{ name: 'Size', values: ['12', '14'] }],
  variants: [variant(7, '12', 3.1, 2), variant(8, '14', 3.4, 0)],
};

function renderGrid(answers: Parameters<typeof serveRequests>[0] = {}) {
  const sent = serveRequests({ 'GET /api/admin/products/42/variants': { body: SAVED }, ...answers });
  renderPages([{ path: '/products/:id', element: <VariantsGrid product={RING} /> }], '/products/42');
  return sent;
}

describe('the grid of a design’s variants', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds a size: its row takes after the nearest size, and saving sends every variant', async () => {
    const answer: DesignVariantsAnswer = {
      success: true,
      message: VARIANT_TEXTS.saved,
      options: [{ name: 'Size', values: ['12', '14', '16'] }],
      variants: [...SAVED.variants, variant(9, '16', 3.7, 1)],
    };
    const sent = renderGrid({ 'PUT /api/admin/products/42/variants': { body: answer } });
    expect(await screen.findByLabelText('Stock of Size 12')).toBeTruthy();
    expect(screen.getByText('2 variants')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('New values of Size'), '16{Enter}');
    expect(screen.getByText('3 variants')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Values of Size' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['12', '14', '16']);
    expect((screen.getByLabelText('SKU of Size 16') as HTMLInputElement).value).toBe('P00042-16');
    expect((screen.getByLabelText('Gross weight of Size 16 (g)') as HTMLInputElement).value).toBe('3.4');
    expect((screen.getByLabelText('Stock of Size 16') as HTMLInputElement).value).toBe('0');
    await userEvent.clear(screen.getByLabelText('Gross weight of Size 16 (g)'));
    await userEvent.type(screen.getByLabelText('Gross weight of Size 16 (g)'), '3.7');
    await userEvent.clear(screen.getByLabelText('Stock of Size 16'));
    await userEvent.type(screen.getByLabelText('Stock of Size 16'), '1');
    // An empty stones cell is the design's stones, which it shows faintly; size 16 has its own.
    const stones = screen.getByLabelText('Stones of Size 16 (₹)') as HTMLInputElement;
    expect(stones.value).toBe('');
    expect(stones.placeholder).toBe('400');
    await userEvent.type(stones, '650');
    await userEvent.click(screen.getByRole('button', { name: 'Save the variants' }));

    expect((await screen.findByRole('status')).textContent).toBe(VARIANT_TEXTS.saved);
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      options: [{ name: 'Size', values: ['12', '14', '16'] }],
      variants: [
        { ...SAVED.variants[0], label: undefined },
        { ...SAVED.variants[1], label: undefined },
        {
          sku: 'P00042-16',
          values: ['16'],
          gram: 3.7,
          netWeight: null,
          purity: null,
          makingKind: null,
          making: null,
          stones: 650,
          pricing: 'fixed',
          price: 2434,
          stock: 1,
          madeToOrderDays: null,
        },
      ].map((row) => JSON.parse(JSON.stringify(row)) as object),
    });
  });

  it('names what is wrong on the variant it is on, and sends nothing', async () => {
    const sent = renderGrid();
    await userEvent.clear(await screen.findByLabelText('SKU of Size 14'));
    await userEvent.type(screen.getByLabelText('SKU of Size 14'), 'P00042-12');
    await userEvent.clear(screen.getByLabelText('Stock of Size 12'));
    await userEvent.click(screen.getByRole('button', { name: 'Save the variants' }));

    expect((await screen.findByRole('alert')).textContent).toContain(`Size 12: ${VARIANT_TEXTS.stock}`);
    expect(screen.getByLabelText('Stock of Size 12').getAttribute('aria-invalid')).toBe('true');
    // Once each variant reads well, the grid as a whole is checked: no SKU twice.
    await userEvent.type(screen.getByLabelText('Stock of Size 12'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save the variants' }));
    expect(await screen.findByText(VARIANT_TEXTS.skuRepeated('P00042-12'))).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      `Size 14: ${VARIANT_TEXTS.skuRepeated('P00042-12')}`,
    );
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('says the server’s refusal, such as a size an unpaid order holds', async () => {
    const refusal = VARIANT_TEXTS.heldByUnpaidOrder('Size 12', 'VT-1A2B3C4D');
    renderGrid({
      'PUT /api/admin/products/42/variants': { status: 400, body: { success: false, message: refusal } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove 12 from Size' }));
    expect(screen.queryByLabelText('Stock of Size 12')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save the variants' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
  });
});
