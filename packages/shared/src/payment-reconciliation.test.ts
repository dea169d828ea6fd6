import { describe, expect, it } from 'vitest';
import { RECONCILIATION_TEXTS } from './payment-reconciliation.ts';

describe('what the Today page says of a reconciliation that found nothing wrong', () => {
  it('reads as a sentence for no payment, one and several', () => {
    expect(RECONCILIATION_TEXTS.allMatched(0)).toBe(
      'The provider took no payment in that time, and no paid order lacks one.',
    );
    expect(RECONCILIATION_TEXTS.allMatched(1)).toBe(
      'The one payment the provider took matched a paid order.',
    );
    expect(RECONCILIATION_TEXTS.allMatched(3)).toBe('All 3 payments the provider took matched paid orders.');
  });
});
