import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WHATSAPP_TEXTS, type WhatsAppConversationAnswer } from '@shop/shared/whatsapp';
import { serveRequests, type Answer } from '@shop/ui/testing/serve-api.ts';
import WhatsAppConversationRoute from './whatsapp-conversation.tsx';
import { OWNER, renderPages, signedIn } from '../../testing/render-pages.tsx';

const PHONE = '919876501234';
const PATH = `/api/admin/whatsapp/conversations/${PHONE}`;
const HOUR = 60 * 60 * 1000;

function conversation(windowOpenUntil: string | null): WhatsAppConversationAnswer {
  return {
    success: true,
    phone: PHONE,
    customer: { id: 'customer-1', name: 'Kavya Raman' },
    orders: [{ id: 'order-1', number: 'A1B2C3D4', status: 'paid' }],
    windowOpenUntil,
    messages: [
      {
        id: 'm1',
        direction: 'out',
        text: 'Hello Kavya, thank you for your order A1B2C3D4 of ₹24,990.',
        status: 'read',
        at: '2026-12-01T05:00:00.000Z',
      },
      {
        id: 'm2',
        direction: 'in',
        text: 'Can it come by Friday?',
        status: null,
        at: '2026-12-01T06:00:00.000Z',
      },
    ],
  };
}

function renderConversation(answers: Record<string, Answer | (() => Answer)>) {
  const sent = serveRequests({ ...signedIn(OWNER), ...answers });
  renderPages(
    [{ path: '/messages/whatsapp/:phone', element: <WhatsAppConversationRoute /> }],
    `/messages/whatsapp/${PHONE}`,
  );
  return sent;
}

const box = () => screen.getByRole('textbox', { name: WHATSAPP_TEXTS.replyLabel });
const send = () => screen.getByRole('button', { name: WHATSAPP_TEXTS.send });

describe('the answer to a WhatsApp conversation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the chat with the customer’s orders, and sends a free answer within the 24 hours', async () => {
    const until = new Date(Date.now() + 5 * HOUR).toISOString();
    let answered = false;
    const sent = renderConversation({
      [`GET ${PATH}`]: () => ({ body: conversation(until) }),
      [`POST ${PATH}/replies`]: () => {
        answered = true;
        return {
          status: 201,
          body: {
            success: true,
            message: { id: 'm3', direction: 'out', text: 'Yes, it will.', status: 'queued', at: until },
          },
        };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kavya Raman' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'A1B2C3D4 · Paid' }).getAttribute('href')).toBe(
      '/orders/order-1',
    );
    const chat = screen.getByRole('region', { name: 'The conversation' });
    expect(
      within(chat)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The shop: Hello Kavya, thank you for your order A1B2C3D4 of ₹24,990.1 Dec 2026, 10:30 am · Read',
      'The customer: Can it come by Friday?1 Dec 2026, 11:30 am',
    ]);
    expect(screen.getByText(/^You may answer freely until /)).toBeTruthy();
    expect(box()).toHaveProperty('disabled', false);

    await userEvent.click(send());
    expect(await screen.findByText('Write the answer')).toBeTruthy();
    expect(answered).toBe(false);

    await userEvent.type(box(), 'Yes, it will.');
    await userEvent.click(send());
    expect((await screen.findByRole('status')).textContent).toBe('The answer has been sent.');
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: `${PATH}/replies`,
      body: { text: 'Yes, it will.' },
    });
    expect(box()).toHaveProperty('value', '');
  });

  it('is off outside the window, saying only a template can be sent', async () => {
    const sent = renderConversation({
      [`GET ${PATH}`]: { body: conversation(new Date(Date.now() - HOUR).toISOString()) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Kavya Raman' });
    expect(
      screen.getByText(
        'The customer last wrote more than 24 hours ago: only an approved template can be sent now.',
      ),
    ).toBeTruthy();
    expect(box()).toHaveProperty('disabled', true);
    expect(send()).toHaveProperty('disabled', true);
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('is off for a number that never wrote', async () => {
    renderConversation({ [`GET ${PATH}`]: { body: conversation(null) } });
    await screen.findByRole('heading', { level: 1, name: 'Kavya Raman' });
    expect(screen.getByText(WHATSAPP_TEXTS.windowClosed)).toBeTruthy();
    expect(box()).toHaveProperty('disabled', true);
  });

  it('turns off when the window closes while the page is open', async () => {
    renderConversation({
      [`GET ${PATH}`]: { body: conversation(new Date(Date.now() + 1200).toISOString()) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Kavya Raman' });
    expect(box()).toHaveProperty('disabled', false);
    expect(await screen.findByText(WHATSAPP_TEXTS.windowClosed, {}, { timeout: 3000 })).toBeTruthy();
    expect(box()).toHaveProperty('disabled', true);
  });

  it('shows the server’s refusal when the window closed before the press, and reads the chat again', async () => {
    let reads = 0;
    renderConversation({
      [`GET ${PATH}`]: () => {
        reads += 1;
        return { body: conversation(new Date(Date.now() + (reads === 1 ? HOUR : -HOUR)).toISOString()) };
      },
      [`POST ${PATH}/replies`]: {
        status: 409,
        body: { success: false, message: WHATSAPP_TEXTS.windowClosed },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Kavya Raman' });
    await userEvent.type(box(), 'Yes, it will.');
    await userEvent.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(WHATSAPP_TEXTS.windowClosed);
    await vi.waitFor(() => expect(box()).toHaveProperty('disabled', true));
    expect(reads).toBe(2);
  });
});
