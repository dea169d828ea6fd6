import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SuggestionsAnswer } from '@shop/shared/catalogue-api';
import { renderPages, serveApi } from '../../../testing/render-route.tsx';
import { SearchOverlay } from './search-overlay.tsx';

afterEach(() => vi.unstubAllGlobals());

const PENDANT_SUGGESTIONS: SuggestionsAnswer = {
  suggestions: [
    { kind: 'category', label: 'Pendants', path: '/search?q=Pendants' },
    { kind: 'piece', label: 'Sterling Silver Name Disc Pendant', path: '/product/501' },
    { kind: 'piece', label: 'Emerald Teardrop Gold Pendant', path: '/product/504' },
  ],
};

/** The header's search button, without the rest of the header. */
function SearchButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Search
      </button>
      <SearchOverlay open={open} onClose={() => setOpen(false)} />
    </>
  );
}

type SuggestionsStandIn = Parameters<typeof serveApi>[0][string];

/** Opens the overlay and waits for its field, which loads on the first opening. */
async function openSearch(suggestions: SuggestionsStandIn = { body: PENDANT_SUGGESTIONS }) {
  const asked = serveApi({ '/api/products/suggestions': suggestions });
  const view = renderPages(<Route path="/" element={<SearchButton />} />, '/');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  const field = await screen.findByRole('combobox', { name: 'Search for jewelry' });
  return { ...view, field, asked };
}

/** Real time passing, longer than the overlay waits for the shopper to stop typing. */
const pauseInTyping = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('the search overlay’s suggestions', () => {
  it('asks from the second letter, shows pieces and kinds of piece, and opens the highlighted one with Enter', async () => {
    const { field, asked, address } = await openSearch();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Popular searches')).toBeTruthy();

    await userEvent.type(field, 'p');
    await pauseInTyping();
    expect(asked).toEqual([]);

    await userEvent.type(field, 'en');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(asked).toEqual(['/api/products/suggestions?q=pen']);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pendants, Category', 'Sterling Silver Name Disc Pendant', 'Emerald Teardrop Gold Pendant']);
    expect(screen.queryByText('Popular searches')).toBeNull();
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const highlighted = () => document.getElementById(field.getAttribute('aria-activedescendant') ?? '');
    expect(highlighted()?.textContent).toBe('Sterling Silver Name Disc Pendant');
    expect(highlighted()?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(field);

    await userEvent.keyboard('{Enter}');
    expect(address()).toBe('/product/501');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves round the list with the arrows, from the last suggestion up', async () => {
    const { field } = await openSearch();
    await userEvent.type(field, 'pen');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    const highlighted = () =>
      document.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.textContent;

    await userEvent.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('Emerald Teardrop Gold Pendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Pendants, Category');
    // Typing on starts again with nothing highlighted.
    await userEvent.type(field, 'd');
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('keeps the highlighted suggestion when the answer for the latest letters still holds it', async () => {
    let answerLatest: (answer: { body: SuggestionsAnswer }) => void = () => undefined;
    const latest = new Promise<{ body: SuggestionsAnswer }>((resolve) => (answerLatest = resolve));
    const { field, asked, address } = await openSearch(() =>
      asked.at(-1)?.endsWith('q=pend') ? latest : { body: PENDANT_SUGGESTIONS },
    );
    await userEvent.type(field, 'pen');
    await screen.findByRole('listbox', { name: 'Suggestions' });

    // The shopper types on and picks from the list on the screen before its answer arrives.
    await userEvent.type(field, 'd');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(asked.at(-1)).toBe('/api/products/suggestions?q=pend'));
    answerLatest({ body: { suggestions: [...PENDANT_SUGGESTIONS.suggestions].reverse() } });
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]?.textContent).toBe('Emerald Teardrop Gold Pendant'),
    );
    const highlighted = document.getElementById(field.getAttribute('aria-activedescendant') ?? '');
    expect(highlighted?.textContent).toBe('Sterling Silver Name Disc Pendant');

    await userEvent.keyboard('{Enter}');
    expect(address()).toBe('/product/501');
  });

  it('searches for the text when Enter is pressed with no suggestion highlighted', async () => {
    const { field, address } = await openSearch();
    await userEvent.type(field, 'pen');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await userEvent.keyboard('{Enter}');
    expect(address()).toBe('/search?q=pen');
  });

  it('closes the list on Escape and keeps the text; a click on a suggestion opens it', async () => {
    const { field, address } = await openSearch();
    await userEvent.type(field, 'pen');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
    expect((field as HTMLInputElement).value).toBe('pen');
    expect(screen.getByText('Popular searches')).toBeTruthy();

    await userEvent.type(field, 'd');
    await userEvent.click(await screen.findByRole('option', { name: 'Emerald Teardrop Gold Pendant' }));
    expect(address()).toBe('/product/504');
  });
});
