import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { SecondFactorState, StaffMember, StaffSessionAnswer } from '@shop/shared/staff';
import { onStaffTokenChange, readStaffToken, storeStaffToken } from '../../lib/staff-token.ts';
import { fetchSignedInStaff, signOut as endSession } from './api/staff-calls.ts';

interface StaffSession {
  /** Undefined while the member of a stored token is being asked for. */
  member: StaffMember | undefined;
  /** The member's second factor, and whether the owner requires one; undefined while asked for. */
  secondFactor: SecondFactorState | undefined;
  signedIn: boolean;
  /** Asks the server again for the member's second factor, after it was turned on or off. */
  refresh: () => Promise<void>;
  startSession: (answer: StaffSessionAnswer) => void;
  signOut: () => Promise<void>;
}

const StaffSessionContext = createContext<StaffSession | undefined>(undefined);

const SIGNED_IN_STAFF = ['staff', 'signed-in'] as const;

export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(onStaffTokenChange, readStaffToken);
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: [...SIGNED_IN_STAFF, token],
    queryFn: ({ signal }) => fetchSignedInStaff(signal),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });

  // The member and their second factor are then asked for with the new token.
  const startSession = useCallback((answer: StaffSessionAnswer) => storeStaffToken(answer.token), []);

  const signOut = useCallback(async () => {
    // Signed out here whatever the server says: an ended session is ended either way.
    await endSession().catch(() => undefined);
    storeStaffToken(null);
    queryClient.clear();
  }, [queryClient]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: SIGNED_IN_STAFF }),
    [queryClient],
  );

  const session = useMemo<StaffSession>(
    () => ({
      member: token === null ? undefined : data?.staff,
      secondFactor: token === null ? undefined : data?.secondFactor,
      signedIn: token !== null,
      refresh,
      startSession,
      signOut,
    }),
    [token, data, refresh, startSession, signOut],
  );
  return <StaffSessionContext value={session}>{children}</StaffSessionContext>;
}

export function useStaffSession(): StaffSession {
  const session = use(StaffSessionContext);
  if (!session) throw new Error('useStaffSession needs a StaffSessionProvider');
  return session;
}
