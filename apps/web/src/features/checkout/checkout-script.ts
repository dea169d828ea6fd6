/**
 * The provider's checkout script (Razorpay's, or the shop's test provider's, which has the
 * same API), loaded once when a shopper first pays rather than with every page.
 */
import type { PAYMENT_WINDOW_CONFIG } from '@shop/shared/checkout';

export interface PaymentResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface PaymentFailure {
  error: { code?: string; description?: string; reason?: string };
}

export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color: string };
  /** Razorpay's display configuration: which methods and flows the window offers. */
  config?: typeof PAYMENT_WINDOW_CONFIG;
  /** Seconds after which the window closes by itself (an order holding a coupon's use). */
  timeout?: number;
  handler: (response: PaymentResponse) => void;
  modal?: { ondismiss?: () => void };
}

export interface CheckoutWindow {
  open(): void;
  on(event: 'payment.failed', listener: (failure: PaymentFailure) => void): void;
}

type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutWindow;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

const loading = new Map<string, Promise<CheckoutConstructor>>();

/** What a failed load says, in the page's language. */
export interface CheckoutScriptTexts {
  /** 'The payment window did not load.' */
  notLoaded: string;
  /** 'The payment window could not be loaded. Check your connection.' */
  unreachable: string;
}

export function loadCheckoutScript(src: string, texts: CheckoutScriptTexts): Promise<CheckoutConstructor> {
  // Already on the page: loaded for an earlier payment.
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error(texts.notLoaded)));
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(texts.unreachable));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
