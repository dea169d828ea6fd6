/**
 * The WhatsApp Business Platform behind one interface: Meta's Cloud API (the Graph API's
 * `POST /{phone-number-id}/messages` with the system user's token) when the WHATSAPP_*
 * settings are set, otherwise the built-in test provider, which answers as the Cloud API does,
 * keeps what it was sent in the shop's database (as Meta keeps it on its side) and then sends
 * signed status webhooks to the shop's own webhook route. Both answer through one reading of
 * the Cloud API's answer (`outcomeOf`), so the shop's retries and refusals are the same for both.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import type { WhatsAppSettings } from '../../env.ts';

/** The Graph API version the shop speaks; Meta keeps each for two years. */
export const GRAPH_API_VERSION = 'v23.0';
const GRAPH_API = 'https://graph.facebook.com';
/** How long one call may take before the worker gives it up (and tries again later). */
const CALL_MS = 15_000;

/** A Cloud API message request, as `POST /{phone-number-id}/messages` takes it. */
export type CloudMessageRequest = {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
} & (
  | {
      type: 'template';
      template: { name: string; language: { code: string }; components: CloudTemplateComponent[] };
    }
  | { type: 'text'; text: { body: string; preview_url: boolean } }
);

export type CloudTemplateComponent =
  | { type: 'header'; parameters: [{ type: 'image'; image: { link: string } }] }
  | { type: 'body'; parameters: { type: 'text'; text: string }[] }
  | {
      type: 'button';
      sub_type: 'quick_reply';
      index: string;
      parameters: [{ type: 'payload'; payload: string }];
    }
  | { type: 'button'; sub_type: 'url'; index: string; parameters: [{ type: 'text'; text: string }] };

/** What became of one call, in the shop's terms. */
export type SendOutcome =
  /** Meta took the message: its id (`wamid.…`) names it in the status webhooks. */
  | { accepted: string }
  /** Too many messages, or Meta's side failed: the same message is tried again later. */
  | { retry: string }
  /** Meta refused this message (a bad number, a template not approved): trying again changes nothing. */
  | { failed: string }
  /** Meta refused the shop's settings (an expired or revoked token): shown on the Today page. */
  | { refused: string };

const CloudErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
  }),
});

const CloudAcceptedSchema = z.object({
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});

/** Meta's codes of throttling and of passing trouble on its side: worth another try. */
const RETRY_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);
/** Meta's codes of an access token that no longer works. */
const TOKEN_CODES = new Set([190, 102, 10, 200]);

/** Meta's error in its own words with its code: what the timeline shows of a failure. */
export function metaReason(error: { message?: string; code?: number; details?: string }): string {
  const words = error.details?.trim() || error.message?.trim() || 'No reason given';
  return error.code === undefined ? words : `${words} (${error.code})`;
}

/** Reads the Cloud API's answer to a message request. */
export function outcomeOf(status: number, body: unknown): SendOutcome {
  if (status >= 200 && status < 300) {
    const accepted = CloudAcceptedSchema.safeParse(body);
    return accepted.success
      ? { accepted: accepted.data.messages[0]?.id ?? '' }
      : { retry: 'The Cloud API answered without a message id' };
  }
  const parsed = CloudErrorSchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : {};
  const reason = metaReason({ message: error.message, code: error.code, details: error.error_data?.details });
  if (status === 401 || (error.code !== undefined && TOKEN_CODES.has(error.code) && status !== 429)) {
    return { refused: reason };
  }
  if (status === 429 || status >= 500 || (error.code !== undefined && RETRY_CODES.has(error.code))) {
    return { retry: `${status}: ${reason}` };
  }
  return { failed: reason };
}

/** Meta's signature of a webhook: `sha256=` and the HMAC-SHA256 of the raw body with the app secret, hex. */
export function webhookSignature(appSecret: string, rawBody: string | Buffer): string {
  return `sha256=${crypto.createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Compares in constant time, so the answer's timing tells nothing of the right signature. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** A webhook as Meta sends it: the raw body and its headers. */
export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

export interface WhatsAppProvider {
  /** `off`: a shop taking real payments without the WHATSAPP_* settings sends nothing at all. */
  kind: 'cloud' | 'test' | 'off';
  /** Checks the webhooks' X-Hub-Signature-256. */
  appSecret: string;
  /** Answers Meta's one-time check of the webhook's address. */
  verifyToken: string;
  /** Sends one message; a fault (the network, a call that hangs) throws. */
  send(request: CloudMessageRequest): Promise<SendOutcome>;
  /** Only the test provider: what a person or a test does as Meta or as the customer. */
  test?: TestProviderControls;
}

export function createCloudProvider(settings: WhatsAppSettings): WhatsAppProvider {
  return {
    kind: 'cloud',
    appSecret: settings.appSecret,
    verifyToken: settings.verifyToken,
    async send(request) {
      const answer = await fetch(`${GRAPH_API}/${GRAPH_API_VERSION}/${settings.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(CALL_MS),
      });
      const text = await answer.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return outcomeOf(answer.status, body);
    },
  };
}

/**
 * No channel: a shop that takes real payments but has no WHATSAPP_* settings. Its secret and
 * token are random, so no webhook and no check of the address is ever taken; nothing is queued.
 */
export function createNoProvider(): WhatsAppProvider {
  return {
    kind: 'off',
    appSecret: crypto.randomBytes(32).toString('hex'),
    verifyToken: crypto.randomBytes(32).toString('hex'),
    send: async () => ({ failed: 'The WhatsApp channel is not set up: set the WHATSAPP_* settings' }),
  };
}

/* ------------------------------------------------------------------------------------------ */
/* The test provider                                                                           */
/* ------------------------------------------------------------------------------------------ */

/** The number the test provider never delivers to, so a person can see a failure on the timeline. */
export const UNDELIVERABLE_NUMBER = '919000000000';
/** Meta's error for a number it could not deliver to. */
export const UNDELIVERABLE_ERROR = {
  code: 131026,
  title: 'Message undeliverable',
  message: 'Message undeliverable',
  error_data: { details: 'Message Undeliverable.' },
};

/** What the test provider keeps in the shop's database (repository.ts). */
export interface TestProviderLedger {
  record(entry: { id: string; direction: 'in' | 'out'; phone: string; body: unknown }): Promise<void>;
}

export interface TestProviderControls {
  /** The next `times` calls answer `status` with Meta's error body, as a throttled or failing Cloud API does. */
  failNext(status: number, times: number): void;
  /** The customer writes or taps a button: a signed incoming webhook, as Meta sends it. */
  reply(message: {
    from: string;
    name?: string;
    text?: string;
    button?: { payload: string; text: string };
  }): Promise<{ id: string; status: number }>;
}

/** Meta's error bodies for the answers a test asks for. */
function errorBody(status: number): unknown {
  if (status === 429) {
    return {
      error: {
        message: '(#130429) Rate limit hit',
        type: 'OAuthException',
        code: 130429,
        error_data: { details: 'Cloud API message throughput has been reached.' },
      },
    };
  }
  if (status === 401) {
    return {
      error: {
        message: 'Error validating access token: Session has expired.',
        type: 'OAuthException',
        code: 190,
      },
    };
  }
  if (status >= 500) {
    return { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1 } };
  }
  return {
    error: {
      message: '(#100) Invalid parameter',
      type: 'OAuthException',
      code: 100,
      error_data: { details: 'The parameter to is invalid.' },
    },
  };
}

/** The order of the statuses the test provider reports after each message it takes. */
const DELIVERED_STATUSES = ['sent', 'delivered', 'read'] as const;
/** The first status follows the answer after this, and each next one this much later. */
const STATUS_STEP_MS = 150;

/**
 * The test provider: its app secret and verify token come from the shop's own secret, so its
 * webhooks verify after a restart without settings of their own.
 */
export function createTestProvider(
  shopSecret: string,
  options: {
    ledger: TestProviderLedger;
    /** Sends a webhook to the shop's own webhook route. */
    sendWebhook: (webhook: SignedWebhook) => Promise<{ status: number }>;
    onError?: (error: unknown) => void;
  },
): WhatsAppProvider {
  const derive = (purpose: string) => crypto.createHmac('sha256', shopSecret).update(purpose).digest('hex');
  const appSecret = derive('test whatsapp provider app secret').slice(0, 32);
  const verifyToken = derive('test whatsapp provider verify token').slice(0, 24);
  const failures: number[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const signed = (value: unknown): SignedWebhook => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: 'test-waba', changes: [{ field: 'messages', value }] }],
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': webhookSignature(appSecret, body),
      },
    };
  };
  const metadata = { display_phone_number: '15550000000', phone_number_id: '100000000000000' };

  function later(ms: number, work: () => Promise<unknown>) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work().catch((error: unknown) => options.onError?.(error));
    }, ms);
    // A status still to come never keeps the process running.
    timer.unref();
    timers.add(timer);
  }

  function statusesFor(id: string, to: string) {
    const statuses =
      to === UNDELIVERABLE_NUMBER
        ? [{ status: 'failed', errors: [UNDELIVERABLE_ERROR] }]
        : DELIVERED_STATUSES.map((status) => ({ status }));
    statuses.forEach((status, index) =>
      later(STATUS_STEP_MS * (index + 1), () =>
        options.sendWebhook(
          signed({
            messaging_product: 'whatsapp',
            metadata,
            statuses: [
              {
                id,
                recipient_id: to,
                timestamp: String(Math.floor(Date.now() / 1000)),
                ...status,
                ...(status.status === 'failed'
                  ? {}
                  : { pricing: { billable: true, pricing_model: 'PMP', category: 'utility' } }),
              },
            ],
          }),
        ),
      ),
    );
  }

  return {
    kind: 'test',
    appSecret,
    verifyToken,
    async send(request) {
      const failing = failures.shift();
      if (failing !== undefined) return outcomeOf(failing, errorBody(failing));
      const id = `wamid.${crypto.randomBytes(12).toString('hex')}`;
      await options.ledger.record({ id, direction: 'out', phone: request.to, body: request });
      // As Meta's, the statuses come after the answer, each in a webhook of its own.
      statusesFor(id, request.to);
      return outcomeOf(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: request.to, wa_id: request.to }],
        messages: [{ id }],
      });
    },
    test: {
      failNext(status, times) {
        for (let i = 0; i < times; i += 1) failures.push(status);
      },
      async reply({ from, name, text, button }) {
        const id = `wamid.${crypto.randomBytes(12).toString('hex')}`;
        const message = {
          from,
          id,
          timestamp: String(Math.floor(Date.now() / 1000)),
          ...(button ? { type: 'button', button } : { type: 'text', text: { body: text ?? '' } }),
        };
        await options.ledger.record({ id, direction: 'in', phone: from, body: message });
        const answer = await options.sendWebhook(
          signed({
            messaging_product: 'whatsapp',
            metadata,
            contacts: [{ profile: { name: name ?? 'Customer' }, wa_id: from }],
            messages: [message],
          }),
        );
        return { id, status: answer.status };
      },
    },
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Meta's webhook                                                                              */
/* ------------------------------------------------------------------------------------------ */

const StatusSchema = z.object({
  id: z.string(),
  status: z.string(),
  recipient_id: z.string().optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const IncomingSchema = z.object({
  from: z.string(),
  id: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ payload: z.string().optional(), text: z.string().optional() }).optional(),
  interactive: z
    .object({ button_reply: z.object({ id: z.string(), title: z.string() }).optional() })
    .optional(),
});

const WebhookSchema = z.object({
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            statuses: z.array(StatusSchema).optional(),
            messages: z.array(IncomingSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});

/** What the shop reads of a webhook: statuses of its messages, and the customers' messages. */
export interface WebhookContents {
  statuses: { id: string; status: string; failure: string | null }[];
  messages: { id: string; from: string; text: string; buttonPayload: string | null }[];
}

export function webhookContents(body: unknown): WebhookContents | undefined {
  const parsed = WebhookSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const contents: WebhookContents = { statuses: [], messages: [] };
  for (const change of parsed.data.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== 'messages') continue;
    for (const status of change.value.statuses ?? []) {
      const [error] = status.errors ?? [];
      contents.statuses.push({
        id: status.id,
        status: status.status,
        failure:
          status.status === 'failed'
            ? metaReason({
                message: error?.title ?? error?.message,
                code: error?.code,
                details: error?.error_data?.details,
              })
            : null,
      });
    }
    for (const message of change.value.messages ?? []) {
      const reply = message.interactive?.button_reply;
      contents.messages.push({
        id: message.id,
        from: message.from,
        text: message.text?.body ?? message.button?.text ?? reply?.title ?? `(${message.type})`,
        buttonPayload: message.button?.payload ?? reply?.id ?? null,
      });
    }
  }
  return contents;
}
