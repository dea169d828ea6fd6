import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';
import CustomizeRoute from './customize.tsx';

const renderPage = (url = '/custom') => renderRoute(<CustomizeRoute />, { path: url, url });

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
});
