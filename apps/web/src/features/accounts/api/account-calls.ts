/**
 * The account calls, at the paths of the README's API table. A refusal arrives as an
 * ApiError carrying the server's message.
 */
import type {
  GoogleVerifyAnswer,
  GoogleVerifyBody,
  LoginAnswer,
  LoginBody,
  MessageAnswer,
  ProfileAnswer,
  ProfileUpdateBody,
  RegisterAnswer,
  RegisterBody,
  ResetRequestBody,
  ResetVerifyBody,
} from '@shop/shared/accounts';
import { ApiError, fetchJson } from '@shop/shared/api-client';

async function call<T>(
  path: string,
  { method, body, token }: { method?: 'POST' | 'PUT' | 'DELETE'; body?: unknown; token?: string },
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const answer = await fetchJson<T | { success: false; message?: unknown }>(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // A refusal is meant to come with a 4xx, but one that comes with 200 is still a refusal.
  if (typeof answer === 'object' && answer !== null && 'success' in answer && answer.success === false) {
    const message = typeof answer.message === 'string' ? answer.message : '';
    throw new ApiError(message, 200, message !== '');
  }
  return answer as T;
}

const post = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', body });

export const postLogin = (body: LoginBody) => post<LoginAnswer>('/login', body);
export const postRegister = (body: RegisterBody) => post<RegisterAnswer>('/register', body);
export const postResetRequest = (body: ResetRequestBody) =>
  post<MessageAnswer>('/reset-password-request', body);
export const postResetVerify = (body: ResetVerifyBody) => post<MessageAnswer>('/reset-password-verify', body);
export const postGoogleVerify = (body: GoogleVerifyBody) =>
  post<GoogleVerifyAnswer>('/auth/google/verify', body);

export const postLogout = (token: string) => call<MessageAnswer>('/logout', { method: 'POST', token });

export const getProfile = (token: string) => call<ProfileAnswer>('/user/profile', { token });
export const putProfile = (token: string, body: ProfileUpdateBody) =>
  call<ProfileAnswer>('/user/profile', { method: 'PUT', body, token });
export const deleteProfile = (token: string) =>
  call<MessageAnswer>('/user/profile', { method: 'DELETE', token });
