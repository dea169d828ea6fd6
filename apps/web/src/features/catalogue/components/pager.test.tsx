import type { ReactElement } from 'react';
import { render as renderAlone, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberedPager, Pager } from './pager.tsx';
import { inLanguage } from '../../../testing/in-language.tsx';

/** The part in English, the specification's words, from the English catalog. */
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: inLanguage('en') });

function Harness({ numbered, totalPages }: { numbered?: boolean; totalPages: number }) {
  const [page, setPage] = useState(1);
  const Component = numbered ? NumberedPager : Pager;
  return <Component page={page} totalPages={totalPages} onPage={setPage} />;
}

describe("the 'Page x of y' pager", () => {
  it('steps forward and back and disables the ends', async () => {
    render(<Harness totalPages={3} />);
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(previous.disabled).toBe(true);

    await userEvent.click(next);
    await userEvent.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(next.disabled).toBe(true);

    await userEvent.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('is not shown for a single page', () => {
    render(<Harness totalPages={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('the numbered pager of the search results', () => {
  it('marks the current page and jumps to a chosen one, eliding far pages', async () => {
    render(<Harness numbered totalPages={26} />);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Page 13' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Page 26' }));
    expect(screen.getByRole('button', { name: 'Page 26' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Page 25' }).getAttribute('aria-current')).toBe('page');
  });
});
