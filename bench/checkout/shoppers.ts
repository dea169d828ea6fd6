/**
 * Shoppers checking out as the browser does with the built-in test provider: create the
 * order (priced by the server), "Pay" in the provider's window (which answers the signed
 * payment and then sends the provider's webhook), verify. Each shopper is a loop that
 * starts its next checkout as soon as the last one is verified, with no time to think, so N
 * shoppers keep N checkouts in flight. A small driver on node:http rather than autocannon:
 * each step sends what the one before it answered.
 */
import http from 'node:http';
import { z } from 'zod';
import { SHIPPING_PAISE } from '@shop/shared/cart';
import { AllProductsAnswerSchema, ProductAnswerSchema } from '@shop/shared/catalogue-api';
import { ORDERS_PER_CUSTOMER } from '@shop/shared/checkout';
import type { CreateOrderBody, CustomerDetails } from '@shop/shared/checkout-api';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';

export const WARM_UP_SECONDS = 2;
// Far above any checkout step at these loads; a step that takes longer counts as failed.
const REQUEST_TIMEOUT_MS = 30_000;

export const STEPS = ['create', 'pay', 'verify'] as const;
export type Step = (typeof STEPS)[number];

/** Kept-alive connections, as a browser keeps them, so connecting is not part of a checkout. */
const agent = new http.Agent({ keepAlive: true });

interface Answer {
  status: number;
  body: unknown;
}

function requestJson(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: object; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          accept: 'application/json',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: kept as text for the message of a failed step.
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}

class StepFailed extends Error {
  constructor(
    readonly step: Step,
    answer: Answer | undefined,
    cause?: unknown,
  ) {
    super(
      answer
        ? `${step} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`
        : `${step}: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
}

/** A piece the shoppers put in their carts, with the price the catalogue shows them. */
export interface Piece {
  productId: string;
  /** The size (or purity, or length) chosen, for a design sold in several. */
  sku?: string;
  pricePaise: number;
}

/**
 * The pieces in stock, read as the shop's pages read them: a design sold in sizes is opened, as
 * its page is, and each of its sizes in stock is a piece of its own, since the shop refuses a
 * line of such a design without one.
 */
export async function piecesInStock(baseUrl: string): Promise<Piece[]> {
  const answer = await requestJson(baseUrl, 'GET', '/api/all-products?limit=1000');
  const { products } = AllProductsAnswerSchema.parse(answer.body);
  const pieces: Piece[] = [];
  for (const product of products.filter((each) => each.inStock)) {
    const page = await requestJson(baseUrl, 'GET', `/api/products/${encodeURIComponent(product._id)}`);
    const { variants } = ProductAnswerSchema.parse(page.body).product;
    if (!variants?.length) {
      pieces.push({ productId: product._id, pricePaise: rupeesToPaise(product.price) });
      continue;
    }
    for (const variant of variants.filter((each) => each.inStock)) {
      pieces.push({ productId: product._id, sku: variant.sku, pricePaise: rupeesToPaise(variant.price) });
    }
  }
  if (pieces.length === 0) throw new Error('the catalogue has no piece in stock to buy');
  return pieces;
}

export interface Shopper {
  number: number;
}

/**
 * The accounts the shoppers check out with. The shop lets one customer start
 * ORDERS_PER_CUSTOMER.max orders an hour, far fewer than a shopper of this benchmark starts
 * in a run, so every checkout takes the next account with orders left.
 */
export class AccountPool {
  private taken = 0;
  constructor(private readonly authorizations: readonly string[]) {}

  /** The session of an account that may start one more order. */
  take(): string {
    const authorization = this.authorizations[Math.floor(this.taken / ORDERS_PER_CUSTOMER.max)];
    if (authorization === undefined) {
      throw new Error(`all ${this.authorizations.length} accounts have started their orders: sign up more`);
    }
    this.taken += 1;
    return authorization;
  }
}

/** Checkouts a second no machine of this benchmark reaches: the pool is signed up for that many. */
const MOST_CHECKOUTS_PER_SECOND = 100;

/** Accounts enough for every checkout of the runs (warm-ups included), at the most likely to be made. */
export function accountsNeeded(runs: number, durationSeconds: number): number {
  const checkouts = runs * (WARM_UP_SECONDS + durationSeconds) * MOST_CHECKOUTS_PER_SECOND;
  return Math.ceil(checkouts / ORDERS_PER_CUSTOMER.max);
}

/**
 * Signs up the accounts before any measurement (argon2 makes that slow on purpose). Each
 * comes from its own address, which the server reads from X-Forwarded-For (it runs with
 * TRUST_PROXY=1), so the limit on registrations per address is not what is measured.
 */
export async function signUpAccounts(baseUrl: string, count: number): Promise<AccountPool> {
  const stamp = Date.now().toString(36);
  const authorizations: string[] = [];
  for (let number = 0; number < count; number += 1) {
    const answer = await requestJson(baseUrl, 'POST', '/register', {
      headers: { 'x-forwarded-for': `10.77.${Math.floor(number / 250)}.${(number % 250) + 1}` },
      body: {
        firstName: 'Meena',
        lastName: 'Sundaram',
        email: `shopper.${number}.${stamp}@example.in`,
        phoneNumber: '9876543210',
        password: 'silver925',
      },
    });
    const parsed = z.object({ token: z.string() }).safeParse(answer.body);
    if (answer.status !== 201 || !parsed.success) {
      throw new Error(
        `POST /register answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
      );
    }
    authorizations.push(`Bearer ${parsed.data.token}`);
  }
  return new AccountPool(authorizations);
}

const CUSTOMER: CustomerDetails = {
  name: 'Meena Sundaram',
  email: 'meena@example.in',
  phone: '9876543210',
  address: '14 South Car Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  zipCode: '625001',
  country: 'India',
};

/**
 * One to three lines of one or two pieces each, different for every shopper and every
 * checkout, so that the server prices a different cart each time.
 */
function cart(pieces: readonly Piece[], shopper: number, checkout: number): CreateOrderBody {
  const lines = Array.from({ length: 1 + (checkout % 3) }, (_, line) => {
    const piece = pieces[(shopper * 7 + checkout * 3 + line * 11) % pieces.length];
    if (piece === undefined) throw new Error('no piece to put in the cart');
    return { piece, quantity: 1 + ((shopper + checkout + line) % 2) };
  });
  const subtotal = lines.reduce((sum, { piece, quantity }) => sum + piece.pricePaise * quantity, 0);
  return {
    amount: paiseToRupees(subtotal + SHIPPING_PAISE),
    currency: 'INR',
    receipt: `bench-${shopper}-${checkout}`,
    items: lines.map(({ piece, quantity }) => ({
      productId: piece.productId,
      quantity,
      ...(piece.sku && { sku: piece.sku }),
    })),
    customerDetails: CUSTOMER,
  };
}

const CreatedSchema = z.object({ order: z.object({ id: z.string(), receipt: z.string() }) });
const PaymentSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
const VerifiedSchema = z.object({ success: z.literal(true), orderId: z.string() });

async function step<T>(name: Step, schema: z.ZodType<T>, call: () => Promise<Answer>): Promise<T> {
  let answer: Answer;
  try {
    answer = await call();
  } catch (error) {
    throw new StepFailed(name, undefined, error);
  }
  const parsed = schema.safeParse(answer.body);
  if (answer.status !== 200 || !parsed.success) throw new StepFailed(name, answer);
  return parsed.data;
}

export interface CheckoutTiming {
  /** Milliseconds of each step, and of the three together. */
  create: number;
  pay: number;
  verify: number;
  total: number;
}

async function checkOut(
  baseUrl: string,
  authorization: string,
  body: CreateOrderBody,
): Promise<CheckoutTiming> {
  const headers = { authorization };
  const started = performance.now();
  const created = await step('create', CreatedSchema, () =>
    requestJson(baseUrl, 'POST', '/api/api/create-razorpay-order', { headers, body }),
  );
  const afterCreate = performance.now();
  const payment = await step('pay', PaymentSchema, () =>
    requestJson(baseUrl, 'POST', '/api/test-payments/pay', { body: { order_id: created.order.id } }),
  );
  const afterPay = performance.now();
  const verified = await step('verify', VerifiedSchema, () =>
    requestJson(baseUrl, 'POST', '/api/api/verify-payment', { headers, body: payment }),
  );
  if (verified.orderId !== created.order.receipt) {
    throw new StepFailed('verify', { status: 200, body: verified });
  }
  const done = performance.now();
  return {
    create: afterCreate - started,
    pay: afterPay - afterCreate,
    verify: done - afterPay,
    total: done - started,
  };
}

export interface RunOutcome {
  /** Checkouts verified within the run's time, each with its timing. */
  completed: CheckoutTiming[];
  /** Checkouts that failed within the run, by the step that failed. */
  failed: Record<Step, number>;
  /** The first few failures' messages, to see what went wrong. */
  failures: string[];
  seconds: number;
}

/**
 * Every shopper checks out again and again for `seconds`. A checkout still in flight when
 * the time is up is finished (so the server is left idle) but not counted.
 */
export async function runShoppers(
  baseUrl: string,
  shoppers: readonly Shopper[],
  accounts: AccountPool,
  pieces: readonly Piece[],
  seconds: number,
): Promise<RunOutcome> {
  const outcome: RunOutcome = {
    completed: [],
    failed: { create: 0, pay: 0, verify: 0 },
    failures: [],
    seconds,
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (let checkout = 0; performance.now() < deadline; checkout += 1) {
        try {
          const timing = await checkOut(baseUrl, accounts.take(), cart(pieces, shopper.number, checkout));
          if (performance.now() <= deadline) outcome.completed.push(timing);
        } catch (error) {
          if (!(error instanceof StepFailed)) throw error;
          if (performance.now() <= deadline) outcome.failed[error.step] += 1;
          if (outcome.failures.length < 5) outcome.failures.push(error.message);
        }
      }
    }),
  );
  return outcome;
}

/** Closes the kept-alive connections, so the process can end. */
export function closeConnections(): void {
  agent.destroy();
}
