import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal on the browser's own `<dialog>`: it moves focus inside (to the element marked
 * `data-autofocus`, else the first control) and keeps it there, makes
 * the page behind inert, closes on Escape and gives focus back to the control that opened
 * it. A click on the backdrop closes it too. While it is open the page behind does not
 * scroll (theme.css locks `body` while a dialog is open).
 */
export function ModalDialog({
  id,
  open,
  onClose,
  className,
  children,
  ...labelling
}: {
  /** For the `aria-controls` of the button that opens it. */
  id?: string;
  open: boolean;
  onClose: () => void;
  className?: string;
  children: ReactNode;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React does not write `autofocus` into the page, so the dialog cannot find it itself.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      {...labelling}
      className={className}
      onClose={onClose}
      onClick={(event) => {
        // The backdrop belongs to the dialog element itself; its content never is the target.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}
