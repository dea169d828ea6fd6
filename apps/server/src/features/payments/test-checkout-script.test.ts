// @vitest-environment happy-dom
/**
 * The test provider's checkout.js in a page: Razorpay's option `timeout` closes its window by
 * itself, as a dismissal, as Razorpay's own does; the shop sets it for an order holding a
 * coupon's use, so that nothing is paid in a window older than the hold (coupons.ts).
 */
import { afterEach, expect, it, vi } from 'vitest';
import { TEST_CHECKOUT_SCRIPT } from './test-checkout-script.ts';

interface TestCheckout {
  open(): void;
}
type TestCheckoutConstructor = new (options: Record<string, unknown>) => TestCheckout;

/** What the test reads of happy-dom's page: the server's own types know no DOM. */
interface Page {
  Razorpay?: TestCheckoutConstructor;
  document: {
    querySelector(selector: string): { textContent: string | null } | null;
    body: { innerHTML: string };
  };
}
const page = globalThis as unknown as Page;

/** Runs the script as the page would: happy-dom does not run a script element's code itself. */
function loadScript(): TestCheckoutConstructor {
  new Function(TEST_CHECKOUT_SCRIPT)();
  if (!page.Razorpay) throw new Error('the checkout script defined no window.Razorpay');
  return page.Razorpay;
}

const paymentWindow = () => page.document.querySelector('dialog[aria-labelledby="test-payment-title"]');

afterEach(() => {
  vi.useRealTimers();
  page.document.body.innerHTML = '';
});

it('closes the payment window by itself once the timeout has passed, telling the page it was dismissed', () => {
  vi.useFakeTimers();
  const Razorpay = loadScript();
  const dismissed = vi.fn();
  new Razorpay({
    amount: 2_084_00,
    name: 'Velli & Thangam',
    order_id: 'order_held',
    timeout: 900,
    modal: { ondismiss: dismissed },
  }).open();
  expect(paymentWindow()?.textContent).toContain('Test payment');

  vi.advanceTimersByTime(899_000);
  expect(paymentWindow()).not.toBeNull();
  expect(dismissed).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1_000);
  expect(paymentWindow()).toBeNull();
  expect(dismissed).toHaveBeenCalledOnce();
});

it('stays open without a timeout', () => {
  vi.useFakeTimers();
  const Razorpay = loadScript();
  new Razorpay({ amount: 2_499_00, name: 'Velli & Thangam', order_id: 'order_plain' }).open();
  vi.advanceTimersByTime(24 * 3600_000);
  expect(paymentWindow()).not.toBeNull();
});
