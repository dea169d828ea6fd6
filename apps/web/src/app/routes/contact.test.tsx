import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { renderPages, serveRequests } from '../../testing/render-route.tsx';
import { appears, fakeTimeouts, passTime } from '../../testing/timers.ts';
import ContactRoute from './contact.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const THANKS = 'Thank you for your message! We will get back to you soon.';
const SENT = { status: 201, body: { success: true, message: THANKS } };

/** The contact form's part of the page; the complaint form beside it has a status and alert of its own. */
const contactForm = () => screen.getByRole('region', { name: 'Send us a message' });

function openContact(url = '/contact') {
  return renderPages(<Route path="/contact" element={<ContactRoute />} />, url);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
}

const MEENA = {
  Name: 'Meena Sundaram',
  Email: 'meena@example.in',
  Phone: '98765 43210',
  Message: 'Can a ring be engraved in Tamil?',
};

describe('the contact page', () => {
  it('shows the heading, the form and the store with its timings, address, phone, e-mail and map', async () => {
    serveRequests({});
    openContact();
    expect(await screen.findByRole('heading', { level: 1, name: 'Get in touch' })).toBeTruthy();
    expect(document.title).toBe('Contact Us · Velli & Thangam');
    for (const label of ['Name', 'Email', 'Phone', 'Message'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);

    const store = screen.getByRole('region', { name: 'Store location' });
    expect(within(store).getByText('All days 10:00 am to 9:30 pm')).toBeTruthy();
    expect(within(store).getByText(/14 South Car Street/)).toBeTruthy();
    expect(within(store).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(
      within(store).getByRole('link', { name: 'hello@velli-thangam.example' }).getAttribute('href'),
    ).toBe('mailto:hello@velli-thangam.example');
    const map = within(store).getByTitle('Map of the store');
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(within(store).getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
  });

  it('offers a complaint with a ticket beside the message form', async () => {
    serveRequests({});
    openContact();
    const complaint = await screen.findByRole('region', { name: 'Raise a complaint' });
    expect(
      within(complaint).getByText(/registered at once, with a ticket number we mail to you/),
    ).toBeTruthy();
    for (const label of [
      'Your name',
      'Your e-mail',
      'What is it about?',
      'Order number (optional)',
      'What went wrong?',
    ])
      expect(within(complaint).getByLabelText(label)).toBeTruthy();
    expect(within(complaint).getByRole('button', { name: 'Register complaint' })).toBeTruthy();
  });

  it('promises genuine silver and leads to a ring-size app in a new tab, and to the ring size guide', async () => {
    serveRequests({});
    openContact();
    expect(
      await screen.findByText('All items are genuine silver with resale value all over India.'),
    ).toBeTruthy();
    const app = screen.getByRole('link', { name: 'Get a ring-size app' });
    expect(app.getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\/store\/search\?/);
    expect(app.getAttribute('target')).toBe('_blank');
    expect(app.getAttribute('rel')).toContain('noopener');
    expect(
      screen.getByRole('link', { name: 'Or measure with our ring size guide' }).getAttribute('href'),
    ).toBe('/ring-size-guide');
  });

  it('sends the message: Sending... while it waits, then the thanks for 5 seconds and an empty form', async () => {
    let answer: (value: typeof SENT) => void = () => undefined;
    const sent = serveRequests({ 'POST /api/contacts': () => new Promise((resolve) => (answer = resolve)) });
    openContact();
    await screen.findByRole('heading', { name: 'Get in touch' });
    await fillIn(userEvent.setup(), MEENA);
    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const waiting = await appears(() => screen.queryByRole('button', { name: 'Sending...' }));
    expect(waiting).toHaveProperty('disabled', true);
    await appears(() => sent.find((request) => request.method === 'POST'));
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: '/api/contacts',
      body: {
        name: 'Meena Sundaram',
        email: 'meena@example.in',
        phone: '98765 43210',
        message: 'Can a ring be engraved in Tamil?',
      },
    });

    answer(SENT);
    await appears(() => within(within(contactForm()).getByRole('status')).queryByText(THANKS));
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
    for (const label of ['Name', 'Email', 'Phone', 'Message'])
      expect(screen.getByLabelText(label)).toHaveProperty('value', '');

    passTime(4_900);
    expect(screen.queryByText(THANKS)).toBeTruthy();
    passTime(100);
    expect(screen.queryByText(THANKS)).toBeNull();
  });

  it.each([
    ['', 'Email is required'],
    ['meena@', 'Please enter a valid email address'],
  ])('asks for a valid e-mail (%j) and sends nothing', async (email, message) => {
    const sent = serveRequests({ 'POST /api/contacts': SENT });
    openContact();
    await screen.findByRole('heading', { name: 'Get in touch' });
    const user = userEvent.setup();
    await fillIn(user, { Name: 'Meena', ...(email ? { Email: email } : {}) });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const field = screen.getByLabelText('Email');
    const error = await screen.findByText(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it.each([
    [
      'the server’s message when it refuses',
      { status: 429, body: { success: false, message: 'Too many messages were sent from this network.' } },
      'Too many messages were sent from this network.',
    ],
    [
      '‘Something went wrong’ when the answer is not ok and says nothing',
      { status: 502, body: null },
      'Something went wrong',
    ],
    ['‘Failed to submit form’ when no answer comes', 'network-error' as const, 'Failed to submit form'],
  ])('shows %s, keeping what was typed', async (_case, failure, text) => {
    serveRequests({ 'POST /api/contacts': failure });
    openContact();
    await screen.findByRole('heading', { name: 'Get in touch' });
    const user = userEvent.setup();
    await fillIn(user, MEENA);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await within(within(contactForm()).getByRole('alert')).findByText(text)).toBeTruthy();
    expect(screen.queryByText(THANKS)).toBeNull();
    expect(screen.getByLabelText('Message')).toHaveProperty('value', MEENA.Message);
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });
});
