import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_MESSAGES,
  ComplaintBodySchema,
  acknowledgeBy,
  complaintAge,
  complaintUrgency,
  formatComplaintDay,
  resolveBy,
  ticketOf,
} from './complaints.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('a complaint', () => {
  it('has a ticket of six digits at least', () => {
    expect(ticketOf(42)).toBe('C-000042');
    expect(ticketOf(1_234_567)).toBe('C-1234567');
  });

  it('is acknowledged within 48 hours and resolved within one calendar month, on India’s calendar', () => {
    const raised = new Date('2026-01-31T20:00:00.000Z'); // 1 February, 1:30 am in India
    expect(acknowledgeBy(raised).toISOString()).toBe('2026-02-02T20:00:00.000Z');
    expect(formatComplaintDay(resolveBy(raised))).toBe('1 March 2026');
    expect(formatComplaintDay(resolveBy(new Date('2026-11-26T06:00:00.000Z')))).toBe('26 December 2026');
  });

  it('says its age in hours, then days', () => {
    const raised = new Date('2026-11-20T06:00:00.000Z');
    const after = (hours: number) => new Date(raised.getTime() + hours * HOUR_MS);
    expect(complaintAge(raised, after(0.5))).toBe('under an hour');
    expect(complaintAge(raised, after(1))).toBe('1 hour');
    expect(complaintAge(raised, after(23))).toBe('23 hours');
    expect(complaintAge(raised, after(24))).toBe('1 day');
    expect(complaintAge(raised, after(3 * 24 + 5))).toBe('3 days');
  });

  it('needs attention first when unanswered after 48 hours, or within five days of its month', () => {
    const createdAt = '2026-11-01T06:00:00.000Z';
    const at = (iso: string) => new Date(iso);
    expect(complaintUrgency({ status: 'open', createdAt }, at('2026-11-03T05:00:00.000Z'))).toBeNull();
    expect(complaintUrgency({ status: 'open', createdAt }, at('2026-11-03T07:00:00.000Z'))).toBe(
      'unanswered',
    );
    expect(complaintUrgency({ status: 'in_progress', createdAt }, at('2026-11-20T07:00:00.000Z'))).toBeNull();
    expect(complaintUrgency({ status: 'in_progress', createdAt }, at('2026-11-27T07:00:00.000Z'))).toBe(
      'near-deadline',
    );
    expect(complaintUrgency({ status: 'resolved', createdAt }, at('2026-12-27T07:00:00.000Z'))).toBeNull();
  });

  it('is checked with messages a shopper can act on', () => {
    const result = ComplaintBodySchema.safeParse({
      name: ' ',
      email: 'meena@',
      topic: '',
      description: 'Broken',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      COMPLAINT_MESSAGES.nameRequired,
      COMPLAINT_MESSAGES.emailInvalid,
      COMPLAINT_MESSAGES.topicRequired,
      COMPLAINT_MESSAGES.descriptionTooShort,
    ]);
    expect(
      ComplaintBodySchema.parse({
        name: ' Meena ',
        email: 'meena@example.in',
        topic: 'refund',
        description: '  The refund has not arrived after two weeks.  ',
      }),
    ).toEqual({
      name: 'Meena',
      email: 'meena@example.in',
      topic: 'refund',
      description: 'The refund has not arrived after two weeks.',
    });
  });
});
