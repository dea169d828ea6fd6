/**
 * The order page's cancel and return panel in Tamil and Hindi, from their compiled catalogs,
 * the server's refusals said in the page's language; in English, in the shared module's words
 * (order-after-sale.test.tsx holds the English of each step of the panel).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import type { Language } from '@shop/shared/languages';
import type { OrderStatus } from '@shop/shared/order-lifecycle';
import {
  RETURN_TEXTS,
  type CustomerAfterSaleAnswer,
  type OrderReturn,
  type ReturnStatus,
} from '@shop/shared/returns';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { allMessagesOf, i18nFor } from '../../../lib/i18n.ts';
import { ALL_CATALOGS } from '../../../locales/all-catalogs.ts';
import { inLanguage } from '../../../testing/in-language.tsx';
import { SAMPLE_ORDER_ID, sampleCustomerOrder } from '../../../testing/sample-orders.ts';
import { afterSaleWords } from '../after-sale-words.ts';
import { OrderAfterSale } from './order-after-sale.tsx';

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = SAMPLE_ORDER_ID;
const returnsPath = `/api/orders/${ORDER_ID}/returns`;

const anOrder = (status: OrderStatus) => sampleCustomerOrder({ status });

const NOTHING_REFUNDED = { refundPaise: 2_499_00, refundedEarlierPaise: 0 };
const RING = 'Classic Solitaire Silver Ring';
const BAND = 'Plain Silver Band';

function afterSale(overrides: Partial<CustomerAfterSaleAnswer> = {}): CustomerAfterSaleAnswer {
  return {
    success: true,
    cancel: { allowed: false, refusal: RETURN_TEXTS.cancelMakingStarted, ...NOTHING_REFUNDED },
    returnForm: {
      allowed: false,
      refusal: RETURN_TEXTS.notDelivered,
      windowDays: 15,
      lastDay: null,
      lines: [],
    },
    returns: [],
    ...overrides,
  };
}

const OPEN_FORM: CustomerAfterSaleAnswer['returnForm'] = {
  allowed: true,
  refusal: null,
  windowDays: 15,
  lastDay: '2026-12-03',
  lines: [
    { position: 0, name: RING, quantityLeft: 1, refusal: RETURN_TEXTS.personalised(RING) },
    { position: 1, name: BAND, quantityLeft: 1, refusal: null },
  ],
};

const WITHDRAWAL = { code: 'SAVE20', minOrderPaise: 1_899_00, discountPaise: 300_00, returnedPaise: 320_00 };

const ASKED: OrderReturn = {
  id: 'r1',
  status: 'approved',
  reason: 'Too thin',
  declineReason: null,
  pickup: { courier: 'India Post', trackingNumber: 'EE1IN' },
  lines: [{ position: 1, name: BAND, quantity: 1, unitPricePaise: 320_00 }],
  amountPaise: 20_00,
  couponWithdrawal: WITHDRAWAL,
  steps: [
    { status: 'requested', at: '2026-11-25T06:00:00.000Z' },
    { status: 'approved', at: '2026-11-26T06:00:00.000Z' },
  ],
  refundState: null,
};

function renderAfterSale(language: Language, order: CustomerOrder) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OrderAfterSale token="token-1" order={order} />
    </QueryClientProvider>,
    { wrapper: inLanguage(language) },
  );
}

describe('cancelling an order', () => {
  it('asks and confirms in Tamil', async () => {
    serveRequests({
      [`GET ${returnsPath}`]: {
        body: afterSale({ cancel: { allowed: true, refusal: null, ...NOTHING_REFUNDED } }),
      },
      [`POST /api/orders/${ORDER_ID}/cancel`]: { body: { success: true, order: anOrder('cancelled') } },
    });
    renderAfterSale('ta', anOrder('paid'));
    expect(await screen.findByRole('region', { name: 'ஆர்டரை ரத்துசெய்' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ஆர்டரை ரத்துசெய்' }));
    const dialog = screen.getByRole('dialog', { name: 'இந்த ஆர்டரை ரத்துசெய்யவா?' });
    expect(
      within(dialog).getByText(
        'நகை செய்யும் பணி இன்னும் தொடங்கவில்லை. இப்போது ரத்துசெய்தால், முழு ₹2,499 உம் நீங்கள் பணம் செலுத்திய கார்டு அல்லது கணக்கிற்குத் திருப்பித் தரப்படும்.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('ஏன் ரத்துசெய்கிறீர்கள்? (விருப்பத்தேர்வு)')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'ஆர்டரை வைத்துக்கொள்' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ஆம், ஆர்டரை ரத்துசெய்' }));
    expect(
      await screen.findByText(
        'உங்கள் ஆர்டர் ரத்துசெய்யப்பட்டது. ரீஃபண்ட் வந்துகொண்டிருக்கிறது; உங்களுக்கு மின்னஞ்சல் அனுப்பியுள்ளோம்.',
      ),
    ).toBeTruthy();
  });

  it('says in Tamil why it cannot once making has started', async () => {
    serveRequests({ [`GET ${returnsPath}`]: { body: afterSale() } });
    renderAfterSale('ta', anOrder('in_making'));
    expect(
      await screen.findByText(
        'இந்த ஆர்டரின் நகை செய்யும் பணி தொடங்கிவிட்டது, எனவே இனி ரத்துசெய்ய இயலாது. டெலிவரி ஆன பிறகு, விருப்பப்படி செய்யப்படாத நகைகளைத் திருப்பி அனுப்பக் கோரலாம்.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks in Hindi, with what is left to refund after an earlier refund', async () => {
    serveRequests({
      [`GET ${returnsPath}`]: {
        body: afterSale({
          cancel: { allowed: true, refusal: null, refundPaise: 450_00, refundedEarlierPaise: 50_00 },
        }),
      },
    });
    renderAfterSale('hi', { ...anOrder('paid'), subtotal: 400, shipping: 100, total: 500 });
    await userEvent.click(await screen.findByRole('button', { name: 'ऑर्डर रद्द करें' }));
    const dialog = screen.getByRole('dialog', { name: 'यह ऑर्डर रद्द करें?' });
    expect(
      within(dialog).getByText(
        'गहना बनना अभी शुरू नहीं हुआ है। अभी रद्द करने पर आपके चुकाए ₹500 में से ₹450 उसी कार्ड या खाते में वापस आ जाएँगे जिससे आपने भुगतान किया था: ₹50 पहले ही रिफ़ंड हो चुके हैं।',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'हाँ, ऑर्डर रद्द करें' })).toBeTruthy();
  });
});

describe('returning pieces', () => {
  it('asks in Tamil: the last day, the personalised piece, what a piece refunds and why less', async () => {
    const notice = RETURN_TEXTS.belowMinimum(WITHDRAWAL, 1);
    serveRequests({
      [`GET ${returnsPath}`]: { body: afterSale({ returnForm: OPEN_FORM }) },
      [`POST ${returnsPath}/quote`]: {
        body: { success: true, amountPaise: 20_00, couponWithdrawal: WITHDRAWAL, notice },
      },
      [`POST ${returnsPath}`]: { body: afterSale({ returnForm: OPEN_FORM, returns: [ASKED] }) },
    });
    renderAfterSale('ta', anOrder('delivered'));
    const panel = await screen.findByRole('region', { name: 'திருப்பி அனுப்புதல்கள்' });
    expect(within(panel).getByRole('heading', { name: 'நகைகளைத் திருப்பி அனுப்புங்கள்' })).toBeTruthy();
    expect(within(panel).getByText('3 டிசம்பர், 2026 வரை நகைகளைத் திருப்பி அனுப்பக் கோரலாம்.')).toBeTruthy();
    expect(
      within(panel).getByText(`${RING} உங்களுக்காக விருப்பப்படி செய்யப்பட்டது; அதைத் திருப்பி அனுப்ப இயலாது.`),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'திருப்பி அனுப்பக் கோருங்கள்' }));
    expect(within(panel).getByRole('alert').textContent).toBe('திருப்பி அனுப்ப வேண்டிய நகைகளைத் தேர்ந்தெடுங்கள்');

    await user.click(within(panel).getByRole('checkbox', { name: BAND }));
    expect(await within(panel).findByText('திருப்பி அனுப்பினால் ரீஃபண்ட்: ₹20')).toBeTruthy();
    expect(
      within(panel).getByText(
        'இந்த நகையைத் திருப்பி அனுப்பினால், உங்கள் ஆர்டர் SAVE20 குறியீட்டின் குறைந்தபட்சத் தொகையான ₹1,899 க்குக் கீழே போகும்: நீங்கள் வைத்துக்கொள்ளும் நகைகள் மீதான ₹300 தள்ளுபடி ரீஃபண்டிலிருந்து கழிக்கப்படும்.',
      ),
    ).toBeTruthy();
    await user.type(within(panel).getByLabelText('ஏன் திருப்பி அனுப்புகிறீர்கள்?'), 'Too thin');
    await user.click(within(panel).getByRole('button', { name: 'திருப்பி அனுப்பக் கோருங்கள்' }));
    expect(
      await within(panel).findByText(
        'உங்கள் திருப்பி அனுப்பும் கோரிக்கை கிடைத்தது; அதைப் பார்த்தவுடன் உங்களுக்கு எழுதுவோம்.',
      ),
    ).toBeTruthy();
    const steps = within(panel)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toContain('25 நவ., 2026 அன்று திருப்பி அனுப்பக் கோரப்பட்டது');
    expect(steps).toContain('26 நவ., 2026 அன்று ஏற்கப்பட்டது');
    expect(within(panel).getByText('எடுத்துச் செல்பவர்: India Post, கண்காணிப்பு எண் EE1IN')).toBeTruthy();
  });

  it('says in Hindi why no return may be asked for once the window has ended', async () => {
    const lastDay = '2026-11-30';
    serveRequests({
      [`GET ${returnsPath}`]: {
        body: afterSale({
          returnForm: {
            allowed: false,
            refusal: RETURN_TEXTS.windowEnded(15, lastDay),
            windowDays: 15,
            lastDay,
            lines: [],
          },
          returns: [
            {
              ...ASKED,
              status: 'refunded',
              steps: [...ASKED.steps, { status: 'refunded', at: '2026-11-28T06:00:00.000Z' }],
            },
          ],
        }),
      },
    });
    renderAfterSale('hi', anOrder('delivered'));
    const panel = await screen.findByRole('region', { name: 'वापसी' });
    expect(within(panel).getByText('15 दिन की वापसी की अवधि 30 नवंबर 2026 को ख़त्म हो गई।')).toBeTruthy();
    const steps = within(panel)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toContain('28 नव॰ 2026 को ₹20 रिफ़ंड हुए');
  });

  it('shows a refusal it does not know as the server wrote it', async () => {
    serveRequests({
      [`GET ${returnsPath}`]: {
        body: afterSale({
          returnForm: { ...OPEN_FORM, allowed: false, refusal: 'The shop is closed for Pongal.' },
        }),
      },
    });
    renderAfterSale('ta', anOrder('delivered'));
    expect(await screen.findByText('The shop is closed for Pongal.')).toBeTruthy();
  });
});

describe('the panel’s English', () => {
  const english = afterSaleWords(i18nFor('en', allMessagesOf(ALL_CATALOGS.en)));

  it('is the shared module’s, word for word', () => {
    const fixed = [
      'cancelAction',
      'cancelHeading',
      'cancelReasonLabel',
      'cancelConfirm',
      'cancelKeep',
      'cancelling',
      'cancelled',
      'returnsHeading',
      'returnAction',
      'returnReasonLabel',
      'returnSend',
      'returnSending',
      'returnSent',
      'chooseLines',
      'reasonNeeded',
      'quoting',
      'quoteFailed',
    ] as const;
    for (const key of fixed) expect(english[key], key).toBe(RETURN_TEXTS[key]);
    expect(english.cancelExplained(2_499_00)).toBe(RETURN_TEXTS.cancelExplained(2_499_00));
    for (const refund of [0, 450_00])
      expect(english.cancelExplainedAfterRefunds(refund, 500_00)).toBe(
        RETURN_TEXTS.cancelExplainedAfterRefunds(refund, 500_00),
      );
    expect(english.returnIntro('2026-12-03')).toBe(RETURN_TEXTS.returnIntro('2026-12-03'));
    expect(english.returnQuantityLabel(BAND)).toBe(RETURN_TEXTS.returnQuantityLabel(BAND));
    expect(english.returnTotal(20_00)).toBe(RETURN_TEXTS.returnTotal(20_00));
    expect(english.pickupLine('India Post', 'EE1IN')).toBe(RETURN_TEXTS.pickupLine('India Post', 'EE1IN'));
    for (const returned of [320_00, 300_00, 250_00])
      for (const pieces of [1, 2]) {
        const withdrawal = { ...WITHDRAWAL, returnedPaise: returned };
        expect(english.belowMinimum(withdrawal, pieces)).toBe(RETURN_TEXTS.belowMinimum(withdrawal, pieces));
      }
    const steps: ReturnStatus[] = ['requested', 'approved', 'declined', 'picked_up', 'received', 'refunded'];
    const returns = [
      ASKED,
      { ...ASKED, declineReason: 'Worn' },
      { ...ASKED, amountPaise: 0 },
      { ...ASKED, refundState: { status: 'failed' as const, settledAt: null } },
      { ...ASKED, refundState: { status: 'pending' as const, settledAt: null } },
      { ...ASKED, refundState: { status: 'processed' as const, settledAt: '2026-11-29T06:00:00.000Z' } },
    ];
    for (const step of steps)
      for (const ret of returns)
        expect(english.customerStep(step, '4 Dec 2026', ret, '5 Dec 2026')).toBe(
          RETURN_TEXTS.customerStep(step, '4 Dec 2026', ret, '5 Dec 2026'),
        );
    expect(english.stepDay('2026-11-25T06:00:00.000Z')).toBe('25 Nov 2026');
  });

  it('says the server’s refusals as the server wrote them', () => {
    for (const status of ['pending', 'in_making', 'cancelled', 'refunded', 'expired'] as const) {
      const refusal =
        status === 'pending'
          ? RETURN_TEXTS.cancelUnpaid
          : status === 'in_making'
            ? RETURN_TEXTS.cancelMakingStarted
            : RETURN_TEXTS.cancelEnded(status);
      expect(english.cancelRefusal(refusal, status)).toBe(refusal);
    }
    const form = { ...OPEN_FORM, lastDay: '2026-11-30' };
    for (const refusal of [
      RETURN_TEXTS.notDelivered,
      RETURN_TEXTS.windowEnded(15, '2026-11-30'),
      RETURN_TEXTS.nothingReturnable,
      RETURN_TEXTS.restPersonalised,
      RETURN_TEXTS.tooMany(BAND, 1),
      RETURN_TEXTS.noSuchLine,
    ])
      expect(english.returnError(refusal, form)).toBe(refusal);
    expect(english.lineRefusal(RETURN_TEXTS.alreadyAsked(RING), RING)).toBe(RETURN_TEXTS.alreadyAsked(RING));
  });

  it('tells a Tamil customer a finished order cannot be cancelled, naming its state', () => {
    const tamil = afterSaleWords(i18nFor('ta', allMessagesOf(ALL_CATALOGS.ta)));
    expect(tamil.cancelRefusal(RETURN_TEXTS.cancelEnded('refunded'), 'refunded')).toBe(
      'இந்த ஆர்டரின் நிலை: பணம் திருப்பித் தரப்பட்டது; எனவே இதை ரத்துசெய்ய இயலாது.',
    );
  });
});
