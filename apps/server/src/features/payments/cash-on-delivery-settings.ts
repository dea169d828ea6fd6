/**
 * The owner's cash-on-delivery settings (cash-on-delivery.ts), kept in the shop's settings:
 * read and saved from the back office's Settings, each change in the audit log.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CASH_ON_DELIVERY_SETTING,
  CashOnDeliverySettingsAnswerSchema,
  CashOnDeliverySettingsBodySchema,
  cashOnDeliverySettings,
  settingsFromBody,
  settingsToBody,
  type CashOnDeliverySettingsAnswer,
  type CashOnDeliverySettingsBody,
} from '@shop/shared/cash-on-delivery';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { shopSetting, writeShopSetting } from '../../db/shop-settings.ts';
import { inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';

export const CASH_ON_DELIVERY_SETTINGS_PATH = '/api/admin/settings/cash-on-delivery';

export function createCashOnDeliverySettings(db: Database) {
  const read = async (tx: Database = db) =>
    settingsToBody(cashOnDeliverySettings(await shopSetting(tx, CASH_ON_DELIVERY_SETTING)));
  return {
    async read(): Promise<CashOnDeliverySettingsAnswer> {
      return { success: true, settings: await read() };
    },
    /** Stored as the back office sends them (rupees), read back through the schema. */
    async save(staffId: string, body: CashOnDeliverySettingsBody): Promise<CashOnDeliverySettingsAnswer> {
      const next = settingsToBody(settingsFromBody(body));
      await db.transaction(async (tx) => {
        const before = await read(tx);
        await writeShopSetting(tx, CASH_ON_DELIVERY_SETTING, next);
        await recordChange(tx, {
          staffId,
          action: 'settings.update',
          subject: { type: 'setting', id: CASH_ON_DELIVERY_SETTING },
          before,
          after: next,
        });
      });
      return { success: true, settings: next };
    },
  };
}

export type CashOnDeliverySettingsService = ReturnType<typeof createCashOnDeliverySettings>;

/** The back office's Settings, "Cash on delivery" (the owner's). */
export const cashOnDeliverySettingsRoutes: FastifyPluginAsyncZod<{
  settings: CashOnDeliverySettingsService;
  authenticateStaff: AuthenticateStaff;
}> = async (fastify, { settings, authenticateStaff }) => {
  const { requireOwner, staffOf } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const asOwner = { tags: inSection('back office: shop'), security: STAFF_SESSION };

  fastify.get(
    CASH_ON_DELIVERY_SETTINGS_PATH,
    {
      onRequest: requireOwner,
      schema: {
        ...asOwner,
        summary: 'Whether and for which orders cash on delivery is offered (the owner only)',
        response: { 200: CashOnDeliverySettingsAnswerSchema, ...REFUSALS },
      },
    },
    async () => settings.read(),
  );

  fastify.put(
    CASH_ON_DELIVERY_SETTINGS_PATH,
    {
      onRequest: requireOwner,
      schema: {
        ...asOwner,
        summary: 'Set whether and for which orders cash on delivery is offered (the owner only)',
        body: CashOnDeliverySettingsBodySchema,
        response: { 200: CashOnDeliverySettingsAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => settings.save(staffOf(request).id, request.body),
  );
};
