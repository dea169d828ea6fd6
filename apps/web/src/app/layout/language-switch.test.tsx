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
  it('links to the same page in each language, the current one marked', () => {
    switchAt('/category/women', 'ta');
    const nav = screen.getByRole('navigation', { name: 'மொழி' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/category/women');
    expect(screen.getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).toBe('/hi/category/women');
    const tamil = screen.getByRole('link', { name: 'தமிழ்' });
    expect(tamil.getAttribute('href')).toBe('/ta/category/women');
    expect(tamil.getAttribute('aria-current')).toBe('true');
    expect(tamil.getAttribute('lang')).toBe('ta-IN');
  });

  it('leads the home to the home', () => {
    switchAt('/', 'en');
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'தமிழ்' }).getAttribute('href')).toBe('/ta/');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('keeps the address bar’s filters as it is followed, and remembers the choice in a cookie', async () => {
    window.history.replaceState(null, '', '/category/women?sortBy=price-asc');
    switchAt('/category/women', 'en');
    const hindi = screen.getByRole('link', { name: 'हिन्दी' });
    // The test's document goes nowhere: only where the link leads and the cookie are of interest.
    hindi.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(hindi);
    expect(hindi.getAttribute('href')).toBe('/hi/category/women?sortBy=price-asc');
    expect(document.cookie).toContain('shop_language=hi');
    window.history.replaceState(null, '', '/');
  });
});
