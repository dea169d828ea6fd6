import { describe, expect, it } from 'vitest';
import type { UserProfile } from './accounts.ts';
import { customerDetailsFromProfile } from './checkout.ts';

const PROFILE: UserProfile = {
  id: 'user-1',
  firstName: 'Kavya',
  lastName: 'Raman',
  email: 'kavya@example.in',
  phoneNumber: '9876543210',
  address: '3 Gandhi Road',
  city: 'Chennai',
  postalCode: '600001',
  country: 'india',
  profilePicture: null,
  authProvider: 'manual',
  status: 'active',
  isEmailVerified: false,
  language: 'en',
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('the customer details a profile fills in', () => {
  it('takes the name, contact and address the profile keeps', () => {
    expect(customerDetailsFromProfile(PROFILE)).toEqual({
      name: 'Kavya Raman',
      email: 'kavya@example.in',
      phone: '9876543210',
      address: '3 Gandhi Road',
      city: 'Chennai',
      zipCode: '600001',
      country: 'India',
    });
  });

  it('leaves out what the profile does not know, and names a country the list lacks Other', () => {
    const details = customerDetailsFromProfile({
      ...PROFILE,
      lastName: null,
      phoneNumber: null,
      address: null,
      country: 'Nepal',
    });
    expect(details).toMatchObject({ name: 'Kavya', phone: undefined, address: undefined, country: 'Other' });
    expect(customerDetailsFromProfile({ ...PROFILE, country: null }).country).toBe('India');
    expect(customerDetailsFromProfile({ ...PROFILE, country: 'United kingdom' }).country).toBe(
      'United Kingdom',
    );
  });
});
