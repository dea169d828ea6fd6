import type { MessageAnswer } from '@shop/shared/accounts';
import type {
  StaffMeAnswer,
  StaffPasswordBody,
  StaffSessionAnswer,
  StaffSignInBody,
} from '@shop/shared/staff';
import { adminFetch } from '../../../lib/admin-fetch';

export function signIn(body: StaffSignInBody): Promise<StaffSessionAnswer> {
  return adminFetch('/api/admin/session', { method: 'POST', body: JSON.stringify(body) });
}

export function setPassword(body: StaffPasswordBody): Promise<StaffSessionAnswer> {
  return adminFetch('/api/admin/password', { method: 'POST', body: JSON.stringify(body) });
}

export function fetchSignedInStaff(signal?: AbortSignal): Promise<StaffMeAnswer> {
  return adminFetch('/api/admin/session', { signal });
}

export function signOut(): Promise<MessageAnswer> {
  return adminFetch('/api/admin/session', { method: 'DELETE' });
}
