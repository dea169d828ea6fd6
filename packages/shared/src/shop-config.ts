/**
 * Settings the browser needs from the server's configuration. The server writes them into
 * every page it sends, as JSON in `<script type="application/json" id="shop-config">`, so
 * the app has them at start without a call of its own (the CSP allows no inline script but
 * the page's fixed taps script, by its hash, and a JSON data block is not run).
 *
 * No zod here: the browser reads this block on every first visit, and zod would add more
 * to that visit than the rest of the header (bench/web checks the budget). The server's
 * configuration check applies the same rule with zod (apps/server/src/env.ts).
 */
import { DEFAULT_WHATSAPP_NUMBER } from './shop.ts';

export const SHOP_CONFIG_ELEMENT_ID = 'shop-config';

/** A WhatsApp number as wa.me links want it: country code and number, digits only. */
export const WHATSAPP_NUMBER_PATTERN = /^[1-9]\d{7,14}$/;
export const WHATSAPP_NUMBER_RULE = 'must be the country code and number, digits only, such as 919876543210';

export interface ShopConfig {
  whatsappNumber: string;
}

export const DEFAULT_SHOP_CONFIG: ShopConfig = { whatsappNumber: DEFAULT_WHATSAPP_NUMBER };

/** The settings in a page's JSON block; a missing, broken or wrong value gives the default. */
export function parseShopConfig(json: string | null | undefined): ShopConfig {
  if (!json) return DEFAULT_SHOP_CONFIG;
  try {
    const parsed: unknown = JSON.parse(json);
    const number =
      typeof parsed === 'object' && parsed !== null && 'whatsappNumber' in parsed
        ? parsed.whatsappNumber
        : undefined;
    return typeof number === 'string' && WHATSAPP_NUMBER_PATTERN.test(number)
      ? { whatsappNumber: number }
      : DEFAULT_SHOP_CONFIG;
  } catch {
    return DEFAULT_SHOP_CONFIG;
  }
}
