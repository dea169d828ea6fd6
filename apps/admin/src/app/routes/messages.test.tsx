import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGE_TEXTS, type AdminMessageListAnswer } from '@shop/shared/admin-messages';
import { serveApi } from '@shop/ui/testing/serve-api.ts';
import { OWNER, renderPages, signedIn } from '../../testing/render-pages.tsx';
import MessagesRoute from './messages.tsx';

const INBOX: AdminMessageListAnswer = {
  success: true,
  messages: [
    {
      id: 'b7e6d5c4-b3a2-4918-8776-655443322110',
      name: 'Kavya',
      email: 'kavya@example.in',
      preview: 'Can you engrave Tamil letters on a silver band?',
      createdAt: '2026-11-24T08:00:00.000Z',
      read: false,
      answered: false,
    },
    {
      id: 'c8f7e6d5-c4b3-4a29-9887-766554433221',
      name: null,
      email: 'ravi@example.in',
      preview: 'Is the shop open on Sunday?',
      createdAt: '2026-11-23T12:30:00.000Z',
      read: true,
      answered: true,
    },
  ],
  unread: 1,
  total: 21,
  page: 1,
  totalPages: 2,
};

function renderInbox(answer: AdminMessageListAnswer = INBOX) {
  const asked = serveApi({ ...signedIn(OWNER), '/api/admin/messages': { body: answer } });
  return { ...renderPages([{ path: '/messages', element: <MessagesRoute /> }], '/messages'), asked };
}

describe('the inbox of the contact page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the messages, unread ones marked, and pages through them', async () => {
    const { address, asked } = renderInbox();
    expect(await screen.findByText('1 unread of 21')).toBeTruthy();
    const [kavya, ravi] = within(screen.getByRole('list')).getAllByRole('link');
    expect(kavya?.textContent).toBe(
      'Unread: KavyaCan you engrave Tamil letters on a silver band?24 Nov 2026, 1:30 pm',
    );
    expect(kavya?.getAttribute('href')).toBe('/messages/b7e6d5c4-b3a2-4918-8776-655443322110');
    expect(ravi?.textContent).toBe('ravi@example.inAnsweredIs the shop open on Sunday?23 Nov 2026, 6:00 pm');

    const pages = screen.getByRole('navigation', { name: 'Pages of messages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Older' }));
    expect(address()).toBe('/messages?page=2');
    await vi.waitFor(() => expect(asked.at(-1)).toBe('/api/admin/messages?page=2'));
  });

  it('says when there is no message, with no pager for a single page', async () => {
    renderInbox({ success: true, messages: [], unread: 0, total: 0, page: 1, totalPages: 1 });
    expect(await screen.findByText(ADMIN_MESSAGE_TEXTS.noMessages)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of messages' })).toBeNull();
  });
});
