import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderAnswer } from '@shop/shared/admin-orders';
import { orderQuery } from './order-calls.ts';

/**
 * A change staff make to an order whose answer is the order as it now is: the page shows that
 * answer, and the lists and Today read theirs again.
 */
export function useOrderChange<Body>(
  orderId: string,
  call: (orderId: string, body: Body) => Promise<AdminOrderAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => call(orderId, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderQuery(orderId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'overview'] });
    },
    // A refusal may follow a change made meanwhile (another refund, a step, the courier's
    // tracking): show the order as it is.
    onError: () => void queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey }),
  });
}
