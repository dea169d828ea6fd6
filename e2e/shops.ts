/** The shops the journeys run against: the demo shop, and one with Google sign-in (google/). */
export const SHOP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const GOOGLE_SHOP_PORT = SHOP_PORT + 1;
export const GOOGLE_SHOP_URL = `http://127.0.0.1:${GOOGLE_SHOP_PORT}`;
