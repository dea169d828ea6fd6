import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { whatsappMessages } from '../../db/schema.ts';
import type { Config } from '../../env.ts';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import type { ScheduledJob } from '../../plugins/scheduled-work.ts';
import type { NotifyWhatsApp } from '../../plugins/whatsapp-events.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { createOutbox, queueEvent } from './outbox.ts';
import { createProofPictures } from './proof-pictures.ts';
import {
  createCloudProvider,
  createNoProvider,
  createTestProvider,
  type WhatsAppProvider,
} from './provider.ts';
import { testProviderLedger } from './repository.ts';
import whatsappRoutes, { sendToOwnWebhook } from './routes.ts';
import { createWhatsAppService, type DecideProof } from './service.ts';
import testWhatsAppRoutes from './test-routes.ts';

/** How often the outbox is looked at for due messages (retries, and those a restart inherited). */
const SEND_EVERY_MS = 5_000;

/**
 * Which provider sends the shop's WhatsApp messages: the Cloud API when its settings are set;
 * else, on a demo shop taking test payments, the test provider; else none. A shop that takes
 * real money is no demo: its customers' replies must never be made up by anyone through the
 * test provider's open routes, and no message is recorded as sent.
 */
export function whatsAppChannelOf(
  config: Pick<Config, 'WHATSAPP' | 'PAYMENT_PROVIDER'>,
): 'cloud' | 'test' | 'off' {
  if (config.WHATSAPP) return 'cloud';
  return config.PAYMENT_PROVIDER === 'test' ? 'test' : 'off';
}

/**
 * The WhatsApp channel: the Cloud API when the WHATSAPP_* settings are set, else the test
 * provider and its chat page; the consent calls, Meta's webhook, the back office's calls,
 * and what app.ts hands the features whose events send messages (`notify`, and the consent
 * the checkout records in the order's transaction).
 */
export async function wireWhatsApp(
  fastify: FastifyInstance,
  {
    db,
    config,
    log,
    authenticate,
    authenticateStaff,
    secret,
    storage,
    decideProof,
  }: ShopParts & {
    secret: string;
    storage: FileStorage;
    /** The orders feature's decision on a proof, exactly as the order page makes it. */
    decideProof: DecideProof;
  },
) {
  const origin = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const ledger = testProviderLedger(db);
  let provider: WhatsAppProvider;
  if (config.WHATSAPP) {
    provider = createCloudProvider(config.WHATSAPP);
    log.info({ whatsApp: 'cloud' }, 'WhatsApp messages are sent by the Cloud API');
  } else if (whatsAppChannelOf(config) === 'off') {
    provider = createNoProvider();
    log.warn(
      { whatsApp: 'off' },
      'WhatsApp updates are off: set WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN to send them.',
    );
  } else {
    provider = createTestProvider(secret, {
      ledger,
      sendWebhook: (webhook) => sendToOwnWebhook(fastify, webhook),
      onError: (error) => log.error({ err: error }, 'the test WhatsApp provider’s webhook failed'),
    });
    log.warn(
      { whatsApp: 'test' },
      'WhatsApp messages go to the built-in test provider: nothing reaches a phone. Set the WHATSAPP_* settings to send them.',
    );
  }
  const pictures = createProofPictures({ db, storage, secret, origin });
  const outbox = createOutbox({
    db,
    provider,
    log,
    links: { origin, proofPicture: pictures.link },
  });
  const service = createWhatsAppService({ db, provider, outbox, decideProof, log, origin });
  await fastify.register(whatsappRoutes, { service, pictures, authenticate, authenticateStaff });
  if (provider.test) {
    await fastify.register(testWhatsAppRoutes, {
      controls: provider.test,
      ledger,
      async sentText(providerIds) {
        if (providerIds.length === 0) return new Map();
        const rows = await db
          .select({ id: whatsappMessages.providerMessageId, text: whatsappMessages.text })
          .from(whatsappMessages)
          .where(inArray(whatsappMessages.providerMessageId, providerIds));
        return new Map(rows.flatMap((row) => (row.id ? [[row.id, row.text] as const] : [])));
      },
    });
  }
  // Closing waits for a sending under way, so the database is not closed beneath it.
  let closing = false;
  fastify.addHook('onClose', async () => {
    closing = true;
    await outbox.settled();
  });

  /** Queues the event's message (never throwing) and sends it soon after its transaction. */
  const notify: NotifyWhatsApp = async (eventDb, event) => {
    if (provider.kind === 'off') return;
    try {
      // A savepoint: a message that cannot be queued leaves the event's transaction whole.
      const queued = await eventDb.transaction((savepoint) => queueEvent(savepoint, event));
      if (!queued) return;
    } catch (error) {
      log.error({ err: error, event }, 'a WhatsApp message could not be queued');
      return;
    }
    // The event's transaction commits a moment after this; a send that comes before it finds
    // nothing yet and the next look (or this one's second try) sends it.
    for (const ms of [200, 1_500]) {
      setTimeout(() => {
        if (!closing) void outbox.sendSoon();
      }, ms).unref();
    }
  };

  const sending: ScheduledJob = {
    name: 'whatsapp-outbox',
    everyMs: SEND_EVERY_MS,
    atStart: true,
    run: () => outbox.sendDue(),
    done: 'WhatsApp messages handled',
  };

  return {
    whatsapp: {
      notify,
      recordConsent: service.recordConsent,
      eraseCustomer: service.eraseCustomer,
      provider,
    },
    jobs: { sending },
  };
}
