import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AuthProvider } from '@shop/shared/accounts';
import { POLICY_IDS, type PolicyId } from '@shop/shared/policy-pages';
import type { DocumentContent, DocumentKind, DocumentSeller, NoteContent } from '@shop/shared/gst';
import type { StoredPreviewPersonalisation } from '@shop/shared/previews';
import type { MakingChargeKind, PriceBreakup, PricingKind, Purity } from '@shop/shared/pricing';
import type { CustomizationType, ItemType, Material, PeopleCategory } from '@shop/shared/catalogue';
import type { CustomerDetails, OrderStatus } from '@shop/shared/checkout-api';
import type { ComplaintStatus, ComplaintStepKind, ComplaintTopic } from '@shop/shared/complaints';
import type { Customization } from '@shop/shared/personalisation-schema';
import type { ReconciliationFinding, UnmatchedPaymentReason } from '@shop/shared/payment-reconciliation';
import type { RefundStatus } from '@shop/shared/refunds';
import type { ReturnRefund } from '@shop/shared/return-refunds';
import type { ReturnStatus } from '@shop/shared/returns';
import type { UploadMimeType } from '@shop/shared/files';
import type { Shipment } from '@shop/shared/order-lifecycle';
import type { Gift } from '@shop/shared/gift-texts';
import type { ProofDecision, ProofMimeType } from '@shop/shared/proofs';
import type { StaffRole } from '@shop/shared/staff';
import type { CouponKind } from '@shop/shared/coupons';

/** Other words shoppers type for whom a piece is for, so "ladies ring" finds women's rings. */
const PEOPLE_SYNONYMS_SQL = sql.raw(
  `CASE people_category WHEN 'women' THEN 'female ladies womens' WHEN 'men' THEN 'male gents mens' ` +
    `WHEN 'kids' THEN 'children child baby' ELSE 'couple pair' END`,
);

/**
 * One row per piece in the catalogue (the API's product, see product-json.ts). Money is in
 * paise. `searchDocument` is what search matches against: name, categories, metal and
 * description in lower case, kept by PostgreSQL itself so it can never drift from the row.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    peopleCategory: text('people_category').$type<PeopleCategory>().notNull(),
    itemType: text('item_type').$type<ItemType>().notNull(),
    productCategory: text('product_category').notNull(),
    material: text('material').$type<Material>().notNull(),
    gram: doublePrecision('gram').notNull(),
    /** Its metal's fineness, which the product page states and a rate-priced piece is priced by. */
    purity: text('purity').$type<Purity>().notNull(),
    /**
     * Where the piece was made, which its page states (Consumer Protection (E-Commerce) Rules,
     * 2020); product-page.ts DEFAULT_COUNTRY_OF_ORIGIN unless staff name another.
     */
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    /**
     * 'fixed': `pricePaise` is typed in by staff. 'rate': it follows the day's metal rate and is
     * written again, in the same transaction, whenever the rate or the piece changes
     * (features/pricing), so listings, search and price sorts read one column either way.
     */
    pricing: text('pricing').$type<PricingKind>().notNull().default('fixed'),
    netWeightMg: integer('net_weight_mg'),
    makingKind: text('making_kind').$type<MakingChargeKind>(),
    /** Paise per gram, or basis points of the metal value, as `makingKind` says. */
    makingValue: integer('making_value'),
    stonesPaise: integer('stones_paise').notNull().default(0),
    hallmarkingPaise: integer('hallmarking_paise').notNull().default(0),
    /** GST included, in whole rupees for a rate-priced piece. */
    pricePaise: integer('price_paise').notNull(),
    /**
     * How a rate-priced piece's `pricePaise` is made up at the current rate, written with it in
     * the same statement; null for a piece at a fixed price, whose breakup follows from its price.
     */
    priceBreakup: jsonb('price_breakup').$type<PriceBreakup>(),
    originalPricePaise: integer('original_price_paise'),
    isNew: boolean('is_new').notNull().default(false),
    /** Whether a piece can be ordered: it has at least one piece in stock. */
    inStock: boolean('in_stock')
      .notNull()
      .generatedAlwaysAs(sql`stock > 0`),
    /** How many pieces the shop holds; a paid order takes its pieces in its own transaction. */
    stock: integer('stock').notNull().default(0),
    /** When staff took the piece out of the collection: gone from the storefront, kept by its orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * The mean stars of the piece's published reviews (`product_reviews`, not hidden), to one
     * decimal, and how many there are: kept by the trigger on `product_reviews` alone
     * (drizzle/0036_product_reviews.sql), so cards, listings, the "featured" order and the
     * index read them with the row and no figure stands without reviews one can read.
     * Nothing else writes them: not the back office, the CSV, the demo nor the seed.
     */
    rating: real('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    customizationTypes: text('customization_types')
      .array()
      .$type<CustomizationType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The owner's choice among `images` of the picture cards show; null: the rule of cardImageOf. */
    cardImage: text('card_image'),
    /** The plain piece among `images` the engraving preview writes on; null: none. */
    engravingTemplateImage: text('engraving_template_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchDocument: text('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || product_category || ' ' || item_type || ' ' || people_category || ' ' || ${PEOPLE_SYNONYMS_SQL} || ' ' || material || ' ' || description)`,
      ),
  },
  (table) => [
    check('products_price_positive', sql`${table.pricePaise} > 0`),
    check(
      'products_original_price_above_price',
      sql`${table.originalPricePaise} IS NULL OR ${table.originalPricePaise} >= ${table.pricePaise}`,
    ),
    check('products_gram_positive', sql`${table.gram} > 0`),
    check('products_rating_range', sql`${table.rating} BETWEEN 0 AND 5`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_purity_of_its_material', sql`${table.purity} LIKE lower(${table.material}) || '-%'`),
    check('products_pricing_known', sql`${table.pricing} IN ('fixed', 'rate')`),
    // A rate-priced piece has everything its price is made from, and no struck-through price:
    // the rate moves its price both ways.
    check(
      'products_rate_pricing_complete',
      sql`${table.pricing} = 'fixed' OR (${table.netWeightMg} > 0 AND ${table.makingKind} IN ('per_gram', 'percent') AND ${table.makingValue} >= 0 AND ${table.originalPricePaise} IS NULL)`,
    ),
    check('products_charges_not_negative', sql`${table.stonesPaise} >= 0 AND ${table.hallmarkingPaise} >= 0`),
    // Listings filter by who and what, then by price: one index serves the type listings
    // (women + ring), the category listings (women) and their price ranges.
    index('products_people_item_price_idx').on(table.peopleCategory, table.itemType, table.pricePaise),
    index('products_people_price_idx').on(table.peopleCategory, table.pricePaise),
    index('products_price_idx').on(table.pricePaise),
    index('products_created_at_idx').on(table.createdAt),
    // "Featured" order: the first page of the whole catalogue is read from the index alone.
    index('products_featured_idx').on(
      table.rating.desc().nullsFirst(),
      table.reviews.desc().nullsFirst(),
      table.id,
    ),
    // Search matches word beginnings in the document through this full-text index; ranking
    // by trigram similarity (pg_trgm) is computed on the matches only.
    index('products_search_words_idx').using('gin', sql`to_tsvector('simple', ${table.searchDocument})`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/**
 * A shopper's account (what `GET /user/profile` answers of it). The e-mail is kept in lower
 * case, so one address is one account whatever case it is typed in. A Google account has no
 * password hash. `tokenVersion` is written into every session token: raising it (a password
 * reset) ends every session signed before.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    email: text('email').notNull().unique('users_email_unique'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country'),
    profilePicture: text('profile_picture'),
    authProvider: text('auth_provider').$type<AuthProvider>().notNull().default('manual'),
    googleId: text('google_id').unique('users_google_id_unique'),
    passwordHash: text('password_hash'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    status: text('status').$type<'active'>().notNull().default('active'),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_auth_provider_known', sql`${table.authProvider} IN ('manual', 'google')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * The one open password-reset code of an account: a new request replaces it, a right answer
 * or the last wrong try removes it. Only a keyed hash of the code is kept.
 */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;

/**
 * Sessions ended before their token expired (a shopper signing out): a token carries its
 * session's id, and one named here no longer signs anyone in. A row is needed only until the
 * token would have expired anyway (`endsAt`); older rows are removed.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ended_sessions_ends_at_idx').on(table.endsAt)],
);

/** Raw bytes: node-postgres hands them back as a Buffer, other drivers as a Uint8Array; one shape here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A shopper's upload for a personalisation (a fingerprint, a picture, a PDF), kept in the
 * database so every instance of the shop serves it. Only content the server has checked is
 * stored: pictures re-encoded without their metadata, PDFs as sent. `placedAt` is set when an
 * order takes the file; uploads no order took are removed after the retention period.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').$type<UploadMimeType>().notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'uploads_content_type_known',
      sql`${table.contentType} IN ('image/jpeg', 'image/png', 'image/gif', 'application/pdf')`,
    ),
    check(
      'uploads_byte_size_matches',
      sql`${table.byteSize} > 0 AND ${table.byteSize} = octet_length(${table.bytes})`,
    ),
    // The retention clean-up looks only at uploads no order took, oldest first.
    index('uploads_unplaced_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.placedAt} IS NULL`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;

/**
 * An order, written before the shopper pays (status 'pending') with the prices the server
 * worked out, so a payment can never arrive for an order the shop does not know. It becomes
 * 'paid' once, when a verified payment or webhook names its provider order, and never goes
 * back to unpaid; staff then take it through the steps of order-lifecycle.ts. Left unpaid for
 * a day it becomes 'expired'. One payment pays one order: `payment_id`
 * is unique. `uploadIds` are the uploads its personalisations name: a pending order keeps
 * them from the retention clean-up, a paid one keeps them for good.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    customer: jsonb('customer').$type<CustomerDetails>().notNull(),
    uploadIds: uuid('upload_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    providerOrderId: text('provider_order_id').unique('orders_provider_order_id_unique'),
    paymentId: text('payment_id').unique('orders_payment_id_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the confirmation went out; a paid order without it is mailed again (features/orders/confirmation-retry.ts). */
    confirmationMailedAt: timestamp('confirmation_mailed_at', { withTimezone: true }),
    /**
     * When its customer deleted their account: the order then keeps only what a tax invoice
     * needs of them (features/orders/erasure.ts).
     */
    customerErasedAt: timestamp('customer_erased_at', { withTimezone: true }),
    /** The courier and tracking of a shipped order. */
    shipment: jsonb('shipment').$type<Shipment>(),
    /**
     * An order sent as a gift: the card's message and whether to wrap it (gifts.ts), as the
     * checkout sent them; null for an order that is not a gift. Written once, with the order.
     */
    gift: jsonb('gift').$type<Gift>(),
    /** The buyer's PAN, asked for orders of ₹2,00,000 or more and printed on the invoice. */
    buyerPan: text('buyer_pan'),
    /**
     * The owner let the order be made without an approved proof (features/orders/proofs.ts):
     * when, and why (a phone call with the customer). Who is in the audit log.
     */
    proofWaivedAt: timestamp('proof_waived_at', { withTimezone: true }),
    proofWaiverReason: text('proof_waiver_reason'),
    proofWaivedBy: uuid('proof_waived_by'),
    /** The coupon the order was priced with (features/coupons), and its code as the shopper used it. */
    couponId: integer('coupon_id').references((): AnyPgColumn => coupons.id, { onDelete: 'restrict' }),
    couponCode: text('coupon_code'),
    /** What the coupon saved, GST included: the lines' prices less what they cost after it. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /**
     * The coupon's minimum order when the order was priced: a return that takes the pieces kept
     * below it takes their discount back (features/returns), whatever the coupon says later.
     */
    couponMinOrderPaise: integer('coupon_min_order_paise'),
    /**
     * When the shop last asked the payment provider about this pending order's payments, in
     * case one was taken that the shop never heard of (features/payments/pending-payments.ts).
     */
    paymentAskedAt: timestamp('payment_asked_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'orders_status_known',
      sql`${table.status} IN ('pending', 'paid', 'in_making', 'quality_check', 'shipped', 'delivered', 'cancelled', 'refunded', 'expired')`,
    ),
    check(
      'orders_total_adds_up',
      sql`${table.subtotalPaise} > 0 AND ${table.shippingPaise} >= 0 AND ${table.discountPaise} >= 0 AND ${table.discountPaise} < ${table.subtotalPaise} AND ${table.totalPaise} = ${table.subtotalPaise} - ${table.discountPaise} + ${table.shippingPaise}`,
    ),
    check('orders_coupon_has_code', sql`(${table.couponId} IS NULL) = (${table.couponCode} IS NULL)`),
    check(
      'orders_coupon_has_minimum',
      sql`(${table.couponId} IS NULL) = (${table.couponMinOrderPaise} IS NULL) AND coalesce(${table.couponMinOrderPaise}, 0) >= 0`,
    ),
    // Every status after the payment keeps it; a cancelled
    // order may have been paid or not, and has both the payment and its time or neither.
    check(
      'orders_paid_has_payment',
      sql`CASE WHEN ${table.status} = 'cancelled' THEN (${table.paymentId} IS NULL) = (${table.paidAt} IS NULL) ELSE (${table.status} NOT IN ('pending', 'expired')) = (${table.paymentId} IS NOT NULL AND ${table.paidAt} IS NOT NULL) END`,
    ),
    // A gift is a message and a wrap, as the checkout's contract (gifts.ts) sends them.
    check(
      'orders_gift_shape',
      sql`${table.gift} IS NULL OR (jsonb_typeof(${table.gift}->'message') = 'string' AND jsonb_typeof(${table.gift}->'wrap') = 'boolean')`,
    ),
    index('orders_user_created_at_idx').on(table.userId, table.createdAt),
    // The expiry and the retention clean-up look only at the orders still waiting for payment.
    index('orders_pending_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** A line of an order as it was priced: the name and price are kept, whatever the catalogue does later. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size'),
    variant: text('variant'),
    customization: jsonb('customization').$type<Customization>(),
    /** The breakup the line was paid at: rates, weights and charges are frozen with the order. Null on orders from before breakups. */
    priceBreakup: jsonb('price_breakup').$type<PriceBreakup>(),
    /** The 6-character hallmark unique id (HUID) staff record when the piece is made. */
    huid: text('huid'),
    /** What the order's coupon took off the line's taxable value, frozen with the order (coupons.ts). */
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    check('order_lines_coupon_discount_not_negative', sql`${table.couponDiscountPaise} >= 0`),
    check('order_lines_huid_format', sql`${table.huid} IS NULL OR ${table.huid} ~ '^[A-Z0-9]{6}$'`),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('order_lines_price_positive', sql`${table.unitPricePaise} > 0`),
  ],
);

export type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * The coupons staff make in the back office (features/coupons). The code is kept in capitals,
 * so codes are unique whatever their case. `uses` counts the paid orders counted against the
 * limit; it changes only in a payment's transaction, with the row locked.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique('coupons_code_unique'),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** Whole percents, or paise off the taxable value. */
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coupons_code_upper_case', sql`${table.code} = upper(${table.code})`),
    check('coupons_kind_known', sql`${table.kind} IN ('percent', 'flat')`),
    check(
      'coupons_value_fits_kind',
      sql`CASE WHEN ${table.kind} = 'percent' THEN ${table.value} BETWEEN 1 AND 90 ELSE ${table.value} > 0 END`,
    ),
    check('coupons_min_order_not_negative', sql`${table.minOrderPaise} >= 0`),
    check(
      'coupons_ends_after_start',
      sql`${table.startsAt} IS NULL OR ${table.endsAt} IS NULL OR ${table.endsAt} > ${table.startsAt}`,
    ),
    check(
      'coupons_limits_positive',
      sql`coalesce(${table.maxUses}, 1) > 0 AND coalesce(${table.maxUsesPerCustomer}, 1) > 0`,
    ),
    check(
      'coupons_uses_within_limit',
      sql`${table.uses} >= 0 AND ${table.uses} <= coalesce(${table.maxUses}, ${table.uses})`,
    ),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;

/**
 * Each paid order that used a coupon, written in its payment's transaction. `withinLimit` is
 * false for an order paid after the coupon's limit was reached meanwhile, which kept its
 * discount (docs/decisions/0029-coupon-uses-are-counted-at-payment.md): only rows from before
 * decision 0037, since which such a payment pays nothing and is refunded.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    withinLimit: boolean('within_limit').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coupon_uses_coupon_user_idx').on(table.couponId, table.userId)],
);

/**
 * The uses of coupons held by orders waiting for their payment (features/coupons): an order
 * created with a code that has limits holds one use until `heldUntil` (COUPON_HOLD_MS), and
 * its payment turns the hold into the use. A hold counts only while its order is pending and
 * its time has not passed; the same customer's next try with the code removes it
 * (docs/decisions/0037-a-coupon-use-is-held-from-the-order-to-its-payment.md).
 */
export const couponHolds = pgTable(
  'coupon_holds',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('coupon_holds_coupon_held_until_idx').on(table.couponId, table.heldUntil),
    index('coupon_holds_coupon_user_idx').on(table.couponId, table.userId),
  ],
);

/**
 * A proof of a personalised line: a picture or PDF of the engraving as it will be made,
 * uploaded by staff before making (features/orders/proofs.ts), and the customer's decision on
 * it. Versions of a line follow one another; the latest one counts. The file is in the shop's
 * storage under `fileKey`.
 */
export const orderLineProofs = pgTable(
  'order_line_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('line_position').notNull(),
    version: integer('version').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').$type<ProofMimeType>().notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    decision: text('decision').$type<ProofDecision>(),
    comment: text('comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the customer was reminded of the proof still waiting for them; once only. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    unique('order_line_proofs_version_unique').on(table.orderId, table.position, table.version),
    foreignKey({
      columns: [table.orderId, table.position],
      foreignColumns: [orderLines.orderId, orderLines.position],
      name: 'order_line_proofs_line_fk',
    }).onDelete('cascade'),
    check(
      'order_line_proofs_decision_known',
      sql`${table.decision} IS NULL OR ${table.decision} IN ('approved', 'change')`,
    ),
    check(
      'order_line_proofs_decided_together',
      sql`(${table.decision} IS NULL) = (${table.decidedAt} IS NULL)`,
    ),
  ],
);

export type OrderLineProofRow = typeof orderLineProofs.$inferSelect;

/** Webhook events already handled, by the provider's event id: a repeated delivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A visitor's message from the contact page. Kept even though it is also mailed to the shop:
 * a mail that could not be sent loses nothing. The optional fields are null when left empty.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff first opened it in the back office's inbox. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When staff answered it, by a reply from the back office or in their own mail. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;

/**
 * Shared previews of a personalisation (features/previews): a link anyone may open, by its
 * unguessable token. No name, e-mail, account or order is kept with it; the uploads it names
 * are shown only when `show_picture` is set. Deleted when nobody opened it for 90 days.
 */
export const previews = pgTable(
  'previews',
  {
    token: text('token').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    personalisation: jsonb('personalisation').$type<StoredPreviewPersonalisation>().notNull(),
    showPicture: boolean('show_picture').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  },
  (table) => [index('previews_last_seen_idx').on(sql`coalesce(${table.lastOpenedAt}, ${table.createdAt})`)],
);

export type PreviewRow = typeof previews.$inferSelect;

/**
 * When each of the shop's scheduled jobs (mail retries, clean-ups, expiry) last started. An
 * instance claims a run by moving `startedAt` forward, in one statement that succeeds only
 * once a whole period has passed: of several instances, one runs the job each period.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  job: text('job').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

/**
 * The mails that warned SHOP_EMAIL of a disk filling up (features/disk-space), whichever
 * instance sent them: at most one a day for a level, and one more when the disk gets fuller.
 */
export const diskSpaceWarnings = pgTable(
  'disk_space_warnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    level: text('level').$type<'low' | 'very-low' | 'full'>().notNull(),
    freeBytes: bigint('free_bytes', { mode: 'number' }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('disk_space_warnings_level_known', sql`${table.level} IN ('low', 'very-low', 'full')`),
    index('disk_space_warnings_mailed_at_idx').on(table.mailedAt),
  ],
);

/**
 * The backups made of the shop (features/backups), by the nightly job or on the command line,
 * whichever instance made them: the Today page says when the last one was made. A restored
 * shop records the backup it came from.
 */
export const backups = pgTable('backups', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  /** When the backup's snapshot of the database was taken. */
  madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  /** Copied to the S3_URL bucket too. */
  inBucket: boolean('in_bucket').notNull().default(false),
});

/**
 * The people who run the shop from the back office, apart from its customers: an e-mail is
 * a customer in `users` and may be staff here too, with another password. A member made by
 * the owner (or the first owner, on the command line) has no password until they use their
 * set-password link. A member who leaves is disabled, never deleted: the audit log names them.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('staff_members_email_unique'),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('staff_members_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('staff_members_role_known', sql`${table.role} IN ('owner', 'staff')`),
  ],
);

export type StaffMemberRow = typeof staffMembers.$inferSelect;

/**
 * A back-office session. The browser holds a random token; only its SHA-256 is kept, so a
 * copy of the database opens no session. Signing out ends the session at once.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('staff_sessions_staff_id_idx').on(table.staffId),
    index('staff_sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** A member's one open set-password link: a new one replaces it, using it removes it. */
export const staffPasswordLinks = pgTable('staff_password_links', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('staff_password_links_token_hash_unique'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The steps staff took with an order after its payment (in making, quality check, shipped,
 * delivered), each with who took it and when: the order's timeline.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Why, when staff said so: the reason of a cancellation. */
    note: text('note'),
    /** Taken by the customer (their cancellation), not by staff nor the shop. */
    byCustomer: boolean('by_customer').notNull().default(false),
    /**
     * What the customer's cancellation set aside to refund: all that was left of the payment
     * after earlier refunds (0 when nothing was). Null on other steps and on cancellations
     * from before it was kept.
     */
    refundPaise: integer('refund_paise'),
  },
  (table) => [index('order_events_order_id_at_idx').on(table.orderId, table.at)],
);

/**
 * A reply to a contact message, mailed from the shop's address. `mailId` is the reply mail's
 * Message-ID: the next reply names the earlier ones, so a mail program shows one thread.
 */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mailId: text('mail_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_id_idx').on(table.messageId, table.sentAt)],
);

/**
 * What the back office changed: who, what, when, and the values before and after (the
 * fields that changed, or the whole record when one is made or removed). Written in the
 * transaction of the change itself, so a change that was rolled back leaves no entry. The
 * owner reads it; nothing ever updates or deletes an entry.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    /** What was done, as `subject.verb`: `order.step`, `product.update`, `staff.disable`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at.desc()),
    index('audit_entries_subject_idx').on(table.subjectType, table.subjectId, table.at),
    index('audit_entries_staff_id_idx').on(table.staffId, table.at),
  ],
);

/**
 * Money the payment provider took that paid no order of the shop: a payment for pieces that
 * had sold out meanwhile (another order's payment took the last ones), for an order that is
 * gone (its customer deleted their account), for another amount than the order's total, a
 * second payment of an order paid already, or one only the daily reconciliation found
 * (features/payments/reconciliation.ts). Each is kept here, listed in the back office, until
 * it is refunded; a row is never removed.
 */
export const unmatchedPayments = pgTable(
  'unmatched_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    /** Null when the order never was the shop's, or is gone (its customer deleted their account). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The provider's order the payment was made for, when it said. */
    providerOrderId: text('provider_order_id'),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').$type<UnmatchedPaymentReason>().notNull().default('sold-out'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until a refund is asked for; pending until the provider has processed or failed it. */
    refundStatus: text('refund_status').$type<RefundStatus>(),
    providerRefundId: text('provider_refund_id').unique('unmatched_payments_provider_refund_id_unique'),
    /** What the provider said when it refused the refund. */
    refundFailure: text('refund_failure'),
    /** When the provider processed its refund. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'unmatched_payments_reason_known',
      sql`${table.reason} IN ('sold-out', 'coupon-used-up', 'no-order', 'amount-differs', 'paid-twice', 'found-by-reconciliation')`,
    ),
    check(
      'unmatched_payments_refund_status_known',
      sql`${table.refundStatus} IS NULL OR ${table.refundStatus} IN ('pending', 'processed', 'failed')`,
    ),
  ],
);
export type UnmatchedPaymentRow = typeof unmatchedPayments.$inferSelect;

/**
 * The daily reconciliation with the payment provider: the window it read, how many payments
 * and refunds the provider listed in it, and what did not match (a payment with no paid
 * order, a paid order with no payment). The Today page shows the latest.
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
    windowTo: timestamp('window_to', { withTimezone: true }).notNull(),
    paymentsRead: integer('payments_read').notNull(),
    refundsRead: integer('refunds_read').notNull(),
    findings: jsonb('findings').$type<ReconciliationFinding[]>().notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reconciliations_ran_at_idx').on(table.ranAt.desc())],
);

/**
 * What the built-in test payment provider has done, as Razorpay keeps it on its side: the
 * orders it was asked for, the payments taken in its window and the refunds made of them. It
 * answers the reconciliation's list calls from here. Empty when the shop takes payments with
 * Razorpay. A payment's or a refund's row also keeps the webhook the provider owes the shop
 * about it, until the shop answers it 2xx: its tries survive a restart of the shop, as
 * Razorpay's live on Razorpay's side (features/payments/test-webhooks.ts).
 */
export const testProviderRecords = pgTable(
  'test_provider_records',
  {
    /** `order_…`, `pay_…` or `rfnd_…`, as Razorpay names its entities. */
    id: text('id').primaryKey(),
    entity: text('entity').$type<'order' | 'payment' | 'refund'>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** A payment's order. */
    providerOrderId: text('provider_order_id'),
    /** A refund's payment. */
    paymentId: text('payment_id'),
    receipt: text('receipt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The event the provider sends about this payment or refund, as its first try signed it. */
    webhookBody: text('webhook_body'),
    /** How many times the provider has sent it. */
    webhookTries: integer('webhook_tries').notNull().default(0),
    /** When it is sent next: null once the shop answered it 2xx, or the provider gave up on it. */
    webhookDueAt: timestamp('webhook_due_at', { withTimezone: true }),
    /** When the shop answered it 2xx. */
    webhookDeliveredAt: timestamp('webhook_delivered_at', { withTimezone: true }),
  },
  (table) => [
    check('test_provider_records_entity_known', sql`${table.entity} IN ('order', 'payment', 'refund')`),
    index('test_provider_records_entity_created_at_idx').on(table.entity, table.createdAt),
    // The provider's tries look only at the webhooks it still owes.
    index('test_provider_records_webhook_due_at_idx')
      .on(table.webhookDueAt)
      .where(sql`${table.webhookDueAt} IS NOT NULL`),
  ],
);

/**
 * The storage module's files when no S3_URL is set (storage/database-storage.ts): every
 * instance sharing the database serves them. The key names the file, such as
 * `product-pictures/<id>-640.webp`; the content is written once and never changed.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('stored_files_byte_size_matches', sql`${table.byteSize} = octet_length(${table.bytes})`)],
);

/**
 * A member's second factor: a TOTP secret, encrypted with a key derived from the session
 * secret (staff/second-factor.ts), so a copy of the database alone opens nothing. It is on
 * once confirmed with a code; until then it is a secret being set up. `lastTimeStep` is the
 * step of the last code taken: a code is accepted once, never again within its window.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  encryptedSecret: text('encrypted_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: integer('last_time_step'),
  /**
   * Codes tried at signing in, across challenges, since `wrongCodesSince`: each is counted
   * before it is checked and given back when it was right (SECOND_FACTOR_MEMBER_LIMIT).
   */
  wrongCodes: integer('wrong_codes').notNull().default(0),
  wrongCodesSince: timestamp('wrong_codes_since', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The step of signing in between a right password and the code: no session until the code is
 * right. Only the token's SHA-256 is kept; a challenge dies after its minutes or its tries.
 */
export const staffSignInChallenges = pgTable(
  'staff_sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongCodes: integer('wrong_codes').notNull().default(0),
  },
  (table) => [index('staff_sign_in_challenges_expires_at_idx').on(table.expiresAt)],
);

/** The shop's settings that the owner changes in the back office, one row each. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A refund of a paid order, whole or a part, asked of the payment provider by staff
 * (features/orders/refunds.ts). Pending until the provider answers or its webhook says it was
 * processed or failed; the refunds not failed never add up to more than the order's total.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    /** The provider's id (`rfnd_…`), once it has answered. */
    providerRefundId: text('provider_refund_id').unique('refunds_provider_refund_id_unique'),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** What the provider said when it refused the refund. */
    failure: text('failure'),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** Made in the payment provider's dashboard, not in the shop: the shop learnt of it processed. */
    madeAtProvider: boolean('made_at_provider').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was processed or failed. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('refunds_amount_positive', sql`${table.amountPaise} > 0`),
    check('refunds_status_known', sql`${table.status} IN ('pending', 'processed', 'failed')`),
    check('refunds_settled_has_time', sql`(${table.status} = 'pending') = (${table.settledAt} IS NULL)`),
    index('refunds_order_id_created_at_idx').on(table.orderId, table.createdAt),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;

/**
 * The day's metal rates, in paise per gram of each purity. Every change is a new row, never an
 * update, so any past price can be explained; the current rate is the latest row.
 */
export const metalRates = pgTable(
  'metal_rates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purity: text('purity').$type<Purity>().notNull(),
    ratePaisePerGram: integer('rate_paise_per_gram').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('metal_rates_rate_positive', sql`${table.ratePaisePerGram} > 0`),
    check(
      'metal_rates_purity_known',
      sql`${table.purity} IN ('gold-999', 'gold-916', 'gold-750', 'gold-585', 'silver-999', 'silver-925')`,
    ),
    index('metal_rates_purity_set_at_idx').on(table.purity, table.setAt.desc()),
  ],
);

export type MetalRateRow = typeof metalRates.$inferSelect;

/**
 * The last number given in each series of documents (receipt vouchers, tax invoices, refund
 * vouchers, credit notes) of each financial year. A number is taken by raising `last_number`
 * in the transaction that issues the document, so two payments at once wait for each other
 * and never share or skip a number (docs/decisions/0020-gst-invoices.md).
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind').$type<DocumentKind>().notNull(),
    /** '2026-27': 1 April to 31 March, India's time. */
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.financialYear] }),
    check(
      'document_series_kind_known',
      sql`${table.kind} IN ('receipt_voucher', 'invoice', 'refund_voucher', 'credit_note')`,
    ),
    check('document_series_last_number_positive', sql`${table.lastNumber} > 0`),
  ],
);

/**
 * What a document states, kept with it as issued beside its seller: its content, its value before
 * tax, each tax, the round-off and the total. The tax invoices and credit notes issued before
 * contents were kept have none until the server freezes them as they then read, at its first
 * start (features/invoices/freeze.ts); every other document has them from its issue.
 */
function frozenColumns<Content>() {
  return {
    content: jsonb('content').$type<Content>(),
    taxablePaise: integer('taxable_paise'),
    cgstPaise: integer('cgst_paise'),
    sgstPaise: integer('sgst_paise'),
    igstPaise: integer('igst_paise'),
    roundOffPaise: integer('round_off_paise'),
    totalPaise: integer('total_paise'),
  };
}

type FrozenColumns = Record<keyof ReturnType<typeof frozenColumns> | 'seller', SQLWrapper>;

/**
 * Everything a document states is there (or, for one issued before contents were kept,
 * nothing but maybe its seller), and its amounts add up to its total.
 */
function frozenChecks(table: string, columns: FrozenColumns, issuedBeforeContents: boolean) {
  const present = sql`num_nonnulls(${columns.content}, ${columns.taxablePaise}, ${columns.cgstPaise}, ${columns.sgstPaise}, ${columns.igstPaise}, ${columns.roundOffPaise}, ${columns.totalPaise})`;
  return [
    issuedBeforeContents
      ? check(
          `${table}_frozen_whole`,
          sql`${present} = 0 OR (${present} = 7 AND ${columns.seller} IS NOT NULL)`,
        )
      : check(`${table}_frozen_whole`, sql`${present} = 7 AND ${columns.seller} IS NOT NULL`),
    check(
      `${table}_figures_add_up`,
      sql`${columns.totalPaise} = ${columns.taxablePaise} + ${columns.cgstPaise} + ${columns.sgstPaise} + ${columns.igstPaise} + ${columns.roundOffPaise}`,
    ),
  ];
}

/**
 * The receipt voucher of a paid order (CGST Rule 50), numbered in the payment's transaction:
 * the money was received before the goods left.
 */
export const receiptVouchers = pgTable(
  'receipt_vouchers',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique('receipt_vouchers_number_unique'),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<DocumentSeller>().notNull(),
    ...frozenColumns<DocumentContent>(),
  },
  (table) => frozenChecks('receipt_vouchers', table, false),
);
export type ReceiptVoucherRow = typeof receiptVouchers.$inferSelect;

/**
 * The tax invoice of an order, numbered in the transaction that marks it shipped (orders paid
 * before decision 0023 were invoiced when paid, and keep those invoices).
 */
export const invoices = pgTable(
  'invoices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique('invoices_number_unique'),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The seller as configured when it was issued; null on those numbered by migration 0023 until they are frozen. */
    seller: jsonb('seller').$type<DocumentSeller>(),
    ...frozenColumns<DocumentContent>(),
  },
  (table) => frozenChecks('invoices', table, true),
);
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The refund voucher of a refund processed before its order shipped (Rule 51), from a series of
 * its own, naming the receipt voucher it gives money back against.
 */
export const refundVouchers = pgTable(
  'refund_vouchers',
  {
    refundId: uuid('refund_id')
      .primaryKey()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => receiptVouchers.orderId, { onDelete: 'restrict' }),
    number: text('number').notNull().unique('refund_vouchers_number_unique'),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<DocumentSeller>().notNull(),
    ...frozenColumns<NoteContent>(),
  },
  (table) => [
    index('refund_vouchers_order_id_idx').on(table.orderId),
    ...frozenChecks('refund_vouchers', table, false),
  ],
);
export type RefundVoucherRow = typeof refundVouchers.$inferSelect;

/** The credit note of a refund processed once its order's invoice was issued, naming the invoice it reduces. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    refundId: uuid('refund_id')
      .primaryKey()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => invoices.orderId, { onDelete: 'restrict' }),
    number: text('number').notNull().unique('credit_notes_number_unique'),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<DocumentSeller>().notNull(),
    ...frozenColumns<NoteContent>(),
  },
  (table) => [
    index('credit_notes_order_id_idx').on(table.orderId),
    ...frozenChecks('credit_notes', table, true),
  ],
);
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * Every version of the shop's policy pages (packages/shared/src/policy-pages.ts): a version is
 * only ever added, never changed, and the page shows its policy's newest. The first of each is
 * written from the shop's settings at start, with no staff member.
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: text('policy_id').$type<PolicyId>().notNull(),
    markdown: text('markdown').notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('policy_versions_policy_id_created_at_idx').on(table.policyId, table.createdAt),
    check(
      'policy_versions_policy_id_known',
      sql`${table.policyId} IN (${sql.raw(POLICY_IDS.map((id) => `'${id}'`).join(', '))})`,
    ),
  ],
);
export type PolicyVersionRow = typeof policyVersions.$inferSelect;

/**
 * A shopper's complaint (features/complaints): its `number` is the ticket (C-000042), from an
 * identity column, so tickets follow one another and none is given twice. Tied to an order
 * only when raised from that order's page by its customer; an order number typed on the
 * contact page is kept as typed. Kept when the order or the account goes: the shop answers
 * for how it handled a complaint.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique('complaints_number_unique'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    topic: text('topic').$type<ComplaintTopic>().notNull(),
    description: text('description').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: text('order_number'),
    status: text('status').$type<ComplaintStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The acknowledgement's Message-ID: the replies name it, so a mail program shows one thread. */
    mailId: text('mail_id').notNull(),
  },
  (table) => [
    check(
      'complaints_topic_known',
      sql`${table.topic} IN ('order', 'product', 'payment', 'delivery', 'refund', 'other')`,
    ),
    check('complaints_status_known', sql`${table.status} IN ('open', 'in_progress', 'resolved')`),
    check(
      'complaints_resolved_has_time',
      sql`(${table.status} = 'resolved') = (${table.resolvedAt} IS NOT NULL)`,
    ),
    index('complaints_unresolved_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.status} <> 'resolved'`),
    index('complaints_order_id_idx').on(table.orderId),
  ],
);
export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaintRow = typeof complaints.$inferInsert;

/** What staff did with a complaint: each reply and the resolution, mailed to the shopper, with who and when. */
export const complaintSteps = pgTable(
  'complaint_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ComplaintStepKind>().notNull(),
    body: text('body').notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    mailId: text('mail_id').notNull(),
  },
  (table) => [
    check('complaint_steps_kind_known', sql`${table.kind} IN ('reply', 'resolution')`),
    index('complaint_steps_complaint_id_at_idx').on(table.complaintId, table.at),
  ],
);

/**
 * A customer's request to send pieces of a delivered order back (features/returns/), with
 * each step staff took: approved or declined, picked up, received, refunded. The refund is
 * one of the order's refunds, of the lines' frozen prices.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    pickup: jsonb('pickup').$type<{ courier: string; trackingNumber: string }>(),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * What the return refunded and why, frozen at its refund (return-refunds.ts): the pieces'
     * value, the coupon discount taken back from the pieces kept, the amount. A return refunded
     * with nothing to give back has no refund row. Null before the refund, and on returns
     * refunded before it was kept (they refunded their pieces' value).
     */
    refund: jsonb('refund').$type<ReturnRefund>(),
  },
  (table) => [
    check(
      'order_returns_status_known',
      sql`${table.status} IN ('requested', 'approved', 'declined', 'picked_up', 'received', 'refunded')`,
    ),
    index('order_returns_order_id_idx').on(table.orderId, table.requestedAt),
    index('order_returns_status_idx').on(table.status),
  ],
);
export type OrderReturnRow = typeof orderReturns.$inferSelect;

/** The pieces of a return: a line of its order and how many of it, at the line's frozen price. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.position] }),
    check('order_return_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * A signed-in shopper's wishlist (features/wishlist/): one row per saved piece, with the
 * catalogue's price when it was saved, so the list can say when the price fell. Gone with
 * the account, and with the piece should it ever be deleted (an archived piece keeps its row).
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pricePaiseWhenAdded: integer('price_paise_when_added').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId], name: 'wishlist_items_user_product_pk' }),
    check('wishlist_items_price_positive', sql`${table.pricePaiseWhenAdded} > 0`),
    index('wishlist_items_user_added_at_idx').on(table.userId, table.addedAt),
  ],
);
export type WishlistItemRow = typeof wishlistItems.$inferSelect;

/**
 * A buyer's review of a piece (IS 19000:2022): one per customer and piece, written only by a
 * customer whose order holding the piece was delivered (or a demo buyer, see db/seed.ts);
 * writing again edits it. Staff may hide one with a reason (who and when too), mailed to its
 * writer; a hidden review is published nowhere and counts in no rating. Its trigger keeps
 * `products.rating` and `products.reviews` and so announces the catalogue's change.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('product_reviews_product_customer_unique').on(table.productId, table.customerId),
    check('product_reviews_stars_range', sql`${table.stars} BETWEEN 1 AND 5`),
    check(
      'product_reviews_hidden_has_reason',
      sql`(${table.hiddenAt} IS NULL) = (${table.hiddenReason} IS NULL)`,
    ),
    index('product_reviews_product_created_at_idx').on(table.productId, table.createdAt.desc()),
    index('product_reviews_created_at_idx').on(table.createdAt.desc()),
    index('product_reviews_customer_id_idx').on(table.customerId),
  ],
);
export type ProductReviewRow = typeof productReviews.$inferSelect;
