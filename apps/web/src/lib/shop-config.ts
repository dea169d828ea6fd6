import { parseShopConfig, SHOP_CONFIG_ELEMENT_ID, type ShopConfig } from '@shop/shared/shop-config';

/** The settings the server wrote into the page it sent. */
export function shopConfig(): ShopConfig {
  return parseShopConfig(document.getElementById(SHOP_CONFIG_ELEMENT_ID)?.textContent);
}
