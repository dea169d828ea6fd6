import { describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_NUMBER } from './shop.ts';
import { parseShopConfig } from './shop-config.ts';

describe('the settings block the server writes into each page', () => {
  it('gives the configured WhatsApp number', () => {
    expect(parseShopConfig('{"whatsappNumber":"919000012345"}')).toEqual({ whatsappNumber: '919000012345' });
  });

  it('falls back to the shop’s number when the block is missing, broken or wrong', () => {
    for (const block of [
      null,
      '',
      '{',
      '[]',
      '{"whatsappNumber":"+91 98765 43210"}',
      '{"whatsappNumber":42}',
    ]) {
      expect(parseShopConfig(block), String(block)).toEqual({ whatsappNumber: DEFAULT_WHATSAPP_NUMBER });
    }
  });
});
