import { setSaved, useWishlist } from '../wishlist.ts';
import { HeartButton, type HeartButtonProps } from './heart-button.tsx';

export interface LiveHeartProps extends Pick<HeartButtonProps, 'describedBy' | 'className'> {
  productId: string;
  /** The price shown with the piece now, in paise. */
  pricePaise: number;
  /** The signed-in shopper's session, or null for a guest. */
  token: string | null;
}

/** The heart with its behaviour: saves or removes the piece, for a guest in this browser. */
export default function LiveHeart({ productId, pricePaise, token, ...button }: LiveHeartProps) {
  const view = useWishlist(token);
  const saved = view.saved.has(productId);
  // In the span the plain heart stood in (app/wishlist.tsx), which the alert is placed by.
  return (
    <>
      <HeartButton
        {...button}
        saved={saved}
        onToggle={() => void setSaved(token, { productId, pricePaise }, !saved)}
      />
      {view.errorFor === productId && view.error && (
        <span
          role="alert"
          className="absolute right-0 top-12 z-10 w-56 rounded-lg bg-white p-2 text-xs text-rose-800 shadow-md ring-1 ring-rose-200"
        >
          {view.error}
        </span>
      )}
    </>
  );
}
