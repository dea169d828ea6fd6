import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage } from '../../testing/in-language.tsx';
import { LanguageSwitch } from './language-switch.tsx';

afterEach(() => {
  document.cookie = 'shop_language=; path=/; max-age=0';
});

function switchAt(url: string, language: 'en' | 'ta' | 'hi') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <LanguageSwitch />
    </MemoryRouter>,
    { wrapper: inLanguage(language) },
  );
}

describe('the language switch', () => {
  it('links to the same page, its query kept, in each language, the current one marked', () => {
    switchAt('/category/women?sortBy=price-asc', 'ta');
    const nav = screen.getByRole('navigation', { name: 'மொழி' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/category/women?sortBy=price-asc',
    );
    expect(screen.getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).toBe(
      '/hi/category/women?sortBy=price-asc',
    );
    const tamil = screen.getByRole('link', { name: 'தமிழ்' });
    expect(tamil.getAttribute('href')).toBe('/ta/category/women?sortBy=price-asc');
    expect(tamil.getAttribute('aria-current')).toBe('true');
    expect(tamil.getAttribute('lang')).toBe('ta-IN');
  });

  it('leads the home to the home', () => {
    switchAt('/', 'en');
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'தமிழ்' }).getAttribute('href')).toBe('/ta/');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('remembers the choice in a cookie for the next visit', async () => {
    switchAt('/cart', 'en');
    const hindi = screen.getByRole('link', { name: 'हिन्दी' });
    // The test's document goes nowhere: only the cookie the click writes is of interest.
    hindi.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(hindi);
    expect(document.cookie).toContain('shop_language=hi');
  });
});
