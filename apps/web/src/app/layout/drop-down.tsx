import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { useDismiss } from '../../lib/use-dismiss.ts';

export const ICON_BUTTON =
  'relative inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-100';

export const TOP_LINK =
  'rounded-lg px-3 py-2 text-sm font-medium text-stone-800 hover:bg-brand-100 hover:text-brand-900 aria-[current=page]:text-brand-700';

/**
 * Whether a menu is open. It belongs to the page it was opened on, so a new page, by a link
 * or by the back button, finds every menu closed.
 */
export function useOpenOnThisPage() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = useCallback((open: boolean) => setOpenOn(open ? pathname : null), [pathname]);
  return [openOn === pathname, setOpen] as const;
}

/**
 * A menu button with its panel of links; closes on an outside click, on Escape, on a new
 * page and when one of its links or buttons is used.
 */
export function DropDown({
  label,
  wide,
  align = 'left',
  buttonClassName = `${TOP_LINK} flex items-center gap-1`,
  children,
}: {
  label: ReactNode;
  wide?: boolean;
  align?: 'left' | 'right';
  buttonClassName?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useOpenOnThisPage();
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, containerRef, buttonRef);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={buttonClassName}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a, button')) close();
        }}
        className={`absolute ${align === 'left' ? 'left-0' : 'right-0'} top-full z-50 mt-2 rounded-xl bg-white p-4 shadow-lg ring-1 ring-stone-200 ${wide ? 'w-[30rem]' : 'w-52'}`}
      >
        {children}
      </div>
    </div>
  );
}
