import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerState, SERVER_STATE_ELEMENT_ID } from './server-state.ts';
import { withQueries } from './with-queries.tsx';

function PieceName() {
  const { data } = useQuery({
    queryKey: ['product', 'ring-1'],
    // The page's answer is fresh: the browser does not ask for it again.
    queryFn: () => new Promise<string>(() => undefined),
  });
  return <p>{data ?? 'Loading…'}</p>;
}

afterEach(() => document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove());

describe('a part that asks the shop, loaded after the first visit', () => {
  it('shows the answer the server rendered the page with, from the page’s data block', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SERVER_STATE_ELEMENT_ID;
    block.textContent = JSON.stringify([
      { queryKey: ['product', 'ring-1'], data: 'Leaf ring in 22K gold', updatedAt: Date.now() },
    ]);
    document.body.append(block);
    expect(readServerState()).toBe(true);

    const Part = withQueries(PieceName);
    render(<Part />);

    expect(screen.getByText('Leaf ring in 22K gold')).toBeTruthy();
  });
});
