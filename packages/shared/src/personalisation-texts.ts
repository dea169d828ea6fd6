/**
 * The texts of the personalisation screens and what the ring personalisation page's address
 * reads. They stand apart from the schemas in personalisation.ts, which re-exports them, so a page
 * that only links to personalisation (the personalisation landing) shows them without
 * downloading zod.
 */

export const PERSONALISATION_TEXTS = {
  wrongFileType: 'Please upload a valid file type for this customization.',
  wrongSecondFile: 'Please upload an image (JPEG, PNG, GIF).',
  uploadHint: 'JPEG, PNG or GIF, max 5MB',
  uploadHintWithPdf: 'JPEG, PNG, GIF or PDF, max 5MB',
  /** The product page's heading of the choices, its first choice, its button and what it says then; the wishlist's too. */
  personaliseIt: 'Personalise it',
  noneChoice: 'None',
  addToCart: 'Add to cart',
  addedToCart: 'Added to cart!',
  viewCart: 'View cart',
  /** The shop's own: the cart refused a line it could not keep (a damaged picture, say). */
  lineRefused:
    'This piece could not be kept in the cart as personalised. Please check the words and the picture, and try again.',
  incompleteRing: 'Please complete the customization before adding to cart',
  ringPlaceholder: 'Your message here',
  fingerprintNote: 'Our artisans will carefully engrave your fingerprint onto the ring',
  productMissing: 'Product information missing',
  productMissingHint: 'Please select a product from our collection first.',
  browseCollection: 'Browse Collection',
  backToCollection: 'Back to Collection',
  engravedRing: 'Engraved Ring',
  fingerprintRing: 'Fingerprint Ring',
  addRingToCart: 'Add Customized Ring to Cart',
  personalisationComplete: 'Customization Complete!',
  ringAdded: (product: string) => `Your beautifully customized ${product} has been added to your cart.`,
  customFingerprint: 'Custom Fingerprint',
  continueShopping: 'Continue Shopping',
  proceedToCheckout: 'Proceed to Checkout',
  aboutPersonalisation: 'About Our Customization',
  careInstructions: 'Care Instructions',
  noPersonalisation: 'No customization for this order',
  extraDays: 'Customised pieces need 5 to 7 additional business days.',
  viewPdf: 'View PDF',
} as const;

/** How long the product page's 'Added to cart!' stays, and the wishlist's. */
export const ADDED_TO_CART_MS = 3000;

/** What `?type=` of the ring personalisation page chooses. */
export const RING_TYPES = ['engraving', 'fingerprint'] as const;
