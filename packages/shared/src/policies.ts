/**
 * The shop's policies: the contracts of their calls, the back office's texts, and the first
 * text of each page, written for this shop from its settings (`firstPolicyText`). The owner
 * edits a policy in the back office; each save is a new version, and the page shows the
 * latest. The addresses and titles of the pages are in policy-pages.ts.
 */
import { z } from 'zod';
import { plainText } from './text.ts';
import { PERSONALISATION_EXTRA_BUSINESS_DAYS, USUAL_DELIVERY_BUSINESS_DAYS } from './delivery.ts';
import { UPLOAD_RETENTION_DAYS } from './files.ts';
import { SHIPPING_PAISE } from './cart.ts';
import { PAYMENT_PROVIDER_NAME } from './checkout.ts';
import { formatPaise } from './money.ts';
import { POLICY_IDS, POLICY_TITLES, type PolicyId } from './policy-pages.ts';
import { RETURN_TEXTS } from './returns.ts';
import { SHOP_NAME } from './shop.ts';

export { POLICY_IDS, POLICY_TITLES, type PolicyId };

/** A policy's Markdown: long enough for any shop's terms, short enough to read on one page. */
export const POLICY_MARKDOWN_MAX = 50_000;

/** Complaints are acknowledged within 48 hours and resolved within a month (Rule 4(5)). */
export const GRIEVANCE_ACKNOWLEDGE_HOURS = 48;
export const GRIEVANCE_RESOLVE_WITHIN = 'one month';

export const POLICY_TEXTS = {
  notFound:
    'There is no such policy. The shop’s policies are the terms of service, the privacy policy, the refund policy, the shipping policy and the contact information.',
  ownerOnly: 'Only the shop’s owner can change its policies; staff members can read them.',
  markdownEmpty: 'Write the policy’s text: it cannot be empty.',
  markdownTooLong: `Keep the policy to ${POLICY_MARKDOWN_MAX.toLocaleString('en-IN')} characters.`,
  markdownNotText: 'The policy’s text must be Markdown text.',
  saved: (title: string) => `${title} is saved as a new version; the shop shows it now.`,
  /** The version the shop wrote at its first start, before anyone edited it. */
  writtenFromSettings: 'Written from the shop’s settings',
  versionNotFound: 'There is no such version of this policy.',
  // The back office's pages.
  listHeading: 'Policies',
  listIntro:
    'The pages the Consumer Protection (E-Commerce) Rules, 2020 ask the shop to show. Every saved version is kept.',
  lastUpdatedColumn: 'Last updated',
  byColumn: 'By',
  editorLabel: 'Markdown',
  preview: 'Preview',
  previewHeading: 'Preview',
  save: 'Save as a new version',
  saving: 'Saving…',
  writeAgain: 'Write again from the shop’s settings',
  writeAgainNote:
    'Fills the editor with the text the shop writes from its settings today (its return window, its addresses). Review it, then save.',
  ownerOnlyNote: 'Only the owner can change a policy. You can read it and its versions.',
  versionsHeading: 'Versions',
  view: 'View',
  viewing: (at: string) => `The version of ${at}`,
  openPage: 'Open the page in the shop',
  characters: (count: number) =>
    `${count.toLocaleString('en-IN')} of ${POLICY_MARKDOWN_MAX.toLocaleString('en-IN')} characters`,
} as const;

export const PolicyIdSchema = z.enum(POLICY_IDS, { error: POLICY_TEXTS.notFound });

export const PolicyParamsSchema = z.strictObject({ policyId: z.string() });

export const PolicyMarkdownSchema = plainText('The policy’s text', {
  lines: true,
  error: POLICY_TEXTS.markdownNotText,
})
  .max(POLICY_MARKDOWN_MAX, POLICY_TEXTS.markdownTooLong)
  .refine((markdown) => markdown.trim().length > 0, POLICY_TEXTS.markdownEmpty);

/** `GET /api/policies/{policyId}`: the latest version, as HTML the server rendered. */
export const PolicyAnswerSchema = z.strictObject({
  id: PolicyIdSchema,
  title: z.string(),
  html: z.string(),
  updatedAt: z.string(),
});
export type PolicyAnswer = z.infer<typeof PolicyAnswerSchema>;

/** `POST /api/admin/policies/preview` and `POST /api/admin/policies/{policyId}/versions`. */
export const PolicyMarkdownBodySchema = z.strictObject({ markdown: PolicyMarkdownSchema });
export type PolicyMarkdownBody = z.infer<typeof PolicyMarkdownBodySchema>;

export const PolicyPreviewAnswerSchema = z.strictObject({ success: z.literal(true), html: z.string() });
export type PolicyPreviewAnswer = z.infer<typeof PolicyPreviewAnswerSchema>;

/** One saved version; `staffName` null when the shop wrote it, or once that member is gone. */
export const PolicyVersionSchema = z.strictObject({
  id: z.string(),
  markdown: z.string(),
  html: z.string(),
  createdAt: z.string(),
  staffName: z.string().nullable(),
});
export type PolicyVersion = z.infer<typeof PolicyVersionSchema>;

/** `GET /api/admin/policies`: each policy's latest version, without its text. */
export const AdminPolicyListAnswerSchema = z.strictObject({
  success: z.literal(true),
  policies: z.array(
    z.strictObject({
      id: PolicyIdSchema,
      title: z.string(),
      updatedAt: z.string(),
      staffName: z.string().nullable(),
      versions: z.number().int(),
    }),
  ),
});
export type AdminPolicyListAnswer = z.infer<typeof AdminPolicyListAnswerSchema>;

/**
 * `GET /api/admin/policies/{policyId}`: every version, newest first, and the text the shop
 * would write from its settings today (for 'Write again from the shop's settings').
 */
export const AdminPolicyAnswerSchema = z.strictObject({
  success: z.literal(true),
  id: PolicyIdSchema,
  title: z.string(),
  versions: z.array(PolicyVersionSchema),
  fromSettings: z.string(),
});
export type AdminPolicyAnswer = z.infer<typeof AdminPolicyAnswerSchema>;

/** `POST /api/admin/policies/{policyId}/versions`: the policy as it now stands. */
export const PolicySavedAnswerSchema = AdminPolicyAnswerSchema.extend({ message: z.string() });
export type PolicySavedAnswer = z.infer<typeof PolicySavedAnswerSchema>;

/** What the first texts say of this shop: its settings (apps/server/src/env.ts) and its rules. */
export interface PolicyFacts {
  legalName: string;
  address: string;
  gstin: string;
  /** The state the shop is registered in, as 'Tamil Nadu'. */
  state: string;
  customerCare: { phone: string; email: string };
  grievanceOfficer: { name: string; designation: string; email: string; phone: string };
  /** The owner's return window (return-window.ts). */
  returnWindowDays: number;
  /** Which backups the shop keeps (the backups feature's retention). */
  backups: { daily: number; weekly: number };
  /** The site's address, as https://shop.example, when it is known. */
  publicUrl?: string | undefined;
}

/** Text that reads as itself in Markdown, whatever characters a setting holds. */
export function markdownText(text: string): string {
  // What would start emphasis, code, a link or an autolink: a setting is always written
  // within a line, after other words, where a list marker or heading means nothing.
  return text.replace(/[\\`*_[\]<>~]/g, (character) => `\\${character}`);
}

function mailLink(email: string): string {
  return `[${markdownText(email)}](mailto:${email})`;
}

function phoneLink(phone: string): string {
  const dialled = phone.replace(/[^\d+]/g, '');
  return dialled.length > 0 ? `[${markdownText(phone)}](tel:${dialled})` : markdownText(phone);
}

function days(count: number): string {
  return count === 1 ? '1 day' : `${count} days`;
}

const USUAL = USUAL_DELIVERY_BUSINESS_DAYS;
const EXTRA = PERSONALISATION_EXTRA_BUSINESS_DAYS;

function sellerLines(facts: PolicyFacts): string {
  return [
    `- **Seller:** ${markdownText(facts.legalName)}${facts.legalName === SHOP_NAME ? '' : `, trading as ${markdownText(SHOP_NAME)}`}`,
    `- **Registered address:** ${markdownText(facts.address)}`,
    `- **GSTIN:** ${markdownText(facts.gstin)} (${markdownText(facts.state)})`,
    `- **Customer care:** ${phoneLink(facts.customerCare.phone)}, ${mailLink(facts.customerCare.email)}`,
  ].join('\n');
}

function grievanceSection(facts: PolicyFacts): string {
  const officer = facts.grievanceOfficer;
  return `## Grievance officer

Under the Consumer Protection (E-Commerce) Rules, 2020, our grievance officer is:

- **Name:** ${markdownText(officer.name)}
- **Designation:** ${markdownText(officer.designation)}
- **E-mail:** ${mailLink(officer.email)}
- **Phone:** ${phoneLink(officer.phone)}

You can raise a complaint on our [contact page](/contact) or from your order's page: it is registered at once, and the mail that acknowledges it gives you its ticket number to follow it. We acknowledge every complaint within ${GRIEVANCE_ACKNOWLEDGE_HOURS} hours of receiving it and resolve it within ${GRIEVANCE_RESOLVE_WITHIN}.`;
}

function termsOfService(facts: PolicyFacts): string {
  return `These terms apply to every order placed with ${markdownText(SHOP_NAME)}${facts.publicUrl ? ` at ${markdownText(facts.publicUrl)}` : ''}. By placing an order you accept them.

## Who we are

${sellerLines(facts)}

## Our pieces and prices

We make and sell silver and gold jewellery, much of it personalised with an engraving, a fingerprint or a picture. Gold pieces are BIS hallmarked; each hallmarked piece carries its HUID. Every price is in Indian rupees and includes GST; the product page shows how the price is made (metal, making charges, stones, hallmarking and GST). Pieces priced from the day's metal rate are charged at the rate shown when you pay.

## Orders and payment

An order is placed when it is paid. We take payment through ${PAYMENT_PROVIDER_NAME}'s secure checkout: UPI, debit and credit cards, net banking and wallets, as ${PAYMENT_PROVIDER_NAME} offers them. We never see or keep your card number, UPI PIN or bank password. We issue a receipt voucher when you pay and a tax invoice when your order ships.

## Personalisation

You are responsible for the words, pictures and fingerprints you send us: they must be yours to use, and not unlawful or offensive. We may decline an order whose personalisation we cannot make well or lawfully, and refund it in full. Please check spellings and pictures before you pay: we engrave exactly what you send.

## Cancellations, returns and delivery

Cancelling an order, returning a piece and refunds are described in our [${POLICY_TITLES['refund-policy']}](/policies/refund-policy); delivery in our [${POLICY_TITLES['shipping-policy']}](/policies/shipping-policy). What we keep of your data is in our [${POLICY_TITLES['privacy-policy']}](/policies/privacy-policy).

## Your account

Keep your password to yourself. You may delete your account at any time from your profile.

## Complaints and law

If something goes wrong, write to us first: our [${POLICY_TITLES['contact-information']}](/policies/contact-information) names our grievance officer, who acknowledges a complaint within ${GRIEVANCE_ACKNOWLEDGE_HOURS} hours and resolves it within ${GRIEVANCE_RESOLVE_WITHIN}. These terms are governed by the laws of India; the consumer commissions and courts of ${markdownText(facts.state)} have jurisdiction, without taking away any right you have under the Consumer Protection Act, 2019.
`;
}

function privacyPolicy(facts: PolicyFacts): string {
  const seller =
    facts.legalName === SHOP_NAME
      ? markdownText(SHOP_NAME)
      : `${markdownText(facts.legalName)} (${markdownText(SHOP_NAME)})`;
  return `We, ${seller}, keep only the personal data we need to make, send and account for your jewellery. This policy says what we keep, why, and for how long.

## What we keep

- **Your account:** your name, e-mail address, and, if you give them, your phone number and address. Your password is kept only as a one-way hash (argon2id); if you sign in with Google, we keep your Google account's id and picture address instead.
- **Your orders:** the pieces, their personalisation (engraved words, fingerprints and pictures), the delivery details you gave, the payment's reference from ${PAYMENT_PROVIDER_NAME} and each order's steps. We never see your card number or UPI PIN.
- **Tax documents:** receipt vouchers, tax invoices, refund vouchers and credit notes, with the buyer's details the law requires.
- **Pictures and fingerprints you upload:** an upload that no order takes is deleted ${days(UPLOAD_RETENTION_DAYS)} after you sent it. An upload in a paid order is kept with the order, so that we can make the piece and answer questions about it.
- **A gift message**, if you send an order as a gift: it is printed on the packing slip that travels with the piece, never on the tax invoice.
- **Your reviews:** the stars, title and words you write about a piece you received, published on its page with your first name and the initial of your last name.
- **Your wishlist:** the pieces you save while signed in, with their price when you saved them, so that we can tell you when it fell.
- **Messages you send us** through the contact page, and our replies.
- **WhatsApp updates**, only if you ticked the box at checkout or in your profile: the number, the sentence you agreed to and when, the updates we sent you there (order, proof, shipping, refund and complaint updates, never marketing) with their delivery status, and the messages you write to us there. You can stop them at any time in your profile or by replying STOP; we keep the record of your consent and of its withdrawal. The messages go through Meta's WhatsApp Business Platform.
- **Complaints you raise:** your name, e-mail address and phone number, what you wrote, its ticket, our replies and how it was resolved.
- **Server logs:** for each request, its time, address, your IP address and the answer, to keep the shop running and safe. A password-reset link's e-mail and code are never written to the logs.
- **In your browser:** your cart, your session, the orders you placed on this device, the pieces you save before signing in and the pincode you last checked delivery to, kept in your browser's storage, not in cookies for advertising. We use no advertising or tracking cookies.

## Why we keep it

To make and deliver your order, to send you its confirmation and updates, to answer your messages and complaints, to keep the accounts the law requires (GST), and to protect the shop from misuse. We do not sell your data or share it for marketing. We share only what each needs with ${PAYMENT_PROVIDER_NAME} (payment), our courier (delivery) our e-mail provider (mail), and Meta's WhatsApp Business Platform for the WhatsApp updates you asked for.

## How long we keep it

- Your account and its details: until you delete your account.
- Orders and tax documents: as long as GST law requires us to keep accounts, 72 months from the due date of the annual return for their year (CGST Act, section 36), about eight years from the sale.
- Uploads no order took: ${days(UPLOAD_RETENTION_DAYS)}.
- Backups of the shop's data: the newest backup of each of the last ${facts.backups.daily} days and of each of the last ${facts.backups.weekly} weeks; older backups are deleted, and with them what was erased since.
- Complaints: kept, also after you delete your account, as the record of how we handled each one, which the law asks us to answer for.
- Server logs: only as long as the host keeps them to run the shop.

## Deleting your account

You can delete your account from your profile. We then erase your account, the orders you never paid, the personalisation of your paid orders (engraved words, fingerprints and pictures, including the files), your e-mail address and phone number on those orders, the gift messages of your orders, the reasons you gave for cancelling an order or returning pieces, your reviews, your wishlist, the messages you sent us from your account's e-mail address, and your WhatsApp consents with the messages of their numbers. Of a paid order we keep only what its tax invoice must show: your state, and, for an order of ₹50,000 or more, your name and address (CGST Rule 46).

## Your rights and contact

You may ask us what we hold about you, ask us to correct it, or ask us to erase it where the law allows. Write to our grievance officer, ${markdownText(facts.grievanceOfficer.name)}, at ${mailLink(facts.grievanceOfficer.email)}, or call ${phoneLink(facts.grievanceOfficer.phone)}. We acknowledge a request or complaint within ${GRIEVANCE_ACKNOWLEDGE_HOURS} hours and resolve it within ${GRIEVANCE_RESOLVE_WITHIN}.
`;
}

function refundPolicy(facts: PolicyFacts): string {
  return `## Cancelling an order

You may cancel a paid order in full, with no fee, until its making starts: press '${RETURN_TEXTS.cancelAction}' on your order's page, or call ${phoneLink(facts.customerCare.phone)}. The whole amount you paid is refunded. Once the making has started, a piece made for you cannot be cancelled, and your order's page says so.

## Returns

You may return a piece within ${days(facts.returnWindowDays)} of its delivery, unused, in its original box with its hallmark and tags. Ask for it on your order's page ('${RETURN_TEXTS.returnAction}'), choosing the pieces and saying why. We answer your request, arrange the pickup and tell you its tracking number, check the piece when it reaches us, and then refund the price you paid for the returned pieces; the delivery charge is not refunded. Each step is mailed to you and shown on your order's page.

**Personalised pieces cannot be returned**: a piece engraved with your words, your fingerprint or your picture is made for you alone. If a personalised piece reaches you damaged or defective, or differs from what you sent us, write to us within the same ${days(facts.returnWindowDays)} and we will remake it or refund it.

## Refunds

Refunds go back to the original payment method through ${PAYMENT_PROVIDER_NAME}: the card, UPI account, bank account or wallet you paid with. We issue a refund voucher, or a credit note once the order's tax invoice has been issued, for every refund of a sale: it comes attached to the mail that tells you the refund has been made, and your order's page lists it with the order's other documents.

## Questions

Our customer care answers at ${phoneLink(facts.customerCare.phone)} and ${mailLink(facts.customerCare.email)}. If you are not satisfied, our grievance officer (see [${POLICY_TITLES['contact-information']}](/policies/contact-information)) acknowledges a complaint within ${GRIEVANCE_ACKNOWLEDGE_HOURS} hours and resolves it within ${GRIEVANCE_RESOLVE_WITHIN}.
`;
}

function shippingPolicy(facts: PolicyFacts): string {
  return `## Where we deliver

We deliver to addresses in India. We ship from ${markdownText(facts.address)}.

## How long it takes

Business days are every day but Sunday, counted from the day you pay.

- **Pieces without personalisation** arrive ${USUAL.fewest} to ${USUAL.most} business days after payment: making them ready, handing them to the courier and the journey.
- **Personalised pieces** need ${EXTRA.fewest} to ${EXTRA.most} additional business days for the engraving, fingerprint or picture: they arrive ${USUAL.fewest + EXTRA.fewest} to ${USUAL.most + EXTRA.most} business days after payment.

Your order's page shows the days it should arrive between. Public holidays, which differ from state to state, may add a day or two.

## Tracking

When your order ships, we e-mail you the courier, the tracking number and your tax invoice, and your order's page shows them too.

## Charges

Prices include GST. Delivery costs ${formatPaise(SHIPPING_PAISE)} an order, taxes included, shown in your cart before you pay.

## Questions

Call ${phoneLink(facts.customerCare.phone)} or write to ${mailLink(facts.customerCare.email)}.
`;
}

function contactInformation(facts: PolicyFacts): string {
  return `## The seller

${sellerLines(facts)}

## Customer care

Call ${phoneLink(facts.customerCare.phone)} or write to ${mailLink(facts.customerCare.email)}, or send us a message on our [contact page](/contact).

${grievanceSection(facts)}
`;
}

const WRITERS: Readonly<Record<PolicyId, (facts: PolicyFacts) => string>> = {
  'terms-of-service': termsOfService,
  'privacy-policy': privacyPolicy,
  'refund-policy': refundPolicy,
  'shipping-policy': shippingPolicy,
  'contact-information': contactInformation,
};

/** The first text of a policy, written for this shop from its settings, as Markdown. */
export function firstPolicyText(policyId: PolicyId, facts: PolicyFacts): string {
  return WRITERS[policyId](facts);
}
