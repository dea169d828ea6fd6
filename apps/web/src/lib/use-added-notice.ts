import { useEffect, useRef, useState } from 'react';
import { ADDED_TO_CART_MS } from '@shop/shared/personalisation-texts';

/** 'Added to cart!' for 3 seconds; a second add starts the 3 seconds again. */
export function useAddedNotice() {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    setShown(true);
    timer.current = setTimeout(() => setShown(false), ADDED_TO_CART_MS);
  };
  return { shown, show };
}
