/**
 * The test provider's webhooks, sent as Razorpay sends its own: a moment after the call that
 * took the payment or made the refund, and then, for as long as the shop does not answer 2xx
 * (an error, a shop that died before it answered), again with exponential backoff for 24
 * hours after the event. Every try carries the same body, signature and event id as the first.
 *
 * What the provider still owes the shop lives in the ledger's rows (test_provider_records), as
 * Razorpay's retries live on Razorpay's side: each try is claimed in the database, moving the
 * next one out first, so a try the shop never answered because it was killed is made again by
 * the next start, in its turn, and two instances never make the same try.
 */
import type { FastifyBaseLogger } from 'fastify';
import { webhookSignature, type SignedWebhook } from './webhook-event.ts';

/** The first retry, 5 s after the first try; each retry waits twice as long as the one before. */
export const FIRST_RETRY_MS = 5_000;
/** Razorpay retries for 24 hours after the event, then gives up (and turns the webhook off). */
export const RETRIES_FOR_MS = 24 * 60 * 60 * 1000;
/** How often the shop looks for tries that are due; the shortest wait is FIRST_RETRY_MS. */
const LOOK_EVERY_MS = 2_000;
const TRIES_PER_LOOK = 20;
/** Stopping waits this long at most for a try under way: a retry never holds up a shutdown. */
const STOP_WAIT_MS = 2_000;

export interface WebhookSchedule {
  firstRetryMs: number;
  retriesForMs: number;
}

export const RAZORPAY_LIKE_SCHEDULE: WebhookSchedule = {
  firstRetryMs: FIRST_RETRY_MS,
  retriesForMs: RETRIES_FOR_MS,
};

/** What the ledger keeps of the webhooks the provider owes (the payments feature's repository). */
export interface TestWebhookLedger {
  /**
   * Claims the due try of a record's webhook: answers its body and which try it is, having
   * moved its next try out by the schedule (or ended the tries when the next would fall past
   * the schedule's end); undefined when no try is due.
   */
  claimWebhookTry(
    id: string,
    schedule: WebhookSchedule,
  ): Promise<{ body: string; tryNumber: number; nextTryAt: Date | null } | undefined>;
  /** The records whose webhook's next try is due, oldest first. */
  dueWebhooks(limit: number): Promise<string[]>;
  /** The shop answered the webhook 2xx: no more tries. */
  webhookDelivered(id: string): Promise<void>;
}

/** The waits between tries, as the schedule makes them: 5 s, 10 s, 20 s… until 24 hours have passed. */
export function retryWaitsMs(schedule: WebhookSchedule = RAZORPAY_LIKE_SCHEDULE): number[] {
  const waits: number[] = [];
  for (let total = 0, wait = schedule.firstRetryMs; total + wait <= schedule.retriesForMs; wait *= 2) {
    waits.push(wait);
    total += wait;
  }
  return waits;
}

export interface TestWebhooks {
  /** Makes the first try of a record's webhook after the current call's answer, as Razorpay does. */
  sendSoon(id: string): void;
  /** Starts looking for the retries that are due (those a restart of the shop inherited too). */
  start(): void;
  /** Stops; waits a moment at most for a try under way. */
  stop(): Promise<void>;
}

export function createTestWebhooks(options: {
  ledger: TestWebhookLedger;
  webhookSecret: string;
  /** Sends the webhook to the shop's webhook route and answers its status. */
  send: (webhook: SignedWebhook) => Promise<{ status: number; body: string }>;
  log: FastifyBaseLogger | undefined;
  schedule?: WebhookSchedule;
}): TestWebhooks {
  const { ledger, webhookSecret, send, log } = options;
  const schedule = options.schedule ?? RAZORPAY_LIKE_SCHEDULE;
  const underWay = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function tryOnce(id: string): Promise<void> {
    const claimed = await ledger.claimWebhookTry(id, schedule);
    if (!claimed) return;
    const event = `evt_${id}`;
    const webhook: SignedWebhook = {
      body: claimed.body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(webhookSecret, claimed.body),
        'x-razorpay-event-id': event,
      },
    };
    const context = { event, try: claimed.tryNumber, nextTryAt: claimed.nextTryAt?.toISOString() ?? null };
    let answer: { status: number; body: string };
    try {
      answer = await send(webhook);
    } catch (error) {
      log?.error({ err: error, ...context }, 'the test provider’s webhook failed');
      return;
    }
    if (answer.status >= 200 && answer.status < 300) {
      await ledger.webhookDelivered(id);
      return;
    }
    log?.error(
      { status: answer.status, body: answer.body, ...context },
      claimed.nextTryAt
        ? 'the test provider’s webhook was refused; it tries again later'
        : 'the test provider’s webhook was refused for 24 hours; it gives up',
    );
  }

  function track(id: string): void {
    if (stopped || underWay.has(id)) return;
    const attempt = tryOnce(id)
      .catch((error: unknown) =>
        log?.error({ err: error, event: `evt_${id}` }, 'the test provider’s webhook failed'),
      )
      .finally(() => underWay.delete(id));
    underWay.set(id, attempt);
  }

  async function look(): Promise<void> {
    try {
      for (const id of await ledger.dueWebhooks(TRIES_PER_LOOK)) track(id);
    } catch (error) {
      log?.error({ err: error }, 'the test provider could not read the webhooks it owes');
    }
  }

  return {
    sendSoon(id) {
      setImmediate(() => track(id));
    },
    start() {
      if (timer || stopped) return;
      void look();
      // A timer alone never keeps the process running.
      timer = setInterval(() => void look(), LOOK_EVERY_MS).unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      // A try cut short is made again in its turn: its next try was claimed before it was sent.
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(underWay.values()),
        new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS))),
      ]);
      clearTimeout(waited);
    },
  };
}
