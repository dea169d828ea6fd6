import { Heart } from 'lucide-react';
import { WISHLIST_TEXTS } from '@shop/shared/wishlist';

export interface HeartButtonProps {
  saved: boolean;
  onToggle?: (() => void) | undefined;
  /** The piece's name, which the button is described by on a card among many. */
  describedBy?: string | undefined;
  className?: string | undefined;
  /**
   * The plain heart, until the live one takes its place: the page's taps script keeps a tap
   * on it till then (`EARLY_TAPS_STAND_IN`).
   */
  standIn?: boolean;
}

/**
 * The heart: a toggle button, pressed when the piece is saved. The server sends it without
 * its behaviour; the wishlist's code arrives after the page is interactive (live-heart.tsx).
 */
export function HeartButton({ saved, onToggle, describedBy, className = '', standIn }: HeartButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? WISHLIST_TEXTS.remove : WISHLIST_TEXTS.add}
      aria-describedby={describedBy}
      onClick={onToggle}
      data-stand-in={standIn}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full bg-white/95 text-stone-700 shadow-sm ring-1 ring-stone-200 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      <Heart aria-hidden="true" className={`size-5 ${saved ? 'fill-rose-600 text-rose-600' : ''}`} />
    </button>
  );
}
