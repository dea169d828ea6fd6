import { parseShopConfig, SHOP_CONFIG_ELEMENT_ID, type ShopConfig } from '@shop/shared/shop-config';

/** Set by the server's render (entry-server.tsx), which has no page to read the settings from. */
let serverShopConfig: (() => ShopConfig) | undefined;

export function provideServerShopConfig(read: () => ShopConfig): void {
  serverShopConfig = read;
}

/** The settings the server wrote into the page it sent. */
export function shopConfig(): ShopConfig {
  if (serverShopConfig) return serverShopConfig();
  return parseShopConfig(document.getElementById(SHOP_CONFIG_ELEMENT_ID)?.textContent);
}
