import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pageWindow } from '../listing-rules.ts';
import { ListingPager, NumberedPager } from './pager.tsx';

function Harness({ totalPages }: { totalPages: number }) {
  const [page, setPage] = useState(1);
  return <NumberedPager page={page} totalPages={totalPages} onPage={setPage} />;
}

describe("a listing's pager", () => {
  it('moves to the chosen page and brings the top of the list into view', async () => {
    const onPage = vi.fn();
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const listTop = createRef<HTMLHeadingElement>();
    render(
      <>
        <h2 ref={listTop}>Pieces</h2>
        <ListingPager shown={pageWindow(30, 1, 12)} onPage={onPage} listTop={listTop} />
      </>,
    );
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(scrolled.mock.contexts).toEqual([listTop.current]);
    scrolled.mockRestore();
  });

  it('is not shown for a single page', () => {
    render(<ListingPager shown={pageWindow(5, 1, 12)} onPage={() => undefined} listTop={createRef()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('the numbered pager of the search results', () => {
  it('marks the current page and jumps to a chosen one, eliding far pages', async () => {
    render(<Harness totalPages={26} />);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Page 13' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Page 26' }));
    expect(screen.getByRole('button', { name: 'Page 26' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Page 25' }).getAttribute('aria-current')).toBe('page');
  });
});
