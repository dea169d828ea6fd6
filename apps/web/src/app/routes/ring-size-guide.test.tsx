import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { INDIAN_RING_SIZES, RING_SIZE_TEXTS } from '@shop/shared/ring-sizes';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { renderPages, renderRoute, serveApi } from '../../testing/render-route.tsx';
import RingSizeGuideRoute from './ring-size-guide.tsx';
import ProductRoute from './product.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the ring size guide', () => {
  it('lists the Indian sizes with their inside in millimetres, and how to measure', async () => {
    serveApi({});
    renderPages(<Route path="/ring-size-guide" element={<RingSizeGuideRoute />} />, '/ring-size-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ring Size Guide' })).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    // The heading row, then sizes 1 to 30.
    expect(rows).toHaveLength(INDIAN_RING_SIZES.length + 1);
    expect(rows[12]?.textContent).toBe('1216.5 mm51.9 mm');
    expect(screen.getByRole('heading', { name: RING_SIZE_TEXTS.threadHeading })).toBeTruthy();
    expect(screen.getByRole('heading', { name: RING_SIZE_TEXTS.ringHeading })).toBeTruthy();
  });

  it('has a sizer to print in true millimetres, and says to print at 100% and check with a ruler', async () => {
    serveApi({});
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPages(<Route path="/ring-size-guide" element={<RingSizeGuideRoute />} />, '/ring-size-guide');
    expect(await screen.findByText(RING_SIZE_TEXTS.printAt100)).toBeTruthy();
    const ruler = screen.getByRole('img', { name: RING_SIZE_TEXTS.rulerLabel });
    expect(ruler.getAttribute('width')).toBe('104mm');
    expect(ruler.getAttribute('viewBox')).toBe('0 0 104 14');
    const circles = screen.getByRole('img', { name: RING_SIZE_TEXTS.circlesLabel });
    // Size 12's circle: 16.52 mm across, in a drawing whose unit is the millimetre.
    expect(circles.getAttribute('width')).toBe(`${circles.getAttribute('viewBox')?.split(' ')[2]}mm`);
    expect(circles.querySelectorAll('circle')[11]?.getAttribute('r')).toBe('8.26');
    await userEvent.click(screen.getByRole('button', { name: RING_SIZE_TEXTS.printButton }));
    expect(print).toHaveBeenCalledOnce();
  });
});

const RING = sampleProduct({ _id: '12', name: 'Silver Infinity Band' });

function openPiece(product: typeof RING) {
  serveApi({ [`/api/products/${product._id}`]: { body: { success: true, product } } });
  renderRoute(<ProductRoute />, { path: '/product/:id', url: `/product/${product._id}` });
}

describe('the size field of a ring', () => {
  it('links to the ring size guide and suggests the Indian sizes, and stays free text', async () => {
    openPiece(RING);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Add size' }));
    const link = screen.getByRole('link', { name: 'Find your ring size' });
    expect(link.getAttribute('href')).toBe('/ring-size-guide');
    const size = screen.getByRole('combobox', { name: 'Size' });
    const list = document.getElementById(size.getAttribute('list') ?? '');
    if (!list) throw new Error('The size field names no list of sizes');
    const options = within(list).getAllByRole('option', { hidden: true });
    expect(options).toHaveLength(INDIAN_RING_SIZES.length);
    expect(options[11]?.getAttribute('value')).toBe('Ring size 12');
    await userEvent.type(size, 'US 7');
    expect((size as HTMLInputElement).value).toBe('US 7');
  });

  it('is plain for a piece that is no ring', async () => {
    openPiece(sampleProduct({ _id: '13', name: 'Engraved Curb Chain', category: 'chain' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Add size' }));
    expect(screen.getByRole('textbox', { name: 'Size' }).getAttribute('list')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Find your ring size' })).toBeNull();
  });
});
