/**
 * The shop's settings that the owner changes in the back office (the `shop_settings` table),
 * one JSON value per key. Each feature names its own keys and reads its values through a rule
 * in `packages/shared`, so a value stored by an older version reads safely.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { shopSettings } from './schema.ts';

export async function shopSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, key));
  return row?.value;
}

export async function writeShopSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
}
