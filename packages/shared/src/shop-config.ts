/**
 * Settings the browser needs from the server's configuration. The server writes them into
 * every page it sends, as JSON in `<script type="application/json" id="shop-config">`, so
 * the app has them at start without a call of its own (the CSP allows no inline script,
 * and a JSON data block is not run).
 */
import { z } from 'zod';
import { DEFAULT_WHATSAPP_NUMBER } from './shop.ts';

export const SHOP_CONFIG_ELEMENT_ID = 'shop-config';

export const WhatsAppNumberSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{7,14}$/, 'must be the country code and number, digits only, such as 919876543210');

export const ShopConfigSchema = z.object({
  whatsappNumber: WhatsAppNumberSchema.default(DEFAULT_WHATSAPP_NUMBER),
});
export type ShopConfig = z.infer<typeof ShopConfigSchema>;

export const DEFAULT_SHOP_CONFIG: ShopConfig = { whatsappNumber: DEFAULT_WHATSAPP_NUMBER };

/** The settings in a page's JSON block; a missing or broken block gives the defaults. */
export function parseShopConfig(json: string | null | undefined): ShopConfig {
  if (!json) return DEFAULT_SHOP_CONFIG;
  try {
    const parsed = ShopConfigSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : DEFAULT_SHOP_CONFIG;
  } catch {
    return DEFAULT_SHOP_CONFIG;
  }
}
