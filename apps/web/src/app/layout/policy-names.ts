/**
 * The names of the policy pages and of the ring size guide (`POLICY_TITLES`,
 * `RING_SIZE_GUIDE_TITLE` in packages/shared/src/policy-pages.ts) as the storefront's
 * messages: the footer lists them and the pages head themselves with them. English keeps the
 * shared module's words: each message here is the same English text.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PolicyId } from '@shop/shared/policy-pages';

export const POLICY_TITLE_MESSAGES: Readonly<Record<PolicyId, MessageDescriptor>> = {
  'terms-of-service': msg`Terms of Service`,
  'privacy-policy': msg`Privacy Policy`,
  'refund-policy': msg`Refund and Return Policy`,
  'shipping-policy': msg`Shipping Policy`,
  'contact-information': msg`Contact Information`,
};

export const RING_SIZE_GUIDE_MESSAGE = msg`Ring Size Guide`;

/** `POLICY_PAGE_TEXTS.footerHeading`. */
export const POLICIES_MESSAGE = msg`Policies`;
