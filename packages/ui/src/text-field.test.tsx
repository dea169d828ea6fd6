import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('a text field', () => {
  it('is named by its label and reads its error with it', () => {
    render(<TextField label="E-mail" error="Enter a valid e-mail address" aria-describedby="hint" />);
    const field = screen.getByLabelText('E-mail');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const [errorId, hint] = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('Enter a valid e-mail address');
    expect(hint).toBe('hint');
  });

  it('says nothing more without an error', () => {
    render(<TextField label="Name" />);
    const field = screen.getByLabelText('Name');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBeNull();
  });
});
