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
import { CATALOGUE_CHANGED } from './db/catalogue-changes.ts';
import { clusterFolder } from './db/embedded-postgres.ts';
import { IMAGES_FOLDER } from './db/data-dir.ts';
import type { Config } from './env.ts';
import { createGoogleVerifier } from './features/accounts/google-id-token.ts';
import { DEFAULT_ACCOUNT_LIMITS, type AccountLimits } from './features/accounts/limits.ts';
import accountsRoutes from './features/accounts/routes.ts';
import { createAccountsService } from './features/accounts/service.ts';
import { createSessionTokens, readOrCreateSessionSecret } from './features/accounts/session-tokens.ts';
import { backupAgeCheck, nightlyBackup } from './features/backups/nightly.ts';
import { KEEP_DAILY, KEEP_WEEKLY } from './features/backups/retention.ts';
import backupsRoutes from './features/backups/routes.ts';
import { createBackupsService } from './features/backups/service.ts';
import catalogueAdminRoutes from './features/catalogue/admin-routes.ts';
import pictureRoutes from './features/catalogue/picture-routes.ts';
import { createPicturesService } from './features/catalogue/pictures.ts';
import catalogueRoutes from './features/catalogue/routes.ts';
import { createCatalogueService } from './features/catalogue/service.ts';
import { createStaffProducts } from './features/catalogue/staff-products.ts';
import complaintsAdminRoutes from './features/complaints/admin-routes.ts';
import complaintsRoutes from './features/complaints/routes.ts';
import { createComplaintsService } from './features/complaints/service.ts';
import reviewsAdminRoutes from './features/reviews/admin-routes.ts';
import reviewsRoutes from './features/reviews/routes.ts';
import { createReviewsService } from './features/reviews/service.ts';
import contactAdminRoutes from './features/contact/admin-routes.ts';
import contactRoutes from './features/contact/routes.ts';
import { createContactService } from './features/contact/service.ts';
import deliveryAdminRoutes from './features/delivery/admin-routes.ts';
import { diskSpaceCheck } from './features/disk-space/check.ts';
import diskSpaceRoutes from './features/disk-space/routes.ts';
import { createDiskSpaceService } from './features/disk-space/service.ts';
import deliveryRoutes from './features/delivery/routes.ts';
import { createDeliveryService } from './features/delivery/service.ts';
import { uploadCleanUp } from './features/files/retention.ts';
import filesRoutes from './features/files/routes.ts';
import { createFilesService } from './features/files/service.ts';
import invoicesRoutes from './features/invoices/routes.ts';
import { createInvoicesService } from './features/invoices/service.ts';
import ordersAdminRoutes from './features/orders/admin-routes.ts';
import { confirmationRetry } from './features/orders/confirmation-retry.ts';
import { orderExpiry } from './features/orders/expiry.ts';
import { createRefunds } from './features/orders/refunds.ts';
import proofRoutes from './features/orders/proof-routes.ts';
import { createProofs, proofReminders } from './features/orders/proofs.ts';
import ordersRoutes from './features/orders/routes.ts';
import { createOrdersService } from './features/orders/service.ts';
import returnsAdminRoutes from './features/returns/admin-routes.ts';
import returnsRoutes from './features/returns/routes.ts';
import { createReturnsService } from './features/returns/service.ts';
import couponsAdminRoutes from './features/coupons/admin-routes.ts';
import { createCouponsService } from './features/coupons/service.ts';
import paymentsAdminRoutes from './features/payments/admin-routes.ts';
import { createRazorpayProvider, createTestProvider } from './features/payments/provider.ts';
import { createPendingPayments, pendingPaymentsJob } from './features/payments/pending-payments.ts';
import { createReconciliation, dailyReconciliation } from './features/payments/reconciliation.ts';
import { testProviderLedger } from './features/payments/repository.ts';
import paymentsRoutes, { sendToOwnWebhook } from './features/payments/routes.ts';
import { createPaymentsService } from './features/payments/service.ts';
import { createUnmatchedPayments } from './features/payments/unmatched.ts';
import policiesAdminRoutes from './features/policies/admin-routes.ts';
import policiesRoutes from './features/policies/routes.ts';
import { createPoliciesService, POLICIES_CHANGED } from './features/policies/service.ts';
import { previewCleanUp } from './features/previews/retention.ts';
import previewsRoutes from './features/previews/routes.ts';
import { createPreviewsService } from './features/previews/service.ts';
import pricingAdminRoutes from './features/pricing/admin-routes.ts';
import { createMetalRates, ratesForPricing } from './features/pricing/metal-rates.ts';
import staffRoutes from './features/staff/routes.ts';
import { createStaffService } from './features/staff/service.ts';
import wishlistRoutes from './features/wishlist/routes.ts';
import { createWishlistService } from './features/wishlist/service.ts';
import adminApp from './plugins/admin-app.ts';
import apiDocs from './plugins/api-docs.ts';
import benchBound from './plugins/bench-bound.ts';
import { createDiskWatch } from './plugins/disk-space.ts';
import errorHandling from './plugins/error-handling.ts';
import health, { HEALTH_URL } from './plugins/health.ts';
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
    readings: async () => {
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
          level: space.databaseServerFull ? ('full' as const) : space.level,
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
    },
  });
  await fastify.register(rateLimiting, { redisUrl: config.REDIS_URL });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log: fastify.log,
  });
  fastify.addHook('onClose', () => mailer.close());

  // The storefront's pages rendered on the server, kept like the catalogue's answers.
  const shopConfig = { whatsappNumber: config.SHOP_WHATSAPP_NUMBER };
  const renderer = await loadStorefrontRenderer(config.WEB_DIST, fastify.log);
  const pages =
    renderer &&
    createPageRenderer(fastify, renderer, { shopConfig, keepSeconds: config.CATALOGUE_CACHE_SECONDS });

  const catalogue = createCatalogueService(database.db, {
    cacheSeconds: config.CATALOGUE_CACHE_SECONDS,
    log: fastify.log,
    onShownChange: () => pages?.forget(),
  });
  fastify.addHook('onClose', () => catalogue.close());
  // A change to the catalogue, made through any instance or with plain SQL, is announced by
  // the database to every instance, and each reads it into its index and forgets its cached
  // answers and pages. Listening starts first, so a change made while the index is read is read next.
  await database.listen(CATALOGUE_CHANGED, () => void catalogue.followChange());
  // Read once the shop listens: a large catalogue on a busy machine takes longer than Fastify
  // gives a plugin, and meanwhile the shop answers that it is starting.
  starting.later('reading the catalogue', (say) =>
    catalogue.load((pieces) => say(`reading the catalogue of ${pieces.toLocaleString('en-IN')} pieces`)),
  );
  // Staff see what they changed (a piece, its stock, the day's rates) in the shop as soon as
  // their answer arrives: the instance that made the change reads it before answering.
  // Every answer passes here: a shopper's GET goes straight on, with no promise to wait for.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const staffChange =
      request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/admin/');
    if (!staffChange || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    void catalogue.catchUp().then(() => done(null, payload));
  });
  await fastify.register(catalogueRoutes, { catalogue, searchesPerMinute: config.SEARCHES_PER_MINUTE });

  const storage = await createFileStorage(database.db, config.S3_URL);
  fastify.addHook('onClose', () => storage.close());
  fastify.log.info(
    { fileStorage: storage.kind },
    storage.kind === 's3'
      ? 'product pictures are kept in the S3_URL bucket'
      : 'product pictures are kept in the database',
  );

  const files = createFilesService(database.db);
  const invoices = createInvoicesService(database.db, {
    seller: {
      legalName: config.SHOP_LEGAL_NAME,
      gstin: config.SHOP_GSTIN,
      stateCode: config.SHOP_STATE.code,
      address: config.SHOP_ADDRESS,
    },
  });
  // Before any call: the documents issued before they kept what they state are frozen as they read.
  const frozen = await invoices.freezeEarlierDocuments();
  if (frozen > 0)
    fastify.log.info({ frozen }, 'earlier tax invoices and credit notes are frozen as they read');
  // The policy pages: a policy with no version yet gets the text written from the shop's
  // settings, once across instances; after that only the owner changes a text.
  const policies = createPoliciesService(database.db, {
    seller: {
      legalName: config.SHOP_LEGAL_NAME,
      address: config.SHOP_ADDRESS,
      gstin: config.SHOP_GSTIN,
      state: config.SHOP_STATE.name,
      customerCare: { phone: config.SHOP_PHONE, email: config.SHOP_EMAIL },
      grievanceOfficer: {
        name: config.GRIEVANCE_OFFICER_NAME,
        designation: config.GRIEVANCE_OFFICER_DESIGNATION,
        email: config.GRIEVANCE_OFFICER_EMAIL,
        phone: config.GRIEVANCE_OFFICER_PHONE,
      },
      backups: { daily: KEEP_DAILY, weekly: KEEP_WEEKLY },
      publicUrl: config.PUBLIC_URL,
    },
    onChange: () => pages?.forget(),
  });
  const written = await policies.writeFirstVersions();
  if (written.length > 0)
    fastify.log.info(
      { policies: written },
      'policies written from the shop’s settings as their first versions',
    );
  // A version saved through another instance: the pages kept here show the old text.
  await database.listen(POLICIES_CHANGED, () => pages?.forget());
  await fastify.register(policiesRoutes, { policies });
  const contact = createContactService(database.db, { mailer, shopEmail: config.SHOP_EMAIL });
  const complaints = createComplaintsService(database.db, {
    mailer,
    shopEmail: config.SHOP_EMAIL,
    // The rules name the grievance officer as the one a complainant writes to.
    grievance: {
      name: `${config.GRIEVANCE_OFFICER_NAME} (${config.GRIEVANCE_OFFICER_DESIGNATION})`,
      email: config.GRIEVANCE_OFFICER_EMAIL,
      phone: config.GRIEVANCE_OFFICER_PHONE,
    },
  });
  const orders = createOrdersService(database.db, {
    mailer,
    shopEmail: config.SHOP_EMAIL,
    readFile: files.read,
    log: fastify.log,
    receiptOf: invoices.receiptVoucherFile,
  });
  const proofs = createProofs({
    db: database.db,
    mailer,
    storage,
    publicUrl: config.PUBLIC_URL,
    shopEmail: config.SHOP_EMAIL,
  });

  const accountLimits = { ...DEFAULT_ACCOUNT_LIMITS, ...accountOptions?.limits };
  const secret = await readOrCreateSessionSecret(config.JWT_SECRET, config.DATA_DIR);
  const accounts = createAccountsService(database.db, {
    sessions: createSessionTokens(secret),
    secret,
    mailer,
    google: config.GOOGLE_CLIENT_ID
      ? {
          clientId: config.GOOGLE_CLIENT_ID,
          verify: createGoogleVerifier(config.GOOGLE_CLIENT_ID, accountOptions?.googleKeys),
        }
      : undefined,
    async eraseCustomerData(user) {
      // The proofs first: they are found by the orders' customer, which the orders then forget.
      await proofs.eraseCustomer(user.id);
      await files.remove(await orders.eraseCustomer(user.id));
      await contact.eraseSender(user.email);
    },
  });
  await fastify.register(accountsRoutes, {
    accounts,
    limits: accountLimits,
    publicUrl: config.PUBLIC_URL,
  });
  await fastify.register(filesRoutes, { files });
  await fastify.register(contactRoutes, { contact });
  const delivery = createDeliveryService(database.db, { findProduct: catalogue.findProduct });
  await fastify.register(deliveryRoutes, { delivery });
  const previews = createPreviewsService(database.db, {
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
  await fastify.register(previewsRoutes, { previews, publicUrl: config.PUBLIC_URL });
  const provider =
    config.PAYMENT_PROVIDER === 'razorpay' && config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
      ? await createRazorpayProvider({
          keyId: config.RAZORPAY_KEY_ID,
          keySecret: config.RAZORPAY_KEY_SECRET,
          webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
        })
      : createTestProvider(secret, {
          sendWebhook: (webhook) => sendToOwnWebhook(fastify, webhook),
          ledger: testProviderLedger(database.db),
          log: fastify.log,
        });
  // The test provider tries again the webhooks the shop did not answer, as Razorpay does on
  // its side, also those a shop that died left unanswered; closing never waits long for it.
  const webhookTries = doesScheduledWork ? provider.webhookTries : undefined;
  if (webhookTries) {
    fastify.addHook('onReady', async () => webhookTries.start());
    fastify.addHook('onClose', () => webhookTries.stop());
  }
  if (provider.kind === 'razorpay') {
    fastify.log.info({ paymentProvider: 'razorpay' }, 'payments are taken by Razorpay');
  } else {
    fastify.log.warn(
      { paymentProvider: 'test' },
      'payments are taken by the built-in test provider: orders are marked paid and nothing is charged. ' +
        'Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real payments.',
    );
  }
  const refunds = createRefunds({
    db: database.db,
    mailer,
    refundPayment: provider.refund,
    log: fastify.log,
    issueRefundDocument: invoices.issueRefundDocument,
    refundDocumentFile: invoices.refundDocumentFile,
  });
  const unmatchedPayments = createUnmatchedPayments({
    db: database.db,
    provider,
    log: fastify.log,
    refundOrder: ({ orderId, staffId, amountPaise, reason }) =>
      refunds.requestRefund({ orderId, staffId, body: { amountPaise, reason } }),
    recordRefundMadeAtProvider: refunds.recordRefundMadeAtProvider,
  });
  const coupons = createCouponsService(database.db, { log: fastify.log });
  const payments = createPaymentsService(database.db, {
    provider,
    log: fastify.log,
    existingUploads: files.existingUploads,
    // After the answer's work, not in its way: the payment is committed whatever the mail does.
    onPaid: orders.confirmSoon,
    onRefundSettled: refunds.settleRefund,
    onOtherRefund: unmatchedPayments.settleOtherRefund,
    issueReceiptVoucher: invoices.issueReceiptVoucher,
    applyCoupon: coupons.apply,
    holdCouponUse: coupons.holdUse,
    countCouponUse: coupons.countUse,
  });
  const reconciliation = createReconciliation({
    db: database.db,
    provider,
    unmatched: unmatchedPayments,
    settleCapturedPayment: payments.settleCapturedPayment,
    mailer,
    shopEmail: config.SHOP_EMAIL,
  });
  await fastify.register(paymentsRoutes, { payments, authenticate: accounts.authenticate });
  await fastify.register(ordersRoutes, { orders, authenticate: accounts.authenticate, refunds });
  await fastify.register(complaintsRoutes, { complaints, authenticate: accounts.authenticate });
  // A customer's saved pieces go with their account: the rows follow the account's row.
  await fastify.register(wishlistRoutes, {
    wishlist: createWishlistService(database.db, {
      findProduct: catalogue.findProduct,
      maxItems: wishlistOptions?.maxItems,
    }),
    authenticate: accounts.authenticate,
  });
  const reviews = createReviewsService(database.db, {
    mailer,
    shopEmail: config.SHOP_EMAIL,
    // A review moves its piece's rating: the writer sees it on the piece as soon as they are answered.
    afterChange: () => catalogue.catchUp(),
  });
  await fastify.register(reviewsRoutes, { reviews, authenticate: accounts.authenticate });

  const staff = createStaffService(database.db, {
    secret,
    isCustomerSession: (authorization) =>
      accounts.authenticate(authorization).then(
        () => true,
        () => false,
      ),
  });
  await fastify.register(staffRoutes, {
    staff,
    db: database.db,
    limits: accountLimits,
    mailer,
    publicUrl: config.PUBLIC_URL,
  });
  await fastify.register(ordersAdminRoutes, {
    db: database.db,
    mailer,
    authenticateStaff: staff.authenticate,
    refunds,
    shippingDocuments: { issueInvoice: invoices.issueInvoice, invoiceOf: invoices.invoiceFile },
  });
  const returns = createReturnsService({
    db: database.db,
    mailer,
    refunds: { reserve: refunds.reserveRefund, ask: refunds.askProvider },
  });
  await fastify.register(returnsRoutes, { returns, authenticate: accounts.authenticate });
  await fastify.register(returnsAdminRoutes, { returns, authenticateStaff: staff.authenticate });
  await fastify.register(proofRoutes, {
    proofs,
    authenticate: accounts.authenticate,
    authenticateStaff: staff.authenticate,
    publicUrl: config.PUBLIC_URL,
  });
  await fastify.register(paymentsAdminRoutes, {
    unmatched: unmatchedPayments,
    reconciliation,
    authenticateStaff: staff.authenticate,
  });
  await fastify.register(invoicesRoutes, {
    invoices,
    authenticate: accounts.authenticate,
    authenticateStaff: staff.authenticate,
  });
  await fastify.register(pictureRoutes, {
    pictures: createPicturesService(database.db, { storage }),
    authenticateStaff: staff.authenticate,
  });
  await fastify.register(catalogueAdminRoutes, {
    staffProducts: createStaffProducts(database.db, { ratesForPricing }),
    authenticateStaff: staff.authenticate,
  });
  await fastify.register(couponsAdminRoutes, { coupons, authenticateStaff: staff.authenticate });
  await fastify.register(pricingAdminRoutes, {
    metalRates: createMetalRates(database.db),
    authenticateStaff: staff.authenticate,
  });
  await fastify.register(contactAdminRoutes, {
    db: database.db,
    mailer,
    shopEmail: config.SHOP_EMAIL,
    authenticateStaff: staff.authenticate,
  });
  await fastify.register(complaintsAdminRoutes, { complaints, authenticateStaff: staff.authenticate });
  await fastify.register(reviewsAdminRoutes, { reviews, authenticateStaff: staff.authenticate });
  const backups = createBackupsService(database.db, {
    databaseUrl: database.url,
    dataDir: config.DATA_DIR,
    bucket: config.BACKUP_S3_URL,
    recipient: config.BACKUP_RECIPIENT,
    warn: { mailer, shopEmail: config.SHOP_EMAIL, log: fastify.log },
  });
  if (backups.offSite === 'no-key') {
    fastify.log.warn(
      'backups are not copied to the bucket: BACKUP_RECIPIENT is not set, and nothing leaves the machine unencrypted',
    );
  }
  await fastify.register(backupsRoutes, { backups, authenticateStaff: staff.authenticate });
  const diskSpace = createDiskSpaceService({
    db: database.db,
    dataDir: config.DATA_DIR,
    watch: diskWatch,
    mailer,
    shopEmail: config.SHOP_EMAIL,
    log: fastify.log,
  });
  await fastify.register(diskSpaceRoutes, { diskSpace, authenticateStaff: staff.authenticate });
  await fastify.register(policiesAdminRoutes, { policies, authenticateStaff: staff.authenticate });
  await fastify.register(deliveryAdminRoutes, { delivery, authenticateStaff: staff.authenticate });
  if (doesScheduledWork) {
    await fastify.register(scheduledWork, {
      db: database.db,
      jobs: [
        // First: at a start, the payments a crash may have left unheard of are asked for at once.
        pendingPaymentsJob(
          createPendingPayments({
            db: database.db,
            provider,
            settleCapturedPayment: payments.settleCapturedPayment,
            log: fastify.log,
          }),
          fastify.log,
        ),
        diskSpaceCheck(diskSpace),
        uploadCleanUp(files),
        previewCleanUp(previews),
        confirmationRetry(orders),
        orderExpiry(orders),
        proofReminders(proofs),
        ...(config.NIGHTLY_BACKUPS ? [nightlyBackup(backups), backupAgeCheck(backups)] : []),
        dailyReconciliation(reconciliation),
      ],
    });
  }
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
