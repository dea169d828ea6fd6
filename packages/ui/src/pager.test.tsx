import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager.tsx';

function Harness({ totalPages, words }: { totalPages: number; words?: { previous: string; next: string } }) {
  const [page, setPage] = useState(1);
  return <Pager page={page} totalPages={totalPages} onPage={setPage} words={words} />;
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

  it("says a list's own words for its steps and names itself", () => {
    render(
      <Pager
        page={1}
        totalPages={1}
        onPage={() => undefined}
        label="Pages of orders"
        words={{ previous: 'Newer', next: 'Older' }}
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(pager.textContent).toBe('NewerPage 1 of 1Older');
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
