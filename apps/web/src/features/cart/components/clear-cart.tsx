import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { CART_TEXTS } from '@shop/shared/cart';
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
        {CART_TEXTS.clearCart}
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={headingId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-brand-900/60"
      >
        <h2 id={headingId} className="text-xl font-semibold text-brand-900">
          {CART_TEXTS.clearCartQuestion}
        </h2>
        <p className="mt-2 text-stone-700">{CART_TEXTS.clearCartWarning}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" data-autofocus onClick={() => setOpen(false)} className={SECONDARY_BUTTON}>
            {CART_TEXTS.keepCart}
          </button>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onClear();
            }}
            className="inline-flex items-center justify-center rounded-lg bg-rose-800 px-4 py-2.5 font-semibold text-white hover:bg-rose-900"
          >
            {CART_TEXTS.clearCartConfirm}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
