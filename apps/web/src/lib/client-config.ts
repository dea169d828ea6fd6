import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfigAnswer } from '@shop/shared/accounts';
import { fetchJson } from '@shop/shared/api-client';

/** `GET /api/config`: the server's settings the screens need (Google sign-in, WhatsApp updates). */
export function fetchClientConfig(signal?: AbortSignal): Promise<ClientConfigAnswer> {
  return fetchJson<ClientConfigAnswer>('/api/config', { signal });
}

export const clientConfigQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'config'],
    queryFn: ({ signal }) => fetchClientConfig(signal),
    // The settings change only when the server restarts.
    staleTime: Infinity,
  });

/** Whether the shop sends updates on WhatsApp; undefined while the settings are on their way. */
export function useWhatsAppUpdatesOffered(): boolean | undefined {
  return useQuery(clientConfigQuery()).data?.whatsappUpdates;
}

/** Google's client id when the shop offers Google sign-in; null while unknown or when it does not. */
export function useGoogleClientId(): string | null {
  return useQuery(clientConfigQuery()).data?.googleClientId ?? null;
}
