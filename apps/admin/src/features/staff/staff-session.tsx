import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { StaffMember, StaffSessionAnswer } from '@shop/shared/staff';
import { onStaffTokenChange, readStaffToken, storeStaffToken } from '../../lib/staff-token';
import { fetchSignedInStaff, signOut as endSession } from './api/staff-calls';

interface StaffSession {
  /** Undefined while the member of a stored token is being asked for. */
  member: StaffMember | undefined;
  signedIn: boolean;
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

  const startSession = useCallback(
    (answer: StaffSessionAnswer) => {
      queryClient.setQueryData([...SIGNED_IN_STAFF, answer.token], { success: true, staff: answer.staff });
      storeStaffToken(answer.token);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // Signed out here whatever the server says: an ended session is ended either way.
    await endSession().catch(() => undefined);
    storeStaffToken(null);
    queryClient.clear();
  }, [queryClient]);

  const session = useMemo<StaffSession>(
    () => ({
      member: token === null ? undefined : data?.staff,
      signedIn: token !== null,
      startSession,
      signOut,
    }),
    [token, data, startSession, signOut],
  );
  return <StaffSessionContext value={session}>{children}</StaffSessionContext>;
}

export function useStaffSession(): StaffSession {
  const session = use(StaffSessionContext);
  if (!session) throw new Error('useStaffSession needs a StaffSessionProvider');
  return session;
}
