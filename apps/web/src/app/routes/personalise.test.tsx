import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { renderRoute, serveApi } from '../../testing/render-route.tsx';
import PersonaliseRoute from './personalise.tsx';

// The landing asks for the women's rings; unless a test says otherwise the shop has none.
beforeEach(() => serveApi({}));
afterEach(() => vi.unstubAllGlobals());

const renderPage = (url = '/custom') => renderRoute(<PersonaliseRoute />, { path: url, url });

describe('the customization landing', () => {
  it('invites the shopper to design their own piece', () => {
    renderPage('/customize');
    expect(screen.getByRole('heading', { level: 1, name: 'Design Your Own Jewellery' })).toBeTruthy();
    for (const way of ['Engraving', 'Fingerprint', 'Image', 'Text with image or PDF']) {
      expect(screen.getByRole('heading', { level: 3, name: way })).toBeTruthy();
    }
  });

  it('leads to the nine type pages at the addresses the spec spells', () => {
    renderPage();
    const typeLinks = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/custom/'));
    expect(typeLinks).toEqual([
      '/custom/women/rings',
      '/custom/women/bracelets',
      '/custom/women/Pendants',
      '/custom/men/rings',
      '/custom/men/bracelets',
      '/custom/men/pendants',
      '/custom/kids/rings',
      '/custom/kids/bracelets',
      '/custom/kids/pendants',
    ]);
    expect(screen.getByRole('link', { name: "Captivating Women's Pendants" }).getAttribute('href')).toBe(
      '/custom/women/Pendants',
    );
    expect(screen.getByRole('link', { name: "Magical Kids' Rings" }).getAttribute('href')).toBe(
      '/custom/kids/rings',
    );
  });

  it('leads to the couple rings and luxury pendants collections', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Couple Rings Collection' }).getAttribute('href')).toBe(
      '/couple-rings',
    );
    expect(screen.getByRole('link', { name: 'Luxury Pendants Collection' }).getAttribute('href')).toBe(
      '/luxury-pendants',
    );
  });

  it('leads to the ring personalisation page with a ring in stock that offers both designs', async () => {
    const both = [
      { id: 'engraving', name: 'Engraving' },
      { id: 'fingerprint', name: 'Fingerprint' },
    ] as const;
    serveApi({
      '/api/women-rings': {
        body: {
          success: true,
          message: '3 products found',
          products: [
            sampleProduct({ _id: '1', inStock: false, customizationTypes: [...both] }),
            sampleProduct({ _id: '2', customizationTypes: [both[0]] }),
            sampleProduct({ _id: '3', customizationTypes: [...both] }),
          ],
        },
      },
    });
    renderPage();
    const engraved = screen.getByRole('link', { name: 'Engraved Ring' });
    await waitFor(() =>
      expect(engraved.getAttribute('href')).toBe('/customize/ring?product=3&type=engraving'),
    );
    expect(screen.getByRole('link', { name: 'Fingerprint Ring' }).getAttribute('href')).toBe(
      '/customize/ring?product=3&type=fingerprint',
    );
  });

  it('leads to the women’s rings for a design no ring in stock offers, never to a ring page without a ring', async () => {
    serveApi({
      '/api/women-rings': {
        body: {
          success: true,
          message: '2 products found',
          products: [
            sampleProduct({ _id: '2', customizationTypes: [{ id: 'engraving', name: 'Engraving' }] }),
            sampleProduct({
              _id: '5',
              inStock: false,
              customizationTypes: [{ id: 'fingerprint', name: 'Fingerprint' }],
            }),
          ],
        },
      },
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Design your ring' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Engraved Ring' }).getAttribute('href')).toBe(
        '/customize/ring?product=2&type=engraving',
      ),
    );
    expect(screen.getByRole('link', { name: 'Fingerprint Ring' }).getAttribute('href')).toBe('/womens-rings');
  });
});
