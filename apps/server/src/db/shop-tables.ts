import { sql } from 'drizzle-orm';
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
import type { MakingChargeKind, PriceBreakup, PricingKind, Purity } from '@shop/shared/pricing';
import type { CustomizationType, ItemType, Material, PeopleCategory } from '@shop/shared/catalogue';
import type { CustomerDetails, OrderStatus } from '@shop/shared/checkout-api';
import type { Customization } from '@shop/shared/personalisation-schema';
import type { RefundStatus } from '@shop/shared/refunds';
import type { UploadMimeType } from '@shop/shared/files';
import type { Shipment } from '@shop/shared/order-lifecycle';
import type { Gift } from '@shop/shared/gift-texts';
import type { ProofDecision, ProofMimeType } from '@shop/shared/proofs';
import type { StaffRole } from '@shop/shared/staff';
import type { CouponKind } from '@shop/shared/coupons';
import type { ProductOption } from '@shop/shared/variants';
import type { Language } from '@shop/shared/languages';
import type { PaymentMethod } from '@shop/shared/cash-on-delivery';

/** Other words shoppers type for whom a piece is for, so "ladies ring" finds women's rings. */
const PEOPLE_SYNONYMS_SQL = sql.raw(
  `CASE people_category WHEN 'women' THEN 'female ladies womens' WHEN 'men' THEN 'male gents mens' ` +
    `WHEN 'kids' THEN 'children child baby' ELSE 'couple pair' END`,
);

/**
 * One row per piece in the catalogue (the API's product, see product-json.ts). Money is in
 * paise. `searchDocument` is what search matches against: name, categories, metal and
 * description in lower case, then the Tamil and Hindi names and descriptions, kept by PostgreSQL itself so it can never drift from the row.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /**
     * The design's name and description for Tamil and Hindi pages, in Unicode's composed form
     * (NFC, as search reads a query); '' where staff gave none, and the page shows the English.
     */
    nameTa: text('name_ta').notNull().default(''),
    nameHi: text('name_hi').notNull().default(''),
    descriptionTa: text('description_ta').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
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
    /**
     * The design's options (variants.ts), up to three; empty: the design is one variant. Its
     * variants are `product_variants`; `pricePaise`, `priceBreakup` and `stock` above are then
     * its lowest variant's price and breakup and the sum of its variants' stock, kept by the
     * variants' trigger (drizzle/0043_options_and_variants.sql). A design without options keeps
     * its one variant in step with this row instead, by this table's trigger.
     */
    options: jsonb('options')
      .$type<ProductOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Its variants differ in price: its card says "from ₹…" (kept by the same trigger). */
    priceVaries: boolean('price_varies').notNull().default(false),
    /**
     * What listings and search read of a design's variants, kept by the same trigger
     * (drizzle/0044_variant_facts_for_listings.sql) so the index reads one row per design and
     * its version moves when they change. `variantPrices`: the distinct prices of the variants
     * its price comes from (those that can be bought; all when none can), empty for a design
     * without options, whose price is its own. `sizesInStock` and `sizesOffered`: the values of
     * its size option (variants.ts's isSizeOption) with a variant in stock, and with one in stock
     * or made to order. `madeToOrderDays`: the fewest extra days of a variant made to order.
     * `skus`: every variant's SKU, which search finds.
     */
    variantPrices: integer('variant_prices')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sizesInStock: text('sizes_in_stock')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizesOffered: text('sizes_offered')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    madeToOrderDays: integer('made_to_order_days'),
    skus: text('skus')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchDocument: text('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || product_category || ' ' || item_type || ' ' || people_category || ' ' || ${PEOPLE_SYNONYMS_SQL} || ' ' || material || ' ' || description || ' ' || name_ta || ' ' || name_hi || ' ' || description_ta || ' ' || description_hi)`,
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
 * One piece a design is sold as: a combination of its options' values (`values`, in the
 * options' order; empty for a design without options), with its own SKU, weights, making
 * charge, purity and stones (each null: the design's), stock and price. `pricePaise` is
 * its current price as `products.price_paise` is a piece's (decision 0019): typed in for a
 * fixed price, written with its breakup from the day's rate otherwise.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    sku: text('sku').notNull(),
    values: text('values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Gross weight in grams, as `products.gram`. */
    gram: doublePrecision('gram').notNull(),
    netWeightMg: integer('net_weight_mg'),
    purity: text('purity').$type<Purity>(),
    makingKind: text('making_kind').$type<MakingChargeKind>(),
    makingValue: integer('making_value'),
    /** Stones and other charges of this variant in paise; null: the design's (`products.stones_paise`). */
    stonesPaise: integer('stones_paise'),
    pricing: text('pricing').$type<PricingKind>().notNull().default('fixed'),
    pricePaise: integer('price_paise').notNull(),
    priceBreakup: jsonb('price_breakup').$type<PriceBreakup>(),
    stock: integer('stock').notNull().default(0),
    /** Extra days to make one when none is in stock; null: not made to order. */
    madeToOrderDays: integer('made_to_order_days'),
  },
  (table) => [
    unique('product_variants_sku_unique').on(table.sku),
    unique('product_variants_values_unique').on(table.productId, table.values),
    index('product_variants_product_idx').on(table.productId, table.position),
    check('product_variants_price_positive', sql`${table.pricePaise} > 0`),
    check('product_variants_gram_positive', sql`${table.gram} > 0`),
    check('product_variants_stock_not_negative', sql`${table.stock} >= 0`),
    check(
      'product_variants_made_to_order_days',
      sql`${table.madeToOrderDays} IS NULL OR ${table.madeToOrderDays} BETWEEN 0 AND 365`,
    ),
    check(
      'product_variants_stones_not_negative',
      sql`${table.stonesPaise} IS NULL OR ${table.stonesPaise} >= 0`,
    ),
    check('product_variants_pricing_known', sql`${table.pricing} IN ('fixed', 'rate')`),
    check(
      'product_variants_rate_pricing_complete',
      sql`${table.pricing} = 'fixed' OR ${table.netWeightMg} > 0`,
    ),
  ],
);

export type ProductVariantRow = typeof productVariants.$inferSelect;

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
    /** The language the shopper reads the shop in: the account's mails are written in it. */
    language: text('language').$type<Language>().notNull().default('en'),
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
    /** The language of the pages the order was placed from: its mails to the customer are in it. */
    language: text('language').$type<Language>().notNull().default('en'),
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
    /**
     * Paid online before it is made, or in cash to the courier (cash-on-delivery.ts): such an
     * order waits for its customer's confirmation instead of a payment, and its payment is the
     * courier's remittance of the cash.
     */
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('online'),
    /** The cash-on-delivery fee in the total; 0 for an order paid online. */
    cashOnDeliveryFeePaise: integer('cash_on_delivery_fee_paise').notNull().default(0),
    /** Until when an order paid on delivery waits for its confirmation; null for one paid online. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    /** When its customer confirmed an order paid on delivery, its pieces then taken from stock. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'orders_status_known',
      sql`${table.status} IN ('pending', 'paid', 'in_making', 'quality_check', 'shipped', 'delivered', 'cancelled', 'refunded', 'expired', 'awaiting_confirmation', 'confirmed', 'not_delivered')`,
    ),
    check(
      'orders_total_adds_up',
      sql`${table.subtotalPaise} > 0 AND ${table.shippingPaise} >= 0 AND ${table.discountPaise} >= 0 AND ${table.discountPaise} < ${table.subtotalPaise} AND ${table.cashOnDeliveryFeePaise} >= 0 AND ${table.totalPaise} = ${table.subtotalPaise} - ${table.discountPaise} + ${table.shippingPaise} + ${table.cashOnDeliveryFeePaise}`,
    ),
    check('orders_coupon_has_code', sql`(${table.couponId} IS NULL) = (${table.couponCode} IS NULL)`),
    check(
      'orders_coupon_has_minimum',
      sql`(${table.couponId} IS NULL) = (${table.couponMinOrderPaise} IS NULL) AND coalesce(${table.couponMinOrderPaise}, 0) >= 0`,
    ),
    // Paid online: every status after the payment keeps it; a cancelled order may have been
    // paid or not, and has both the payment and its time or neither. Paid on delivery: no
    // payment until the courier remits the cash of the delivered order, then both.
    check(
      'orders_paid_has_payment',
      sql`CASE WHEN ${table.paymentMethod} = 'cash_on_delivery' THEN (${table.paymentId} IS NULL) = (${table.paidAt} IS NULL) AND (${table.paymentId} IS NULL OR ${table.status} IN ('delivered', 'refunded')) WHEN ${table.status} = 'cancelled' THEN (${table.paymentId} IS NULL) = (${table.paidAt} IS NULL) ELSE (${table.status} NOT IN ('pending', 'expired')) = (${table.paymentId} IS NOT NULL AND ${table.paidAt} IS NOT NULL) END`,
    ),
    check('orders_payment_method_known', sql`${table.paymentMethod} IN ('online', 'cash_on_delivery')`),
    // Only an order paid on delivery waits for a confirmation, has its fee, or ends not delivered;
    // it is never pending a payment nor paid before it is made.
    check(
      'orders_cash_on_delivery_shape',
      sql`CASE WHEN ${table.paymentMethod} = 'cash_on_delivery' THEN ${table.confirmBy} IS NOT NULL AND ${table.status} NOT IN ('pending', 'paid') ELSE ${table.confirmBy} IS NULL AND ${table.confirmedAt} IS NULL AND ${table.cashOnDeliveryFeePaise} = 0 AND ${table.status} NOT IN ('awaiting_confirmation', 'confirmed', 'not_delivered') END`,
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
    index('orders_awaiting_confirmation_confirm_by_idx')
      .on(table.confirmBy)
      .where(sql`${table.status} = 'awaiting_confirmation'`),
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
    /**
     * The variant bought, and what it was when bought, frozen with the order: its SKU, gross
     * weight and purity (the invoice states them). Null on lines from before variants.
     */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text('sku'),
    grossWeightMg: integer('gross_weight_mg'),
    purity: text('purity').$type<Purity>(),
    /** Extra days to make it, when it was made to order; null: from stock. */
    madeToOrderDays: integer('made_to_order_days'),
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
