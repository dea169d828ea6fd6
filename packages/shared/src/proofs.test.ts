import { describe, expect, it } from 'vitest';
import { proofSteps, proofsSettled, type Proof } from './proofs.ts';

const PAID_AT = '2026-11-23T09:00:00.000Z';
const sent = (version: number, uploadedAt: string): Proof => ({
  version,
  contentType: 'image/png',
  uploadedAt,
  by: null,
  decision: null,
  comment: null,
  decidedAt: null,
});

describe('the proofs on an order’s timeline', () => {
  it('waits for a proof before one is sent', () => {
    const steps = proofSteps({
      paidAt: PAID_AT,
      open: true,
      lines: [{ name: 'Heart Pendant', proofs: [] }],
      waiver: null,
    });
    expect(steps).toEqual([{ proof: 'waiting', at: PAID_AT, version: null, name: 'Heart Pendant' }]);
    expect(proofsSettled(steps)).toBe('waiting');
  });

  it('lists each proof sent, the change asked and the approval, and waits for the customer between', () => {
    const changed = {
      ...sent(1, '2026-11-24T04:00:00.000Z'),
      decision: 'change' as const,
      comment: 'Larger letters',
      decidedAt: '2026-11-24T06:00:00.000Z',
    };
    const waiting = proofSteps({
      paidAt: PAID_AT,
      open: true,
      lines: [{ name: 'Heart Pendant', proofs: [changed, sent(2, '2026-11-25T04:00:00.000Z')] }],
      waiver: null,
    });
    expect(waiting.map((step) => step.proof)).toEqual(['sent', 'change', 'sent', 'waiting']);
    expect(waiting.at(-1)).toEqual({
      proof: 'waiting',
      at: '2026-11-25T04:00:00.000Z',
      version: 2,
      name: 'Heart Pendant',
    });

    const approved = {
      ...sent(2, '2026-11-25T04:00:00.000Z'),
      decision: 'approved' as const,
      decidedAt: '2026-11-26T06:00:00.000Z',
    };
    const done = proofSteps({
      paidAt: PAID_AT,
      open: true,
      lines: [{ name: 'Heart Pendant', proofs: [changed, approved] }],
      waiver: null,
    });
    expect(done.map((step) => step.proof)).toEqual(['sent', 'change', 'sent', 'approved']);
    expect(proofsSettled(done)).toEqual(new Date('2026-11-26T06:00:00.000Z'));
  });

  it('waits no longer once the owner let the order go without a proof', () => {
    const steps = proofSteps({
      paidAt: PAID_AT,
      open: true,
      lines: [{ name: 'Heart Pendant', proofs: [] }],
      waiver: { reason: 'Approved on the phone', at: '2026-11-24T10:00:00.000Z' },
    });
    expect(steps).toEqual([
      { proof: 'waived', at: '2026-11-24T10:00:00.000Z', reason: 'Approved on the phone' },
    ]);
    expect(proofsSettled(steps)).toEqual(new Date('2026-11-24T10:00:00.000Z'));
  });
});
