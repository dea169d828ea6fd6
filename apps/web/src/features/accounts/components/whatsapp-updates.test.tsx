import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WHATSAPP_TEXTS, whatsappConsentText, type AccountWhatsAppAnswer } from '@shop/shared/whatsapp';
import { serveRequests, type Answer } from '@shop/ui/testing/serve-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { WhatsAppUpdates } from './whatsapp-updates.tsx';

afterEach(() => vi.unstubAllGlobals());

const NONE: { body: AccountWhatsAppAnswer } = { body: { success: true, consent: null } };
const GIVEN: { body: AccountWhatsAppAnswer } = {
  body: {
    success: true,
    consent: {
      phone: '9876543210',
      givenAt: '2026-12-02T05:30:00.000Z',
      text: whatsappConsentText('9876543210'),
    },
  },
};

const OFFERED = { '/api/config': { body: { success: true, googleClientId: null, whatsappUpdates: true } } };

function renderBox(phone: string | null, answers: Record<string, Answer>) {
  const sent = serveRequests({ ...OFFERED, ...answers });
  renderRoute(<WhatsAppUpdates token="token-1" phone={phone} />, { path: '/', url: '/' });
  const section = () => screen.getByRole('region', { name: WHATSAPP_TEXTS.profileHeading });
  return { sent, section };
}

describe("the profile's WhatsApp updates", () => {
  it('offers the box for the profile’s phone, not ticked, and gives the consent once ticked and sent', async () => {
    const { sent, section } = renderBox('9876543210', {
      'GET /api/account/whatsapp': NONE,
      'PUT /api/account/whatsapp': GIVEN,
    });
    expect(await within(section()).findByText(WHATSAPP_TEXTS.profileOff)).toBeTruthy();
    const box = within(section()).getByRole('checkbox', {
      name: 'Send me updates about my orders on WhatsApp at +91 98765 43210. We send order, proof, shipping, refund and complaint updates there, never marketing. Reply STOP to end them.',
    }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    const send = within(section()).getByRole('button', { name: 'Send me WhatsApp updates' });
    expect(send).toHaveProperty('disabled', true);

    await userEvent.click(box);
    await userEvent.click(send);
    expect(
      await within(section()).findByText(
        'You get updates about your orders on WhatsApp at +91 98765 43210, since 2 December 2026.',
      ),
    ).toBeTruthy();
    expect(within(section()).getByRole('status').textContent).toBe('Saved.');
    expect(
      sent
        .filter((request) => request.url !== '/api/config')
        .map(({ method, url, body, authorization }) => ({ method, url, body, authorization })),
    ).toEqual([
      { method: 'GET', url: '/api/account/whatsapp', body: undefined, authorization: 'Bearer token-1' },
      {
        method: 'PUT',
        url: '/api/account/whatsapp',
        body: { phone: '9876543210' },
        authorization: 'Bearer token-1',
      },
    ]);
  });

  it('says since when the updates come, and Stop WhatsApp updates withdraws them', async () => {
    const { sent, section } = renderBox('9876543210', {
      'GET /api/account/whatsapp': GIVEN,
      'DELETE /api/account/whatsapp': NONE,
    });
    await userEvent.click(await within(section()).findByRole('button', { name: 'Stop WhatsApp updates' }));
    expect(await within(section()).findByText(WHATSAPP_TEXTS.profileOff)).toBeTruthy();
    expect((within(section()).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/account/whatsapp' });
  });

  it('names the phone the profile holds now, and waits for one with a hint', async () => {
    serveRequests({ ...OFFERED, 'GET /api/account/whatsapp': NONE });
    // The profile's phone as its edit leaves it.
    function WithPhone() {
      const [phone, setPhone] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setPhone('9840123456')}>
            Save the phone
          </button>
          <WhatsAppUpdates token="token-1" phone={phone} />
        </>
      );
    }
    renderRoute(<WithPhone />, { path: '/', url: '/' });
    const section = () => screen.getByRole('region', { name: WHATSAPP_TEXTS.profileHeading });
    expect(await within(section()).findByText(WHATSAPP_TEXTS.profileNeedsPhone)).toBeTruthy();
    expect(within(section()).queryByRole('checkbox')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save the phone' }));
    expect(
      within(section()).getByRole('checkbox', { name: whatsappConsentText('9840123456') }),
    ).toHaveProperty('checked', false);
  });

  it('says so when the choice could not be saved', async () => {
    const { section } = renderBox('9876543210', {
      'GET /api/account/whatsapp': NONE,
      'PUT /api/account/whatsapp': { status: 500, body: { success: false, message: '' } },
    });
    await userEvent.click(await within(section()).findByRole('checkbox'));
    await userEvent.click(within(section()).getByRole('button', { name: 'Send me WhatsApp updates' }));
    expect((await within(section()).findByRole('alert')).textContent).not.toBe('');
  });

  it('is not shown where the shop sends no WhatsApp updates, unless a consent given before stands', async () => {
    const off = { '/api/config': { body: { success: true, googleClientId: null, whatsappUpdates: false } } };
    const sent = serveRequests({ ...off, 'GET /api/account/whatsapp': NONE });
    const page = renderRoute(<WhatsAppUpdates token="token-1" phone="9876543210" />, { path: '/', url: '/' });
    // Both answers come, and still no box asks for what the shop never sends.
    await waitFor(() =>
      expect(sent.map((request) => request.url).sort()).toEqual(['/api/account/whatsapp', '/api/config']),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: WHATSAPP_TEXTS.profileHeading })).toBeNull();
    page.unmount();

    serveRequests({ ...off, 'GET /api/account/whatsapp': GIVEN });
    renderRoute(<WhatsAppUpdates token="token-1" phone="9876543210" />, { path: '/', url: '/' });
    expect(await screen.findByRole('button', { name: 'Stop WhatsApp updates' })).toBeTruthy();
  });
});
