import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert.tsx';

describe('an alert', () => {
  it('is read out with its message, and is not there without one', () => {
    const { rerender } = render(<Alert message={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Alert message="The e-mail or password is not right." className="mt-3" />);
    expect(screen.getByRole('alert').textContent).toBe('The e-mail or password is not right.');
  });
});
