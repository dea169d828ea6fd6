import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPLY_LIMIT, type AdminMessage, type AdminMessageAnswer } from '@shop/shared/admin-messages';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages } from '../../../testing/render-pages.tsx';
import { ReplyForm } from './reply-form.tsx';

const MESSAGE: AdminMessage = {
  id: 'b7e6d5c4-b3a2-4918-8776-655443322110',
  name: 'Kavya',
  email: 'kavya@example.in',
  phone: null,
  message: 'Can you engrave Tamil letters on a silver band?',
  createdAt: '2026-11-24T08:00:00.000Z',
  readAt: '2026-11-24T09:00:00.000Z',
  answeredAt: null,
  replies: [],
};

function renderReplyForm() {
  return renderPages([{ path: '/messages/:id', element: <ReplyForm message={MESSAGE} /> }], '/messages/1');
}

describe('a reply to a message from the contact page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the words before sending', async () => {
    const sent = serveRequests({});
    renderReplyForm();
    const field = screen.getByLabelText('Reply to kavya@example.in');
    expect(field.getAttribute('maxlength')).toBe(String(REPLY_LIMIT));
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Write the reply')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends the reply and empties the field for the next', async () => {
    const answered: AdminMessageAnswer = {
      success: true,
      message: {
        ...MESSAGE,
        answeredAt: '2026-11-24T10:00:00.000Z',
        replies: [{ body: 'Yes, we can.', sentAt: '2026-11-24T10:00:00.000Z', by: 'Meenakshi' }],
      },
    };
    const sent = serveRequests({ [`POST /api/admin/messages/${MESSAGE.id}/replies`]: { body: answered } });
    renderReplyForm();
    const field = screen.getByLabelText('Reply to kavya@example.in') as HTMLTextAreaElement;
    await userEvent.type(field, 'Yes, we can. ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));

    expect((await screen.findByRole('status')).textContent).toBe('The reply has been sent.');
    expect(field.value).toBe('');
    expect(sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: `/api/admin/messages/${MESSAGE.id}/replies`, body: { body: 'Yes, we can.' } },
    ]);
  });
});
