import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, serveApi } from '../../testing/render-route.tsx';
import LuxuryPendantsRoute from './luxury-pendants.tsx';

afterEach(() => vi.unstubAllGlobals());

const renderPage = (url = '/luxury-pendants') =>
  renderRoute(<LuxuryPendantsRoute />, { path: '/luxury-pendants', url });

const cards = () => screen.getAllByRole('article');
const shownNames = () => cards().map((card) => within(card).getByRole('heading').textContent);
const shownPrices = () => cards().map((card) => within(card).getByText(/^₹[\d,]+$/).textContent);

describe('the luxury pendants page', () => {
  it('shows the eight sample pendants without asking the server', () => {
    const asked = serveApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Luxury Pendants Collection' })).toBeTruthy();
    expect(screen.getByText('8 luxury pendants')).toBeTruthy();
    expect(cards()).toHaveLength(8);
    expect(shownNames()[0]).toBe('Sterling Silver Name Disc Pendant');
    expect(asked).toEqual([]);
  });

  it('narrows the pendants to the chosen category', async () => {
    serveApi({});
    renderPage();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'gemstone');
    expect(screen.getByText('2 luxury pendants')).toBeTruthy();
    expect(shownNames()).toEqual(['Emerald Teardrop Gold Pendant', 'Ruby Heart Silver Pendant']);
  });

  it('keeps the pendants within the price range, both ends included', async () => {
    serveApi({});
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: /Price Range/ }));
    const max = screen.getByLabelText('Max (₹)');
    await userEvent.clear(max);
    await userEvent.type(max, '6200');
    expect(screen.getByText('3 luxury pendants')).toBeTruthy();
    expect(shownPrices()).toEqual(['₹4,500', '₹6,200', '₹5,600']);
  });

  it('sorts by price from the amount, not the text', async () => {
    serveApi({});
    renderPage();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    expect(shownPrices()).toEqual([
      '₹4,500',
      '₹5,600',
      '₹6,200',
      '₹7,800',
      '₹9,500',
      '₹12,800',
      '₹14,200',
      '₹18,500',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price-desc');
    expect(shownPrices()[0]).toBe('₹18,500');
  });

  it('says so when nothing matches', async () => {
    serveApi({});
    renderPage('/luxury-pendants?category=pearl&minPrice=7000');
    expect(
      screen.getByText('No pendants found matching your filters. Try adjusting your criteria.'),
    ).toBeTruthy();
  });

  it('links each pendant to its product page', () => {
    serveApi({});
    renderPage('/luxury-pendants?category=diamond');
    expect(screen.getByRole('link', { name: 'Diamond Accent Open Heart Pendant' }).getAttribute('href')).toBe(
      '/product/502',
    );
  });
});
