import type { MessageAnswer } from '@shop/shared/accounts';
import { queryOptions } from '@tanstack/react-query';
import type {
  AuditListAnswer,
  AuditListQuery,
  SecondFactorSetupAnswer,
  SecondFactorSignInBody,
  SecondFactorStateAnswer,
  StaffSignInAnswer,
  NewStaffMemberAnswer,
  NewStaffMemberBody,
  StaffListAnswer,
  StaffMeAnswer,
  StaffPasswordBody,
  StaffSessionAnswer,
  StaffSignInBody,
} from '@shop/shared/staff';
import { adminFetch } from '../../../lib/admin-fetch.ts';

export function signIn(body: StaffSignInBody): Promise<StaffSignInAnswer> {
  return adminFetch('/api/admin/session', { method: 'POST', body: JSON.stringify(body) });
}

export function completeSignIn(body: SecondFactorSignInBody): Promise<StaffSessionAnswer> {
  return adminFetch('/api/admin/session/second-factor', { method: 'POST', body: JSON.stringify(body) });
}

export function setPassword(body: StaffPasswordBody): Promise<StaffSignInAnswer> {
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

export function startSecondFactor(): Promise<SecondFactorSetupAnswer> {
  return adminFetch('/api/admin/second-factor/setup', { method: 'POST' });
}

export function confirmSecondFactor(code: string): Promise<SecondFactorStateAnswer> {
  return adminFetch('/api/admin/second-factor/confirm', { method: 'POST', body: JSON.stringify({ code }) });
}

export function turnOffSecondFactor(code: string): Promise<SecondFactorStateAnswer> {
  return adminFetch('/api/admin/second-factor/turn-off', { method: 'POST', body: JSON.stringify({ code }) });
}

export function requireSecondFactor(required: boolean): Promise<SecondFactorStateAnswer> {
  return adminFetch('/api/admin/settings/second-factor-required', {
    method: 'PUT',
    body: JSON.stringify({ required }),
  });
}

export function auditQuery(query: AuditListQuery) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return queryOptions({
    queryKey: ['audit', query],
    queryFn: ({ signal }) => adminFetch<AuditListAnswer>(`/api/admin/audit?${search.toString()}`, { signal }),
    placeholderData: (previous) => previous,
  });
}
