import { describe, expect, it } from 'vitest';
import { firstPolicyText, markdownText, POLICY_IDS, type PolicyFacts } from './policies.ts';

const FACTS: PolicyFacts = {
  legalName: 'Velli Thangam Jewellers Private Limited',
  address: '14 South Car Street, Madurai, Tamil Nadu 625001',
  gstin: '33AABCV1234F1ZV',
  state: 'Tamil Nadu',
  customerCare: { phone: '+91 98765 43210', email: 'hello@shop.test' },
  grievanceOfficer: {
    name: 'Kavitha Raman',
    designation: 'Grievance Officer',
    email: 'grievance@shop.test',
    phone: '+91 452 400 1234',
  },
  returnWindowDays: 21,
  backups: { daily: 7, weekly: 4 },
};

describe('the first texts of the policies', () => {
  it('name the seller, its GSTIN and its customer care on the contact page, with the grievance officer', () => {
    const text = firstPolicyText('contact-information', FACTS);
    expect(text).toContain('Velli Thangam Jewellers Private Limited');
    expect(text).toContain('14 South Car Street, Madurai, Tamil Nadu 625001');
    expect(text).toContain('**GSTIN:** 33AABCV1234F1ZV (Tamil Nadu)');
    expect(text).toContain('[+91 98765 43210](tel:+919876543210)');
    expect(text).toContain('**Seller:** Velli Thangam Jewellers Private Limited, trading as Velli & Thangam');
    expect(text).toContain('[hello@shop.test](mailto:hello@shop.test)');
    expect(text).toContain('**Name:** Kavitha Raman');
    expect(text).toContain('**Designation:** Grievance Officer');
    expect(text).toContain('[grievance@shop.test](mailto:grievance@shop.test)');
    expect(text).toContain('(tel:+914524001234)');
    expect(text).toContain('within 48 hours of receiving it and resolve it within one month');
    expect(text).toContain('[contact page](/contact)');
    expect(text).toContain('ticket number');
    expect(text).toContain(
      'it is registered at once, and the mail that acknowledges it gives you its ticket number',
    );
  });

  it('give the owner’s return window, and say personalised pieces cannot be returned', () => {
    const text = firstPolicyText('refund-policy', FACTS);
    expect(text).toContain('within 21 days of its delivery');
    expect(text).toContain('**Personalised pieces cannot be returned**');
    expect(text).toContain('in full, with no fee, until its making starts');
    expect(text).toContain('original payment method');
    expect(text).toContain('credit note');
    expect(text).toContain('it comes attached to the mail that tells you the refund has been made');
    // The buttons of the customer's order page that do what the policy promises.
    expect(text).toContain("press 'Cancel order' on your order's page");
    expect(text).toContain("on your order's page ('Return pieces')");
    expect(text).toContain('the delivery charge is not refunded');
    expect(firstPolicyText('refund-policy', { ...FACTS, returnWindowDays: 1 })).toContain('within 1 day of');
  });

  it('give the delivery days of the expected-delivery rule, personalised pieces’ extra days included', () => {
    const text = firstPolicyText('shipping-policy', FACTS);
    expect(text).toContain('arrive 3 to 5 business days after payment');
    expect(text).toContain('need 5 to 7 additional business days');
    expect(text).toContain('they arrive 8 to 12 business days after payment');
    expect(text).toContain('₹100');
  });

  it('say what the shop keeps and for how long, and what deleting an account erases', () => {
    const text = firstPolicyText('privacy-policy', FACTS);
    expect(text).toContain('deleted 30 days after you sent it');
    expect(text).toContain('72 months');
    expect(text).toContain('each of the last 7 days and of each of the last 4 weeks');
    expect(text).toContain('IP address');
    expect(text).toContain('## Deleting your account');
    expect(text).toContain('Kavitha Raman');
    const erased = text.slice(text.indexOf('## Deleting your account'));
    for (const kept of ['gift messages', 'your reviews', 'your wishlist']) expect(erased).toContain(kept);
    expect(text).toContain('with your first name and the initial of your last name');
    expect(text).toContain('by replying STOP');
    expect(erased).toContain('your WhatsApp consents');
  });

  it('name the payment methods and the governing law in the terms', () => {
    const text = firstPolicyText('terms-of-service', FACTS);
    expect(text).toContain('UPI, debit and credit cards, net banking and wallets');
    expect(text).toContain('Razorpay');
    expect(text).toContain('courts of Tamil Nadu');
  });

  it('write every policy, and a setting’s Markdown characters read as themselves', () => {
    for (const policyId of POLICY_IDS) expect(firstPolicyText(policyId, FACTS).length).toBeGreaterThan(300);
    const text = firstPolicyText('contact-information', { ...FACTS, legalName: 'Silver *& Gold* [Ltd](x)' });
    expect(text).toContain('Silver \\*& Gold\\* \\[Ltd\\](x)');
    expect(markdownText('<b>GSTIN_1</b>')).toBe('\\<b\\>GSTIN\\_1\\</b\\>');
    expect(firstPolicyText('contact-information', { ...FACTS, legalName: 'Velli & Thangam' })).toContain(
      '**Seller:** Velli & Thangam\n',
    );
  });
});
