/**
 * The whole shop server as one Fastify plugin. start.ts gives it a port, then lets it finish
 * its start (plugins/starting.ts); tests build it with `buildApp`, which finishes the start
 * first, and talk to it through `app.inject`, with no port at all.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import path from 'node:path';
import type { DatabaseHandle } from './db/client.ts';
import { clusterFolder } from './db/embedded-postgres.ts';
import { IMAGES_FOLDER } from './db/data-dir.ts';
import type { UserRow } from './db/schema.ts';
import type { Config } from './env.ts';
import { DEFAULT_ACCOUNT_LIMITS, type AccountLimits } from './features/accounts/limits.ts';
import { wireAccounts } from './features/accounts/wiring.ts';
import { KEEP_DAILY, KEEP_WEEKLY } from './features/backups/retention.ts';
import { wireBackups } from './features/backups/wiring.ts';
import { wireCatalogue } from './features/catalogue/wiring.ts';
import { wireComplaints } from './features/complaints/wiring.ts';
import { wireContact } from './features/contact/wiring.ts';
import { wireCouriers } from './features/couriers/wiring.ts';
import { wireCoupons } from './features/coupons/wiring.ts';
import { wireDelivery } from './features/delivery/wiring.ts';
import { wireDiskSpace } from './features/disk-space/wiring.ts';
import { wireFiles } from './features/files/wiring.ts';
import { wireInvoices } from './features/invoices/wiring.ts';
import { wireOrders } from './features/orders/wiring.ts';
import { wirePaymentProvider, wirePayments } from './features/payments/wiring.ts';
import { wirePolicies } from './features/policies/wiring.ts';
import { wirePreviews } from './features/previews/wiring.ts';
import { ratesForPricing } from './features/pricing/metal-rates.ts';
import { wirePricing } from './features/pricing/wiring.ts';
import { wireReturns } from './features/returns/wiring.ts';
import { wireReviews } from './features/reviews/wiring.ts';
import { wireStaff } from './features/staff/wiring.ts';
import { wireWishlist } from './features/wishlist/wiring.ts';
import { whatsAppChannelOf, wireWhatsApp } from './features/whatsapp/wiring.ts';
import adminApp from './plugins/admin-app.ts';
import apiDocs from './plugins/api-docs.ts';
import benchBound from './plugins/bench-bound.ts';
import { createDiskWatch } from './plugins/disk-space.ts';
import errorHandling from './plugins/error-handling.ts';
import health, { HEALTH_URL, type HealthReadings } from './plugins/health.ts';
import { createMailer } from './plugins/mail.ts';
import preparedJson from './plugins/prepared-json.ts';
import rateLimiting from './plugins/rate-limit.ts';
import { RequestLogController, requestLogSerializers, standardOutput } from './plugins/request-log.ts';
import scheduledWork from './plugins/scheduled-work.ts';
import searchEngines from './plugins/search-engines.ts';
import security from './plugins/security.ts';
import { createPageRenderer, loadStorefrontRenderer } from './plugins/server-render.ts';
import startingGate, { createStarting, type Starting } from './plugins/starting.ts';
import webApp from './plugins/web-app.ts';
import { createFileStorage } from './storage/file-storage.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  accounts?: {
    /** Where Google's signing keys come from; tests give their own. Default: Google's. */
    googleKeys?: JWTVerifyGetKey;
    /** Tests lower limits to reach them in a few requests. */
    limits?: Partial<AccountLimits>;
  };
  /** Tests lower the wishlist's limit to reach it in a few requests. */
  wishlist?: { maxItems?: number };
  /**
   * Whether this instance does the shop's scheduled work (scheduled-work.ts). Default: yes.
   * API tests leave it off unless they test a job, so a job running on the real clock never
   * changes rows a test has dated on a clock of its own.
   */
  scheduledWork?: boolean;
}

export function imagesRoot(config: Config): string {
  return path.join(config.DATA_DIR, IMAGES_FOLDER);
}

const app: FastifyPluginAsync<AppOptions & { starting: Starting }> = async (
  fastify,
  {
    config,
    database,
    accounts: accountOptions,
    wishlist: wishlistOptions,
    scheduledWork: doesScheduledWork = true,
    starting,
  },
) => {
  const { db } = database;
  const log = fastify.log;
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.addHook('onClose', () => database.close());

  // A full disk: the embedded database's folder is watched; DATABASE_URL's disk is not the shop's to see.
  const diskWatch = createDiskWatch({
    dataDir: config.DATA_DIR,
    databaseFolder: database.kind === 'embedded' ? clusterFolder(config.DATA_DIR) : undefined,
  });
  await fastify.register(errorHandling, { diskWatch });
  await fastify.register(security, {
    googleSignIn: config.GOOGLE_CLIENT_ID !== undefined,
    razorpay: config.PAYMENT_PROVIDER === 'razorpay',
    httpsOnly: config.PUBLIC_URL?.startsWith('https://') ?? false,
  });
  await fastify.register(preparedJson);
  await fastify.register(apiDocs, { docsPage: config.NODE_ENV === 'development' });
  // Until the start is finished, only the health call answers, saying what the shop waits for.
  await fastify.register(startingGate, { starting, healthUrl: HEALTH_URL });
  await fastify.register(health, {
    database,
    starting,
    cannotWrite: diskWatch.databaseCannotWrite,
    backupsWatched: config.NIGHTLY_BACKUPS,
    // Read once the features below are built: the health call answers only once the app is ready.
    readings: () => healthReadings(),
  });
  await fastify.register(rateLimiting, { redisUrl: config.REDIS_URL });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log,
  });
  fastify.addHook('onClose', () => mailer.close());
  const storage = await createFileStorage(db, config.S3_URL);
  fastify.addHook('onClose', () => storage.close());
  log.info(
    { fileStorage: storage.kind },
    storage.kind === 's3'
      ? 'product pictures are kept in the S3_URL bucket'
      : 'product pictures are kept in the database',
  );

  // The storefront's pages rendered on the server, kept like the catalogue's answers.
  const shopConfig = { whatsappNumber: config.SHOP_WHATSAPP_NUMBER };
  const renderer = await loadStorefrontRenderer(config.WEB_DIST, log);
  const pages =
    renderer &&
    createPageRenderer(fastify, renderer, { shopConfig, keepSeconds: config.CATALOGUE_CACHE_SECONDS });
  const forgetPages = () => pages?.forget();

  // Who is signed in: customers, then the back office, whose check tells a customer's session apart.
  const accountLimits = { ...DEFAULT_ACCOUNT_LIMITS, ...accountOptions?.limits };
  const { accounts, secret } = await wireAccounts(fastify, {
    db,
    mailer,
    config,
    limits: accountLimits,
    googleKeys: accountOptions?.googleKeys,
    whatsappUpdates: whatsAppChannelOf(config) !== 'off',
    // Asked for only once the shop serves, when every feature below is wired.
    eraseCustomerData: (user) => eraseCustomerData(user),
  });
  const staff = await wireStaff(fastify, {
    db,
    mailer,
    config,
    secret,
    limits: accountLimits,
    authenticate: accounts.authenticate,
  });
  const parts = {
    db,
    mailer,
    config,
    log,
    authenticate: accounts.authenticate,
    authenticateStaff: staff.authenticate,
  };

  // The shop's features; each takes what it needs of another as plain functions. The
  // catalogue comes first: its hook holds every staff change wired after it until the shop shows it.
  const catalogue = await wireCatalogue(fastify, {
    ...parts,
    database,
    starting,
    storage,
    ratesForPricing,
    onShownChange: forgetPages,
  });
  await wirePricing(fastify, parts);
  await wirePolicies(fastify, {
    ...parts,
    database,
    backupsKept: { daily: KEEP_DAILY, weekly: KEEP_WEEKLY },
    onChange: forgetPages,
  });
  const { files, jobs: fileJobs } = await wireFiles(fastify, parts);
  const invoices = await wireInvoices(fastify, parts);
  const contact = await wireContact(fastify, parts);
  // WhatsApp messages of the events below; a proof's button decides as the order page does.
  const { whatsapp, jobs: whatsappJobs } = await wireWhatsApp(fastify, {
    ...parts,
    secret,
    storage,
    // Asked for only once the shop serves, when the orders feature below is wired.
    decideProof: (decision) => proofs.decide(decision),
  });
  const notifyWhatsApp = whatsapp.notify;
  await wireComplaints(fastify, { ...parts, notifyWhatsApp });
  await wireDelivery(fastify, { ...parts, findProduct: catalogue.findProduct });
  const { previews, jobs: previewJobs } = await wirePreviews(fastify, {
    ...parts,
    findProduct: catalogue.findProduct,
    existingUploads: files.existingUploads,
    readUpload: files.read,
    // The piece's picture as the shop serves it, demo drawing or uploaded picture alike.
    async readPicture(url) {
      if (!url.startsWith('/images/')) return undefined;
      const answer = await fastify.inject({ method: 'GET', url });
      return answer.statusCode === 200 ? answer.rawPayload : undefined;
    },
    storage,
  });
  const provider = await wirePaymentProvider(fastify, { ...parts, secret, triesWebhooks: doesScheduledWork });
  const {
    orders,
    refunds,
    proofs,
    takeStep,
    markNotDelivered,
    recordRemittance,
    jobs: orderJobs,
  } = await wireOrders(fastify, {
    ...parts,
    storage,
    readFile: files.read,
    receiptOf: invoices.receiptVoucherFile,
    refundPayment: provider.refund,
    issueRefundDocument: invoices.issueRefundDocument,
    refundDocumentFile: invoices.refundDocumentFile,
    shippingDocuments: {
      issueInvoice: invoices.issueInvoice,
      invoiceOf: invoices.invoiceFile,
      issueUndeliveredCreditNote: invoices.issueUndeliveredCreditNote,
      undeliveredCreditNoteOf: invoices.undeliveredCreditNoteFile,
    },
    notifyWhatsApp,
  });
  // A courier's parcel ships and delivers the order by the same step as staff's buttons, and its
  // remittance statements record the cash as staff's form does.
  await wireCouriers(fastify, { ...parts, secret, takeStep, markNotDelivered, recordRemittance });
  const coupons = await wireCoupons(fastify, parts);
  const { jobs: paymentJobs } = await wirePayments(fastify, {
    ...parts,
    provider,
    existingUploads: files.existingUploads,
    // After the answer's work, not in its way: the payment is committed whatever the mail does.
    onPaid: (orderId) => {
      orders.confirmSoon(orderId);
      // Right after the payment's transaction, as its mail: the event key keeps it to one message.
      void notifyWhatsApp(db, { kind: 'order_confirmed', orderId });
    },
    recordWhatsAppConsent: whatsapp.recordConsent,
    onRefundSettled: refunds.settleRefund,
    refundOrder: ({ orderId, staffId, amountPaise, reason }) =>
      refunds.requestRefund({ orderId, staffId, body: { amountPaise, reason } }),
    recordRefundMadeAtProvider: refunds.recordRefundMadeAtProvider,
    issueReceiptVoucher: invoices.issueReceiptVoucher,
    applyCoupon: coupons.apply,
    holdCouponUse: coupons.holdUse,
    countCouponUse: coupons.countUse,
  });
  await wireReturns(fastify, {
    ...parts,
    refunds: { reserve: refunds.reserveRefund, ask: refunds.askProvider },
  });
  await wireWishlist(fastify, {
    ...parts,
    findProduct: catalogue.findProduct,
    maxItems: wishlistOptions?.maxItems,
  });
  await wireReviews(fastify, {
    ...parts,
    // A review moves its piece's rating: the writer sees it on the piece as soon as they are answered.
    afterChange: () => catalogue.catchUp(),
  });
  const { backups, jobs: backupJobs } = await wireBackups(fastify, { ...parts, database });
  const { diskSpace, jobs: diskJobs } = await wireDiskSpace(fastify, { ...parts, watch: diskWatch });

  /** A customer deletes their account: what each feature keeps of them goes. */
  async function eraseCustomerData(user: UserRow) {
    // The proofs first: they are found by the orders' customer, which the orders then forget.
    await proofs.eraseCustomer(user.id);
    await whatsapp.eraseCustomer(user.id);
    await files.remove(await orders.eraseCustomer(user.id));
    await contact.eraseSender(user.email);
  }

  /** The health call's numbers, read from the features that keep them. */
  async function healthReadings(): Promise<HealthReadings> {
    const [space, lastBackups, unsent] = await Promise.all([
      diskSpace.overview(),
      backups.overview(),
      orders.unsentConfirmations(),
    ]);
    const now = Date.now();
    const secondsSince = (moment: Date | string | undefined) =>
      moment === undefined ? null : Math.max(0, Math.floor((now - new Date(moment).getTime()) / 1000));
    const delivery = mailer.delivery();
    return {
      disk: {
        freeBytes: space.freeBytes,
        totalBytes: space.totalBytes,
        level: space.databaseServerFull ? 'full' : space.level,
      },
      backup: {
        lastAgeSeconds: secondsSince(lastBackups.lastBackup?.madeAt),
        offSiteAgeSeconds: secondsSince(lastBackups.lastOffSite?.madeAt),
        offSite: lastBackups.offSite,
      },
      mail: {
        unsentConfirmations: unsent.count,
        oldestUnsentSeconds: secondsSince(unsent.oldestPaidAt),
        lastSentSecondsAgo: secondsSince(delivery.lastSentAt),
        lastFailureSecondsAgo: secondsSince(delivery.lastFailureAt),
      },
    };
  }

  if (doesScheduledWork) {
    await fastify.register(scheduledWork, {
      db,
      jobs: [
        // First: at a start, the payments a crash may have left unheard of are asked for at once.
        paymentJobs.pendingPayments,
        diskJobs.diskSpaceCheck,
        fileJobs.uploadCleanUp,
        previewJobs.previewCleanUp,
        orderJobs.confirmationRetry,
        orderJobs.orderExpiry,
        orderJobs.proofReminders,
        whatsappJobs.sending,
        ...backupJobs,
        paymentJobs.reconciliation,
      ],
    });
  }

  // What answers every other address: the back office's app, the storefront and its pages.
  if (config.BENCH_ECHO_BYTES_ROUTE) await fastify.register(benchBound);
  await fastify.register(searchEngines, { publicUrl: config.PUBLIC_URL, productIds: catalogue.productIds });
  await fastify.register(adminApp, { adminDist: config.ADMIN_DIST });
  await fastify.register(webApp, {
    webDist: config.WEB_DIST,
    imagesRoot: imagesRoot(config),
    publicUrl: config.PUBLIC_URL,
    shopConfig,
    paymentsSimulated: provider.kind === 'test',
    findProduct: catalogue.findProduct,
    findPreview: previews.head,
    pages,
  });
};

export default fp(app, { name: 'shop' });

/** Where log lines go: nowhere, standard output, or a stream a test reads. */
export type LogDestination = boolean | { write(line: string): void };

export function serverOptions(config: Config, log: LogDestination): FastifyServerOptions {
  return {
    logger:
      log === false
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: requestLogSerializers,
            stream: log === true ? standardOutput() : log,
          },
    // One line per request instead of Fastify's two (plugins/request-log.ts).
    logController: new RequestLogController(),
    // Catalogue calls carry no body; other bodies are small JSON forms. Uploads are multipart,
    // which this limit does not reach: the files feature holds them to 5 MB itself.
    bodyLimit: 1024 * 1024,
    // Slow clients must not hold a connection open for ever.
    requestTimeout: 30_000,
    return503OnClosing: true,
    // Limits per address count the shopper's address, not the proxy's, only when told to.
    trustProxy: trustedProxies(config.TRUST_PROXY),
  };
}

/**
 * Fastify takes the proxies' addresses as they are, but no longer a number of hops; this
 * trusts the peer and the next `hops - 1` entries of X-Forwarded-For from the right, so the
 * shopper is the entry the shop's own proxy wrote, whatever the shopper wrote to its left.
 */
function trustedProxies(trust: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * The shop, ready to listen, with its start still to finish (`starting.finish()`): until then
 * it answers that it is starting (start.ts listens first).
 */
export async function buildStartingApp(
  options: AppOptions & { logger?: LogDestination },
): Promise<{ app: FastifyInstance; starting: Starting }> {
  const fastify = Fastify(serverOptions(options.config, options.logger ?? false));
  const starting = createStarting(fastify.log);
  await fastify.register(fp(app), { ...options, starting });
  await fastify.ready();
  return { app: fastify, starting };
}

/** The shop with its start finished: what tests and benchmarks talk to. */
export async function buildApp(options: AppOptions & { logger?: LogDestination }): Promise<FastifyInstance> {
  const { app: fastify, starting } = await buildStartingApp(options);
  try {
    await starting.finish();
  } catch (error) {
    await fastify.close();
    throw error;
  }
  return fastify;
}
