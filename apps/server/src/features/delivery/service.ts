/**
 * When a piece would reach a shopper's pincode (`deliveryEstimate` in packages/shared), and
 * the owner's list of pincodes the shop does not deliver to, kept in the shop's settings.
 */
import {
  DELIVERY_CHECK_TEXTS,
  UNDELIVERED_PREFIXES_SETTING,
  deliveryEstimate,
  undeliveredPrefixes,
} from '@shop/shared/delivery';
import type { DeliveryEstimateAnswer, DeliveryEstimateQuery } from '@shop/shared/delivery-api';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { shopSetting, writeShopSetting } from '../../db/shop-settings.ts';
import { HttpError } from '../../plugins/http-error.ts';

export interface DeliveryServiceOptions {
  /** The catalogue's piece with this id (digits), or undefined: app.ts passes the catalogue's. */
  findProduct: (id: string) => Promise<{ customizationTypes: readonly unknown[] } | undefined>;
  /** The moment "now" is; tests give their own. */
  now?: () => Date;
}

export function createDeliveryService(
  db: Database,
  { findProduct, now = () => new Date() }: DeliveryServiceOptions,
) {
  const prefixes = async (tx: Database = db) =>
    undeliveredPrefixes(await shopSetting(tx, UNDELIVERED_PREFIXES_SETTING));

  return {
    async estimate({ pincode, productId }: DeliveryEstimateQuery): Promise<DeliveryEstimateAnswer> {
      const product = await findProduct(productId);
      if (!product) throw new HttpError(404, DELIVERY_CHECK_TEXTS.unknownPiece(productId));
      const estimate = deliveryEstimate(
        now(),
        pincode,
        await prefixes(),
        product.customizationTypes.length > 0,
      );
      return estimate.delivers
        ? { success: true, pincode, ...estimate }
        : { success: true, pincode, delivers: false, message: DELIVERY_CHECK_TEXTS.notDelivered(pincode) };
    },

    undelivered: async () => ({ success: true as const, prefixes: await prefixes() }),

    async setUndelivered(staffId: string, given: readonly string[]) {
      const next = undeliveredPrefixes(given);
      await db.transaction(async (tx) => {
        const before = await prefixes(tx);
        await writeShopSetting(tx, UNDELIVERED_PREFIXES_SETTING, next);
        await recordChange(tx, {
          staffId,
          action: 'settings.update',
          subject: { type: 'setting', id: UNDELIVERED_PREFIXES_SETTING },
          before: { prefixes: before },
          after: { prefixes: next },
        });
      });
      return { success: true as const, prefixes: next };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
