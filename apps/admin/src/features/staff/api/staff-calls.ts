import type { MessageAnswer } from '@shop/shared/accounts';
import { queryOptions } from '@tanstack/react-query';
import type {
  NewStaffMemberAnswer,
  NewStaffMemberBody,
  StaffListAnswer,
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

export function staffListQuery() {
  return queryOptions({
    queryKey: ['staff', 'list'],
    queryFn: ({ signal }) => adminFetch<StaffListAnswer>('/api/admin/staff', { signal }),
  });
}

export function addStaffMember(body: NewStaffMemberBody): Promise<NewStaffMemberAnswer> {
  return adminFetch('/api/admin/staff', { method: 'POST', body: JSON.stringify(body) });
}

export function disableStaffMember(memberId: string): Promise<StaffListAnswer> {
  return adminFetch(`/api/admin/staff/${encodeURIComponent(memberId)}/disable`, { method: 'POST' });
}

export function newPasswordLink(memberId: string): Promise<NewStaffMemberAnswer> {
  return adminFetch(`/api/admin/staff/${encodeURIComponent(memberId)}/password-link`, { method: 'POST' });
}
