/** Who the shop is: the name shoppers see in the header, titles, mails and messages. */
export const SHOP_NAME = 'Velli & Thangam';
export const SHOP_TAGLINE = 'Jewels as unique as your love';

/** The home page's title; every other page is named '{page} · {shop}'. */
export const HOME_TITLE = 'Personalised silver and gold jewellery';

export function documentTitle(page: { title: string }): string {
  return page.title === HOME_TITLE ? `${SHOP_NAME} · ${HOME_TITLE}` : `${page.title} · ${SHOP_NAME}`;
}

/**
 * What every request but the health call answers while the shop starts (503, with a
 * Retry-After): after a restart it reads its catalogue before it serves.
 */
export const SHOP_STARTING_MESSAGE = 'The shop is starting; please try again in a moment.';

/** What every page says while the built-in test provider takes the payments. */
export const DEMO_SHOP_NOTICE = 'Demo shop: payments are simulated and nothing is charged';

/**
 * The notice and its label on each language's pages. The server writes it outside the app,
 * so it is no message of the storefront's catalogs.
 */
export const DEMO_SHOP_NOTICE_IN = {
  en: { label: 'Demo shop', notice: DEMO_SHOP_NOTICE },
  ta: {
    label: 'மாதிரிக் கடை',
    notice: 'இது மாதிரிக் கடை: பணம் செலுத்துவது ஒத்திகை மட்டுமே, உங்களிடம் எதுவும் வசூலிக்கப்படாது',
  },
  hi: { label: 'डेमो दुकान', notice: 'यह डेमो दुकान है: भुगतान सिर्फ़ अभ्यास के लिए है, आपसे कोई पैसा नहीं लिया जाएगा' },
} as const satisfies Record<'en' | 'ta' | 'hi', { label: string; notice: string }>;

/**
 * The WhatsApp number of the chat button when SHOP_WHATSAPP_NUMBER is not set: country code
 * and number, digits only, as wa.me links want it.
 */
export const DEFAULT_WHATSAPP_NUMBER = '919876543210';

/** A chat with the shop on WhatsApp, opened by the floating chat button. */
export function whatsAppChatUrl(
  number: string,
  text = `Hello ${SHOP_NAME}, I have a question about a piece.`,
): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
