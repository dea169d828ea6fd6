/**
 * What the product page states beside the piece itself, as the Consumer Protection
 * (E-Commerce) Rules, 2020 ask of a seller in India: the country each piece comes from, and
 * that a piece made to the customer's order cannot be sent back. No zod here: the storefront's
 * product page imports these texts, and the back office's rule is in catalogue-admin.ts.
 */

/** A piece's country of origin unless staff name another. */
export const DEFAULT_COUNTRY_OF_ORIGIN = 'India';

export const COUNTRY_OF_ORIGIN_LENGTH = { min: 2, max: 56 } as const;

/** Letters of any alphabet, with spaces and hyphens between them: India, Sri Lanka, Timor-Leste. */
export const COUNTRY_OF_ORIGIN_PATTERN = /^\p{L}+(?:[ -]\p{L}+)*$/u;

/** The shop's refund policy, which the note on personalised pieces points to. */
export const REFUND_POLICY_PATH = '/policies/refund-policy';

export const PRODUCT_PAGE_TEXTS = {
  countryOfOrigin: (country: string) => `Country of origin: ${country}`,
  /** Beside the rating, which is the mean of the buyers' published reviews. */
  reviewCount: (count: number) => `(${count} ${count === 1 ? 'review' : 'reviews'})`,
  personalisedNotReturnable: 'Personalised pieces are made for you and cannot be returned.',
  refundPolicyLink: 'Read our refund policy',
} as const;
