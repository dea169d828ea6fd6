/**
 * Checkout's rules and texts, apart from the call schemas in checkout-api.ts so that the
 * cart page can show its button without loading zod.
 */
import type { UserProfile } from './accounts.ts';
import type { CustomerDetails } from './checkout-api.ts';
import { formatPaise, type Paise } from './money.ts';

/** The payment provider's name, as the checkout's texts spell it. */
export const PAYMENT_PROVIDER_NAME = 'Razorpay';

export const CURRENCY = 'INR';

/** Where the browser keeps the id of the last order the server saved. */
export const LAST_ORDER_ID_KEY = 'lastOrderId';

/** Razorpay's checkout script, loaded from Razorpay's host when the shop has real keys. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * What the payment window offers for UPI. Razorpay ended UPI Collect (typing a UPI ID, a VPA)
 * for merchants on 28 February 2026: the window hides that flow, so a phone opens the
 * shopper's UPI app (intent) and a desktop shows a QR code to scan with it. Passed to
 * `new Razorpay(options)` as `config` (Razorpay's `config.display.hide`).
 */
export const PAYMENT_WINDOW_CONFIG = {
  display: {
    hide: [{ method: 'upi', flows: ['collect'] }],
    preferences: { show_default_blocks: true },
  },
} as const;

/** Up to this width a screen is a phone's, for the test provider's UPI choice (below Tailwind's `sm`). */
export const PHONE_MAX_WIDTH_PX = 639;

/** The UPI choices of the payment window, as the test provider's window words them. */
export const UPI_TEXTS = {
  heading: 'UPI',
  phone: 'Pay with a UPI app',
  desktop: 'Scan the QR with a UPI app',
  desktopHint: 'Open any UPI app on your phone and scan this code.',
} as const;

/** The customer details modal's countries; India is chosen until the shopper changes it. */
export const COUNTRIES = [
  'India',
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Other',
] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'India';

/** What the profile already knows, to fill 'Enter Your Details' with (the state it does not keep). */
export function customerDetailsFromProfile(profile: UserProfile): Partial<CustomerDetails> {
  const known = (value: string | null) => value ?? undefined;
  const written = profile.country?.trim().toLowerCase();
  // A country the list does not name is 'Other'; none at all is the shop's own, India.
  const country = written
    ? (COUNTRIES.find((name) => name.toLowerCase() === written) ?? 'Other')
    : DEFAULT_COUNTRY;
  return {
    name: [profile.firstName, profile.lastName].filter(Boolean).join(' '),
    email: profile.email,
    phone: known(profile.phoneNumber),
    address: known(profile.address),
    city: known(profile.city),
    zipCode: known(profile.postalCode),
    country,
  };
}

/** What an order says when the cart did not, and a verified payment's status. */
export const ORDER_DEFAULTS = { size: 'Standard', variant: 'Standard', paymentStatus: 'Successful' } as const;

/** An order line's size and variant, with the default for a missing one. */
export function sizeAndVariant(line: { size?: string | null; variant?: string | null }) {
  return { size: line.size || ORDER_DEFAULTS.size, variant: line.variant || ORDER_DEFAULTS.variant };
}

/** A short reference for an order, for subjects, lists and the phone: the first part of its id. */
export function orderReference(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}

/** Messages of the customer details modal, word for word. */
export const CUSTOMER_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  addressRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'ZIP code is required',
  zipInvalid: 'Please enter a valid 6-digit ZIP code',
} as const;

/** Most lines one order may hold: more is a wholesale enquiry, not a cart. */
export const MAX_ORDER_LINES = 50;

/** Texts of the payment calls' answers, the shop's own refusals among them. */
export const PAYMENT_TEXTS = {
  keyFailed: `Could not fetch ${PAYMENT_PROVIDER_NAME} key`,
  createFailed: `Could not create ${PAYMENT_PROVIDER_NAME} order`,
  verifyFailed: 'Payment verification failed',
  orderCreated: 'Order created',
  paymentVerified: 'Payment verified successfully',
  signInToPay: 'Please log in to complete your purchase',
  amountChanged: (total: Paise) =>
    `The total of your cart is now ${formatPaise(total)}: prices changed since the cart was filled. Please check your cart and pay again.`,
  productGone: (name: string) => `${name} is no longer in the collection. Please remove it from your cart.`,
  outOfStock: (name: string) => `${name} is out of stock. Please remove it from your cart.`,
  fewerInStock: (name: string, left: number) =>
    `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left. Please lower the quantity in your cart.`,
  soldOutWhilePaying: (name: string | undefined) =>
    `Payment verification failed: ${name ?? 'a piece of your order'} sold out while you were paying, so your order was not placed. Your payment will be refunded in full.`,
  couponUsedUpWhilePaying: (code: string | null) =>
    `Payment verification failed: the coupon ${code ?? 'of your order'} was used up by other orders while you were paying, so your order was not placed. Your payment will be refunded in full.`,
  signatureWrong: 'Payment verification failed: the payment’s signature does not match.',
  unknownOrder: 'Payment verification failed: this payment is not for an order of the shop.',
  notYourOrder: 'Payment verification failed: this order belongs to another account.',
  paymentReused: 'Payment verification failed: this payment was already used for another order.',
  uploadGone:
    'A picture of your personalisation is no longer on our server. Please remove the piece and personalise it again.',
  orderSaved: 'Order saved',
  paymentNotPaid: 'There is no paid order for this payment. Please pay first, or contact us if you have.',
  orderNotFound: 'There is no order with this id in your account.',
  webhooksOff: 'Payment webhooks are not set up: set RAZORPAY_WEBHOOK_SECRET.',
  webhookSignatureWrong: 'The webhook signature does not match.',
  tooManyOrders: 'Too many orders started in a short time. Please wait a while and try again.',
} as const;

/**
 * How many orders one customer may start in an hour. Every try at paying starts one (a failed
 * or closed payment window, a second tab), so a person never meets it; a script that stores
 * orders to keep their uploads would.
 */
export const ORDERS_PER_CUSTOMER = { max: 20, windowMs: 60 * 60 * 1000 } as const;

/** How long an order waits for its payment before it expires. */
export const UNPAID_ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Texts of the checkout screens, word for word. */
export const CHECKOUT_TEXTS = {
  payWith: `Pay with ${PAYMENT_PROVIDER_NAME}`,
  processing: 'Processing...',
  detailsTitle: 'Enter Your Details',
  contactInformation: 'Contact Information',
  billingAddress: 'Billing Address',
  cancel: 'Cancel',
  proceedToPayment: 'Proceed to Payment',
  paymentFailedBanner: 'There was an issue processing your payment. Please try again.',
  paymentSuccessBanner: 'Payment successful! Your order has been placed.',
  initializationFailed: (message: string) => `Payment initialization failed: ${message}`,
  // The server's own refusals of a payment already begin so: said once.
  verificationFailed: (message: string) =>
    message.startsWith('Payment verification failed') ? message : `Payment verification failed: ${message}`,
  printOrder: 'Print Order',
  continueShopping: 'Continue Shopping',
  noPersonalisation: 'No customization for this order',
  orderSaved: 'Order has been saved successfully',
  orderSaveFailed: (message: string) => `Error saving order: ${message}`,
} as const;
