/**
 * The shop in the street and online: the footer, the contact page, the order confirmation and
 * the server's structured data read these. A module apart from shop.ts, whose name every page
 * shows in its header: these pages load after the first paint, and so do these words.
 */
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

export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;
