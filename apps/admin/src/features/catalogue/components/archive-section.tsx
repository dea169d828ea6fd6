import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminProduct } from '@shop/shared/catalogue-admin';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON, QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { productQuery, setArchived } from '../api/product-calls.ts';

/** Archiving, one click and a confirmation away; an archived piece can come back. */
export function ArchiveSection({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string>();
  const archived = product.archivedAt !== null;
  const mutation = useMutation({
    mutationFn: () => setArchived(product._id, !archived),
    onSuccess: (answer) => {
      queryClient.setQueryData(productQuery(product._id).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      setAsking(false);
      setNotice(answer.message);
    },
  });
  return (
    <section
      aria-labelledby="archive-title"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="archive-title" className="text-lg font-semibold">
        {archived ? 'Archived' : 'Archive'}
      </h2>
      {notice && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      <Alert message={mutation.error?.message} />
      {asking ? (
        <div role="alertdialog" aria-label="Confirm archiving" className="space-y-3">
          <p>
            Archive {product.name}? It leaves the shop&apos;s storefront at once; its orders keep it, and you
            can bring it back.
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={PRIMARY_BUTTON}
              disabled={mutation.isPending}
              onClick={() => mutation.mutate()}
            >
              {mutation.isPending ? 'Archiving…' : 'Confirm'}
            </button>
            <button type="button" className={QUIET_BUTTON} onClick={() => setAsking(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : archived ? (
        <>
          <p className="text-sm text-stone-700">This piece is not in the storefront.</p>
          <button
            type="button"
            className={QUIET_BUTTON}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate()}
          >
            Bring back to the shop
          </button>
        </>
      ) : (
        <button
          type="button"
          className={QUIET_BUTTON}
          onClick={() => {
            setNotice(undefined);
            setAsking(true);
          }}
        >
          Archive this piece
        </button>
      )}
    </section>
  );
}
