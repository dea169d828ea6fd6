import { describe, expect, it } from 'vitest';
import {
  AccountWhatsAppBodySchema,
  DEFAULT_WHATSAPP_RATES,
  WHATSAPP_TEMPLATES,
  WhatsAppReplyBodySchema,
  formatWhatsAppNumber,
  isStopMessage,
  isWindowOpen,
  parseProofButtonPayload,
  proofButtonPayload,
  templateText,
  whatsappConsentText,
  whatsappCostPaise,
  whatsappNumber,
} from './whatsapp.ts';

describe('the WhatsApp consent', () => {
  it('names the number as a person reads it, what is sent and that no marketing is', () => {
    expect(whatsappConsentText('9876543210')).toBe(
      'Send me updates about my orders on WhatsApp at +91 98765 43210. We send order, proof, shipping, refund and complaint updates there, never marketing. Reply STOP to end them.',
    );
  });

  it('takes a 10-digit number and refuses another', () => {
    expect(AccountWhatsAppBodySchema.safeParse({ phone: ' 9876543210 ' }).data).toEqual({
      phone: '9876543210',
    });
    expect(AccountWhatsAppBodySchema.safeParse({ phone: '98765' }).error?.issues[0]?.message).toBe(
      'Please enter a valid 10-digit phone number',
    );
  });

  it('writes numbers as the Cloud API does', () => {
    expect(whatsappNumber('98765 43210')).toBe('919876543210');
    expect(whatsappNumber('919876543210')).toBe('919876543210');
    expect(formatWhatsAppNumber('919000000000')).toBe('+91 90000 00000');
  });
});

describe('the rules', () => {
  it('withdraws on STOP or UNSUBSCRIBE alone, in any case', () => {
    for (const text of ['STOP', 'stop', ' Stop. ', 'unsubscribe', 'UNSUBSCRIBE!'])
      expect(isStopMessage(text), text).toBe(true);
    for (const text of ['stop the engraving', 'please', 'stopp'])
      expect(isStopMessage(text), text).toBe(false);
  });

  it('keeps the window open for 24 hours after the customer wrote', () => {
    const wrote = new Date('2026-12-01T10:00:00Z');
    expect(isWindowOpen(wrote, new Date('2026-12-02T09:59:59Z'))).toBe(true);
    expect(isWindowOpen(wrote, new Date('2026-12-02T10:00:00Z'))).toBe(false);
    expect(isWindowOpen(null)).toBe(false);
  });

  it('counts the cost in paise at thousandths of a rupee', () => {
    expect(DEFAULT_WHATSAPP_RATES).toEqual({ utility: 115, marketing: 860, authentication: 115 });
    expect(whatsappCostPaise(1000, 115)).toBe(11_500);
    expect(whatsappCostPaise(3, 115)).toBe(35);
  });
});

describe('the templates', () => {
  it('fill their placeholders in order, flattened as Meta takes them', () => {
    expect(
      templateText('order_shipped', {
        name: 'Priya',
        orderNumber: 'A1B2C3D4',
        courier: 'Blue\nDart',
        trackingNumber: '812',
      }),
    ).toBe('Hello Priya, your order A1B2C3D4 is on its way with Blue Dart. Its tracking number is 812.');
  });

  it('each have an example for every placeholder and none at the start or end', () => {
    for (const template of Object.values(WHATSAPP_TEMPLATES)) {
      const placeholders = template.body.match(/\{\{\d+\}\}/g) ?? [];
      expect(placeholders.length, template.name).toBe(template.variables.length);
      expect(template.body, template.name).not.toMatch(/^\{\{|\}\}$/);
      expect(template.body, template.name).not.toMatch(/\}\}\s*\{\{/);
    }
  });

  it('give the proof the order page’s two answers as quick replies', () => {
    const buttons = WHATSAPP_TEMPLATES.proof_ready.buttons?.filter((button) => button.type === 'quick_reply');
    expect(buttons?.map((button) => button.text)).toEqual(['Approve', 'Ask for a change']);
    expect(parseProofButtonPayload(proofButtonPayload(42, 'change'))).toEqual({
      proofId: '42',
      answer: 'change',
    });
    expect(parseProofButtonPayload('proof:42:delete')).toBeNull();
  });
});

describe('the back office', () => {
  it('refuses an empty answer', () => {
    expect(WhatsAppReplyBodySchema.safeParse({ text: '  ' }).error?.issues[0]?.message).toBe(
      'Write the answer',
    );
  });
});
