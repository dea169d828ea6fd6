import type { ProfileAnswer, UserProfile } from '@shop/shared/accounts';

/** Stores a session as a sign-in would have: the three keys that restore it, and the last name. */
export function storeSignedInSession(
  values: Partial<Record<'token' | 'userId' | 'firstName' | 'lastName', string>> = {},
) {
  const session = { token: 'token-1', userId: 'user-1', firstName: 'Meena', lastName: 'Sundaram', ...values };
  for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
}

/** The keys of a session as stored in the browser, for checking what a step left behind. */
export function storedSession() {
  return Object.fromEntries(
    ['token', 'userId', 'firstName', 'lastName'].map((key) => [key, localStorage.getItem(key)]),
  );
}

export function sampleProfile(values: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'user-1',
    firstName: 'Meena',
    lastName: 'Sundaram',
    email: 'meena@example.in',
    phoneNumber: '9876543210',
    address: null,
    city: null,
    postalCode: null,
    country: 'India',
    profilePicture: null,
    authProvider: 'manual',
    status: 'active',
    isEmailVerified: true,
    language: 'en',
    createdAt: '2026-03-05T10:00:00.000Z',
    ...values,
  };
}

export const profileAnswer = (user: UserProfile, message?: string): { body: ProfileAnswer } => ({
  body: { success: true, user, ...(message ? { message } : {}) },
});
