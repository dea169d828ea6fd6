/**
 * Every table of the shop, for Drizzle and its migrations (drizzle.config.ts) and for the
 * queries that read across features. A table lives beside the feature that owns it
 * (`features/<name>/tables.ts`); the tables other features' tables refer to (pieces,
 * customers, orders and their lines, coupons, staff members, refunds, …) live in
 * `shop-tables.ts`, so a feature's tables never import another feature.
 */
export * from './shop-tables.ts';
export * from '../features/accounts/tables.ts';
export * from '../features/complaints/tables.ts';
export * from '../features/contact/tables.ts';
export * from '../features/coupons/tables.ts';
export * from '../features/invoices/tables.ts';
export * from '../features/payments/tables.ts';
export * from '../features/policies/tables.ts';
export * from '../features/previews/tables.ts';
export * from '../features/pricing/tables.ts';
export * from '../features/returns/tables.ts';
export * from '../features/reviews/tables.ts';
export * from '../features/staff/tables.ts';
export * from '../features/wishlist/tables.ts';
export * from '../features/whatsapp/tables.ts';
export * from '../features/couriers/tables.ts';
