import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { ModalDialog } from '@shop/ui/modal-dialog.tsx';
import { QUIET_BUTTON, SECONDARY_BUTTON } from './cart-styles.ts';

/** Empties the cart once the shopper confirms: a personalised piece takes a while to set up again. */
export function ClearCart({ onClear }: { onClear: () => void }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={QUIET_BUTTON}>
        <Trash2 aria-hidden="true" className="size-4" />
        <Trans>Clear cart</Trans>
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={headingId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-brand-900/60"
      >
        <h2 id={headingId} className="text-xl font-semibold text-brand-900">
          <Trans>Empty your cart?</Trans>
        </h2>
        <p className="mt-2 text-stone-700">
          <Trans>Every piece and its personalisation will be removed from your cart.</Trans>
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" data-autofocus onClick={() => setOpen(false)} className={SECONDARY_BUTTON}>
            <Trans>Keep my cart</Trans>
          </button>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onClear();
            }}
            className="inline-flex items-center justify-center rounded-lg bg-rose-800 px-4 py-2.5 font-semibold text-white hover:bg-rose-900"
          >
            <Trans>Yes, empty my cart</Trans>
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
