/**
 * The shop's five policy pages (`/policies/{policyId}`), as the footer links to them and the
 * pages name them: no zod and no texts of the policies themselves, so the footer's chunk and
 * the page's stay small. The contracts and the first text of each are in policies.ts.
 */

/** The policies the Consumer Protection (E-Commerce) Rules, 2020 ask an online seller to show. */
export const POLICY_IDS = [
  'terms-of-service',
  'privacy-policy',
  'refund-policy',
  'shipping-policy',
  'contact-information',
] as const;
export type PolicyId = (typeof POLICY_IDS)[number];

export const POLICY_TITLES: Readonly<Record<PolicyId, string>> = {
  'terms-of-service': 'Terms of Service',
  'privacy-policy': 'Privacy Policy',
  'refund-policy': 'Refund and Return Policy',
  'shipping-policy': 'Shipping Policy',
  'contact-information': 'Contact Information',
};

export const POLICY_DESCRIPTIONS: Readonly<Record<PolicyId, string>> = {
  'terms-of-service': 'The terms on which the shop sells its personalised silver and gold jewellery.',
  'privacy-policy':
    'What personal data the shop keeps, why, for how long, and what deleting an account erases.',
  'refund-policy': 'Cancelling an order, returning a piece and how refunds are paid.',
  'shipping-policy': 'Where the shop delivers, how long a piece takes to arrive, and tracking.',
  'contact-information': 'The seller, its address and GSTIN, customer care and the grievance officer.',
};

/**
 * The ring size guide (`/ring-size-guide`), which the footer lists with the policies: it is
 * read before buying, as they are.
 */
export const RING_SIZE_GUIDE_TITLE = 'Ring Size Guide';

export function isPolicyId(value: string): value is PolicyId {
  return (POLICY_IDS as readonly string[]).includes(value);
}

export function policyPath(policyId: PolicyId): string {
  return `/policies/${policyId}`;
}

const UPDATED_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export const POLICY_PAGE_TEXTS = {
  footerHeading: 'Policies',
  /** 'Last updated 25 November 2026': the day in India, wherever the page is read. */
  lastUpdated: (updatedAt: string) => `Last updated ${UPDATED_FORMAT.format(new Date(updatedAt))}`,
  loadFailed: 'This policy could not be loaded. Please try again.',
  retry: 'Try again',
} as const;
