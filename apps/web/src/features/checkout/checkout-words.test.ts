import { describe, expect, it } from 'vitest';
import { CASH_ON_DELIVERY_TEXTS } from '@shop/shared/cash-on-delivery';
import { COUNTRIES, CUSTOMER_MESSAGES, ORDER_DEFAULTS } from '@shop/shared/checkout';
import { GIFT_TEXTS } from '@shop/shared/gift-texts';
import { ORDER_HISTORY_TEXTS } from '@shop/shared/order-history';
import { PAN_MESSAGES } from '@shop/shared/pan';
import { plainTextMessage } from '@shop/shared/text-rule';
import type { Language } from '@shop/shared/languages';
import { allMessagesOf, i18nFor } from '../../lib/i18n.ts';
import { ALL_CATALOGS } from '../../locales/all-catalogs.ts';
import {
  cashOnDeliveryReasonText,
  cashOnDeliveryWords,
  countryText,
  detailsMessageText,
  historyNoticeText,
  orderDefaultText,
} from './checkout-words.ts';

const inLanguage = (language: Language) => i18nFor(language, allMessagesOf(ALL_CATALOGS[language]));

/** What the details form can be told by the shared schema, with the gift message 201 long. */
const REFUSALS = [
  ...Object.values(CUSTOMER_MESSAGES),
  PAN_MESSAGES.required,
  PAN_MESSAGES.invalid,
  ...[
    'Full name',
    'Email',
    'Phone number',
    'Street address',
    'City',
    'State',
    'ZIP code',
    'Gift message',
  ].map(plainTextMessage),
  GIFT_TEXTS.tooLong(201),
  'At most 100 characters, please.',
  'At most 254 characters, please.',
];

describe('the checkout’s shared words', () => {
  it('are the shared constants’ own words in English', () => {
    const english = inLanguage('en');
    for (const message of REFUSALS) expect(detailsMessageText(english, message, 201)).toBe(message);
    for (const notice of Object.values(ORDER_HISTORY_TEXTS)) {
      expect(historyNoticeText(english, notice)).toBe(notice);
    }
    for (const country of COUNTRIES) expect(countryText(english, country)).toBe(country);
    for (const value of Object.values(ORDER_DEFAULTS)) expect(orderDefaultText(english, value)).toBe(value);
  });

  it.each(['ta', 'hi'] as const)('are each said in the page’s language (%s)', (language) => {
    const i18n = inLanguage(language);
    const said = new Set<string>();
    for (const message of REFUSALS) {
      const text = detailsMessageText(i18n, message, 201) ?? '';
      expect(text, message).not.toBe(message);
      said.add(text);
    }
    expect(said.size).toBe(REFUSALS.length);
    for (const notice of Object.values(ORDER_HISTORY_TEXTS)) {
      expect(historyNoticeText(i18n, notice)).not.toBe(notice);
    }
    for (const country of COUNTRIES) expect(countryText(i18n, country)).not.toBe(country);
    // A country the list does not name, and a server's sentence, stay as they were written.
    expect(countryText(i18n, 'Sri Lanka')).toBe('Sri Lanka');
    expect(detailsMessageText(i18n, 'The total of your cart is now ₹9,200.', 0)).toBe(
      'The total of your cart is now ₹9,200.',
    );
  });

  it('says the gift message’s length in Tamil and Hindi with the numbers kept', () => {
    expect(detailsMessageText(inLanguage('ta'), GIFT_TEXTS.tooLong(201), 201)).toBe(
      'பரிசுச் செய்தியில் அதிகபட்சம் 200 எழுத்துகள் இருக்கலாம்; உங்கள் செய்தியில் 201 உள்ளன. சற்றுச் சுருக்குங்கள்.',
    );
    expect(detailsMessageText(inLanguage('hi'), GIFT_TEXTS.tooLong(201), 201)).toBe(
      'गिफ़्ट मैसेज में ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं; आपके मैसेज में 201 हैं। कृपया इसे छोटा करें।',
    );
  });
});

/** Every reason the server may give for not offering payment on delivery. */
const COD_REASONS = [
  CASH_ON_DELIVERY_TEXTS.personalised,
  CASH_ON_DELIVERY_TEXTS.tooManyUndelivered,
  CASH_ON_DELIVERY_TEXTS.pincodeExcluded('110001'),
  CASH_ON_DELIVERY_TEXTS.overLimit(20_000_00),
];

describe('the checkout’s words on paying at the door', () => {
  it('are the shared texts in English', () => {
    const english = inLanguage('en');
    const words = cashOnDeliveryWords(english);
    for (const reason of COD_REASONS) expect(cashOnDeliveryReasonText(english, reason)).toBe(reason);
    expect(words.online).toBe(CASH_ON_DELIVERY_TEXTS.optionOnline);
    expect(words.onDelivery).toBe(CASH_ON_DELIVERY_TEXTS.option);
    expect(words.offered(4_900)).toBe(CASH_ON_DELIVERY_TEXTS.offered(4_900));
    expect(words.offered(0)).toBe(CASH_ON_DELIVERY_TEXTS.offered(0));
    expect(words.dueOnDelivery(9_149_00)).toBe(CASH_ON_DELIVERY_TEXTS.dueOnDelivery(9_149_00));
    expect(words.placeOrder).toBe(CASH_ON_DELIVERY_TEXTS.placeOrder);
    expect(words.placed).toBe(CASH_ON_DELIVERY_TEXTS.placed);
    expect(words.confirmBy('2026-12-05T04:00:00.000Z')).toBe(
      CASH_ON_DELIVERY_TEXTS.confirmBy('5 Dec 2026, 9:30 am'),
    );
  });

  it.each(['ta', 'hi'] as const)(
    'say each reason in the page’s language, with its pincode or amount (%s)',
    (language) => {
      const i18n = inLanguage(language);
      const said = COD_REASONS.map((reason) => cashOnDeliveryReasonText(i18n, reason));
      for (const [index, text] of said.entries()) expect(text).not.toBe(COD_REASONS[index]);
      expect(new Set(said).size).toBe(COD_REASONS.length);
      expect(said[2]).toContain('110001');
      expect(said[3]).toContain('₹20,000');
      // A sentence the page does not know stays as the server wrote it.
      expect(cashOnDeliveryReasonText(i18n, 'The shop is closed today.')).toBe('The shop is closed today.');
    },
  );
});
