import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AdminComplaintAnswer } from '@shop/shared/complaints';
import { complaintQuery } from '../api/complaint-calls.ts';

/** Keeps a complaint's new state from the server's answer, and has the lists asked for again. */
export function useComplaintChange(complaintId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (answer: AdminComplaintAnswer) => {
      queryClient.setQueryData(complaintQuery(complaintId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['complaints', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['complaints', 'oldest-unresolved'] });
    },
    [queryClient, complaintId],
  );
}
