import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AdminMessageAnswer } from '@shop/shared/admin-messages';
import { messageQuery } from '../api/message-calls.ts';

/** Keeps a message's new state from the server's answer, and has the inbox asked for again. */
export function useMessageChange(messageId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (answer: AdminMessageAnswer) => {
      queryClient.setQueryData(messageQuery(messageId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['messages', 'list'] });
    },
    [queryClient, messageId],
  );
}
