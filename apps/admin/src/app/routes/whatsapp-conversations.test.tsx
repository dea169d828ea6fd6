import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WhatsAppConversationsAnswer } from '@shop/shared/whatsapp';
import { serveApi } from '@shop/ui/testing/serve-api.ts';
import { OWNER, renderPages, signedIn } from '../../testing/render-pages.tsx';
import WhatsAppConversationsRoute from './whatsapp-conversations.tsx';

const CONVERSATIONS: WhatsAppConversationsAnswer = {
  success: true,
  conversations: [
    {
      phone: '919876501234',
      customerName: 'Kavya Raman',
      lastMessageAt: '2026-12-02T06:00:00.000Z',
      lastText: 'Can it come by Friday?',
      windowOpenUntil: '2026-12-03T06:00:00.000Z',
      unread: 2,
    },
    {
      phone: '919840012345',
      customerName: null,
      lastMessageAt: '2026-12-01T06:00:00.000Z',
      lastText: 'Hello',
      windowOpenUntil: null,
      unread: 0,
    },
  ],
};

function renderList(answer: WhatsAppConversationsAnswer) {
  serveApi({ ...signedIn(OWNER), '/api/admin/whatsapp/conversations': { body: answer } });
  return renderPages(
    [{ path: '/messages/whatsapp', element: <WhatsAppConversationsRoute /> }],
    '/messages/whatsapp',
  );
}

describe('the WhatsApp conversations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each conversation beside the contact messages, with what came since staff answered', async () => {
    const { address } = renderList(CONVERSATIONS);
    const tabs = screen.getByRole('navigation', { name: 'Kinds of messages' });
    expect(within(tabs).getByRole('link', { name: 'WhatsApp' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Contact form' }).getAttribute('href')).toBe('/messages');
    const links = await screen.findAllByRole('link', { name: /Kavya Raman|\+91 98400 12345/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'Kavya Raman+91 98765 012342 new messagesCan it come by Friday?2 Dec 2026, 11:30 am',
      '+91 98400 12345Hello1 Dec 2026, 11:30 am',
    ]);
    await userEvent.click(links[0] as HTMLElement);
    expect(address()).toBe('/messages/whatsapp/919876501234');
  });

  it('says when no customer has written yet', async () => {
    renderList({ success: true, conversations: [] });
    expect(await screen.findByText('No customer has written on WhatsApp yet.')).toBeTruthy();
  });
});
