/** Who the shop is: the name shoppers see in the header, titles, mails and messages. */
export const SHOP_NAME = 'Velli & Thangam';
export const SHOP_TAGLINE = 'Jewels as unique as your love';

/** The home page's title; every other page is named '{page} · {shop}'. */
export const HOME_TITLE = 'Personalised silver and gold jewellery';

export function documentTitle(page: { title: string }): string {
  return page.title === HOME_TITLE ? `${SHOP_NAME} · ${HOME_TITLE}` : `${page.title} · ${SHOP_NAME}`;
}

/** The shop in the street: the contact page, the footer and structured data read these. */
export const SHOP_STORE = {
  streetAddress: '14 South Car Street',
  locality: 'Madurai',
  region: 'Tamil Nadu',
  postalCode: '625001',
  country: 'India',
  /** Shown as it is dialled from India; `tel:` links use `phoneE164`. */
  phone: '+91 98765 43210',
  phoneE164: '+919876543210',
  email: 'hello@velli-thangam.example',
  timings: 'All days 10:00 am to 9:30 pm',
} as const;

/** What every page says while the built-in test provider takes the payments. */
export const DEMO_SHOP_NOTICE = 'Demo shop: payments are simulated and nothing is charged';

/**
 * The WhatsApp number of the chat button when SHOP_WHATSAPP_NUMBER is not set: country code
 * and number, digits only, as wa.me links want it.
 */
export const DEFAULT_WHATSAPP_NUMBER = '919876543210';

export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

/** A chat with the shop on WhatsApp, opened by the floating chat button. */
export function whatsAppChatUrl(
  number: string,
  text = `Hello ${SHOP_NAME}, I have a question about a piece.`,
): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
