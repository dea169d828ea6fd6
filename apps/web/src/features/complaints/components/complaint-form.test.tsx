import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPLAINT_MESSAGES, COMPLAINT_TEXTS, type ComplaintAnswer } from '@shop/shared/complaints';
import { plainTextMessage } from '@shop/shared/text';
import { renderRoute, serveRequests } from '../../../testing/render-route.tsx';
import { ComplaintForm } from './complaint-form.tsx';
import { OrderComplaint } from './order-complaint.tsx';

afterEach(() => vi.unstubAllGlobals());

const REGISTERED: ComplaintAnswer = {
  success: true,
  ticket: 'C-000042',
  message: COMPLAINT_TEXTS.registered('C-000042', '26 December 2026'),
  resolveBy: '2026-12-26T08:00:00.000Z',
};

const ORDER = {
  id: 'a1b2c3d4-2222-4a7b-9c0d-2e5f6a7b8c9d',
  reference: 'A1B2C3D4',
  customer: { name: 'Kavya Raman', email: 'kavya@example.in', phone: '9876543210' },
};

const DESCRIPTION = 'The clasp of the anklet broke on the second day.';

describe('raising a complaint from the contact page', () => {
  it('says what is missing before sending anything', async () => {
    const sent = serveRequests({});
    renderRoute(<ComplaintForm />, { path: '/contact', url: '/contact' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(COMPLAINT_TEXTS.descriptionLabel), 'Broken.');
    await user.click(screen.getByRole('button', { name: COMPLAINT_TEXTS.send }));

    expect(await screen.findByText(COMPLAINT_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(COMPLAINT_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(COMPLAINT_MESSAGES.topicRequired)).toBeTruthy();
    expect(screen.getByText(COMPLAINT_MESSAGES.descriptionTooShort)).toBeTruthy();
    expect(screen.getByLabelText(COMPLAINT_TEXTS.topicLabel).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('says by the field that a pasted direction override cannot be kept, before sending anything', async () => {
    const sent = serveRequests({});
    renderRoute(<ComplaintForm />, { path: '/contact', url: '/contact' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(COMPLAINT_TEXTS.nameLabel), 'Meena Sundaram');
    await user.type(screen.getByLabelText(COMPLAINT_TEXTS.emailLabel), 'meena@example.in');
    await user.selectOptions(screen.getByLabelText(COMPLAINT_TEXTS.topicLabel), 'Delivery');
    await user.click(screen.getByLabelText(COMPLAINT_TEXTS.descriptionLabel));
    await user.paste('The parcel came \u202enepo\u202c and empty.');
    await user.click(screen.getByRole('button', { name: COMPLAINT_TEXTS.send }));

    expect(await screen.findByText(plainTextMessage('Description'))).toBeTruthy();
    expect(screen.getByLabelText(COMPLAINT_TEXTS.descriptionLabel).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends the complaint with the order number typed, and shows the ticket at once', async () => {
    const sent = serveRequests({ 'POST /api/complaints': { status: 201, body: REGISTERED } });
    renderRoute(<ComplaintForm />, { path: '/contact', url: '/contact' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(COMPLAINT_TEXTS.nameLabel), 'Meena Sundaram');
    await user.type(screen.getByLabelText(COMPLAINT_TEXTS.emailLabel), 'meena@example.in');
    await user.selectOptions(
      screen.getByLabelText(COMPLAINT_TEXTS.topicLabel),
      'A piece (its quality, hallmark or personalisation)',
    );
    await user.type(screen.getByLabelText(COMPLAINT_TEXTS.orderNumberLabel), 'a1b2c3d4');
    await user.type(screen.getByLabelText(COMPLAINT_TEXTS.descriptionLabel), DESCRIPTION);
    await user.click(screen.getByRole('button', { name: COMPLAINT_TEXTS.send }));

    const status = await screen.findByRole('status');
    expect(await within(status).findByText('C-000042')).toBeTruthy();
    expect(within(status).getByText(REGISTERED.message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: COMPLAINT_TEXTS.send })).toBeNull();
    expect(
      sent.map(({ method, url, body, authorization }) => ({ method, url, body, authorization })),
    ).toEqual([
      {
        method: 'POST',
        url: '/api/complaints',
        body: {
          name: 'Meena Sundaram',
          email: 'meena@example.in',
          phone: '',
          topic: 'product',
          description: DESCRIPTION,
          orderNumber: 'a1b2c3d4',
        },
        authorization: null,
      },
    ]);

    // Another complaint starts from an empty form.
    await user.click(screen.getByRole('button', { name: COMPLAINT_TEXTS.another }));
    expect(screen.getByLabelText(COMPLAINT_TEXTS.nameLabel)).toHaveProperty('value', '');
    expect(screen.getByLabelText(COMPLAINT_TEXTS.topicLabel)).toHaveProperty('value', '');
  });

  it('shows the shop’s refusal and keeps what was typed', async () => {
    serveRequests({
      'POST /api/complaints': { status: 429, body: { success: false, message: COMPLAINT_TEXTS.tooMany } },
    });
    renderRoute(<ComplaintForm />, { path: '/contact', url: '/contact' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(COMPLAINT_TEXTS.nameLabel), 'Meena Sundaram');
    await user.type(screen.getByLabelText(COMPLAINT_TEXTS.emailLabel), 'meena@example.in');
    await user.selectOptions(screen.getByLabelText(COMPLAINT_TEXTS.topicLabel), 'Delivery');
    await user.type(screen.getByLabelText(COMPLAINT_TEXTS.descriptionLabel), DESCRIPTION);
    await user.click(screen.getByRole('button', { name: COMPLAINT_TEXTS.send }));

    expect(await within(screen.getByRole('alert')).findByText(COMPLAINT_TEXTS.tooMany)).toBeTruthy();
    expect(screen.getByLabelText(COMPLAINT_TEXTS.descriptionLabel)).toHaveProperty('value', DESCRIPTION);
  });
});

describe('raising a complaint from an order’s page', () => {
  it('is tied to the order, starts with its customer’s details and carries the session', async () => {
    const sent = serveRequests({ 'POST /api/complaints': { status: 201, body: REGISTERED } });
    renderRoute(<OrderComplaint order={ORDER} token="session-token" />, {
      path: '/orders/:id',
      url: '/orders/1',
    });
    const user = userEvent.setup();
    expect(screen.queryByLabelText(COMPLAINT_TEXTS.descriptionLabel)).toBeNull();
    await user.click(screen.getByRole('button', { name: COMPLAINT_TEXTS.orderOpen }));

    expect(screen.getByLabelText(COMPLAINT_TEXTS.nameLabel)).toHaveProperty('value', 'Kavya Raman');
    expect(screen.getByLabelText(COMPLAINT_TEXTS.emailLabel)).toHaveProperty('value', 'kavya@example.in');
    expect(screen.queryByLabelText(COMPLAINT_TEXTS.orderNumberLabel)).toBeNull();
    await user.selectOptions(
      screen.getByLabelText(COMPLAINT_TEXTS.topicLabel),
      'A piece (its quality, hallmark or personalisation)',
    );
    await user.type(screen.getByLabelText(COMPLAINT_TEXTS.descriptionLabel), DESCRIPTION);
    await user.click(screen.getByRole('button', { name: COMPLAINT_TEXTS.send }));

    expect(await within(await screen.findByRole('status')).findByText('C-000042')).toBeTruthy();
    expect(sent.map(({ body, authorization }) => ({ body, authorization }))).toEqual([
      {
        body: {
          name: 'Kavya Raman',
          email: 'kavya@example.in',
          phone: '9876543210',
          topic: 'product',
          description: DESCRIPTION,
          orderId: ORDER.id,
        },
        authorization: 'Bearer session-token',
      },
    ]);
  });

  it('says so when the order is not the customer’s', async () => {
    serveRequests({
      'POST /api/complaints': { status: 404, body: { success: false, message: COMPLAINT_TEXTS.noSuchOrder } },
    });
    renderRoute(<OrderComplaint order={ORDER} token="session-token" />, {
      path: '/orders/:id',
      url: '/orders/1',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: COMPLAINT_TEXTS.orderOpen }));
    await user.selectOptions(screen.getByLabelText(COMPLAINT_TEXTS.topicLabel), 'An order');
    await user.type(screen.getByLabelText(COMPLAINT_TEXTS.descriptionLabel), DESCRIPTION);
    await user.click(screen.getByRole('button', { name: COMPLAINT_TEXTS.send }));
    expect(await within(screen.getByRole('alert')).findByText(COMPLAINT_TEXTS.noSuchOrder)).toBeTruthy();

    // Cancelling closes the form.
    await user.click(screen.getByRole('button', { name: COMPLAINT_TEXTS.cancel }));
    expect(screen.getByRole('button', { name: COMPLAINT_TEXTS.orderOpen })).toBeTruthy();
  });
});
