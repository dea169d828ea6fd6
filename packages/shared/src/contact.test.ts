import { describe, expect, it } from 'vitest';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  ContactMessageSchema,
  storeMapEmbedUrl,
  storeMapLink,
  STORE_MAP,
} from './contact.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a contact message', () => {
  it('needs only an e-mail, and keeps what was typed without the spaces around it', () => {
    expect(ContactMessageSchema.parse({ email: ' Meena@Example.in ' })).toEqual({
      email: 'Meena@Example.in',
    });
    expect(
      ContactMessageSchema.parse({
        name: ' Meena ',
        email: 'meena@example.in',
        phone: '98765 43210',
        message: ' Can the ring be engraved in Tamil? ',
      }),
    ).toEqual({
      name: 'Meena',
      email: 'meena@example.in',
      phone: '98765 43210',
      message: 'Can the ring be engraved in Tamil?',
    });
  });

  it('takes empty optional fields, as the form sends them', () => {
    expect(
      ContactMessageSchema.safeParse({ name: '', email: 'meena@example.in', phone: '', message: '' }).success,
    ).toBe(true);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'meena@' }, 'Please enter a valid email address'],
    [{ email: 'meena.example.in' }, 'Please enter a valid email address'],
  ])('refuses %o with the spec’s message', (body, message) => {
    expect(firstMessage(ContactMessageSchema.safeParse(body))).toBe(message);
  });

  it.each([
    ['name', CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong],
    ['phone', CONTACT_LIMITS.phone, CONTACT_MESSAGES.phoneTooLong],
    ['message', CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong],
  ] as const)('takes a %s of %i characters and refuses a longer one', (field, limit, message) => {
    const body = (length: number) => ({ email: 'meena@example.in', [field]: 'a'.repeat(length) });
    expect(ContactMessageSchema.safeParse(body(limit)).success).toBe(true);
    expect(firstMessage(ContactMessageSchema.safeParse(body(limit + 1)))).toBe(message);
  });

  it('refuses a field that is not text', () => {
    expect(firstMessage(ContactMessageSchema.safeParse({ email: 'meena@example.in', name: 42 }))).toBe(
      'Name must be text',
    );
  });
});

describe('the store on the map', () => {
  it('embeds OpenStreetMap with a marker on the store', () => {
    const url = new URL(storeMapEmbedUrl());
    expect(url.origin).toBe(STORE_MAP.embedOrigin);
    expect(url.searchParams.get('marker')).toBe(`${STORE_MAP.latitude},${STORE_MAP.longitude}`);
    const [west = 0, south = 0, east = 0, north = 0] = (url.searchParams.get('bbox') ?? '')
      .split(',')
      .map(Number);
    expect(west).toBeLessThan(STORE_MAP.longitude);
    expect(east).toBeGreaterThan(STORE_MAP.longitude);
    expect(south).toBeLessThan(STORE_MAP.latitude);
    expect(north).toBeGreaterThan(STORE_MAP.latitude);
  });

  it('opens the same place in a maps app', () => {
    expect(new URL(storeMapLink()).searchParams.get('query')).toBe(
      `${STORE_MAP.latitude},${STORE_MAP.longitude}`,
    );
  });
});
