/**
 * The policy pages: written from the shop's settings at its first start, shown as HTML, and
 * changed only by the owner, one kept version at a time. The storefront here is a stand-in
 * that renders a policy page from the same call the real one makes, so a test sees what a
 * shopper's first HTML holds, with renders kept as in a shop.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POLICY_MARKDOWN_MAX,
  POLICY_TEXTS,
  type AdminPolicyAnswer,
  type AdminPolicyListAnswer,
  type PolicyAnswer,
  type PolicySavedAnswer,
} from '@shop/shared/policies';
import { POLICY_IDS } from '@shop/shared/policy-pages';
import { RETURN_WINDOW_SETTING } from '@shop/shared/return-window';
import { STAFF_TEXTS } from '@shop/shared/staff';
import { auditEntries, policyVersions } from '../../db/schema.ts';
import { writeShopSetting } from '../../db/shop-settings.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  injectRequests,
  signUp,
  type AuthorizationHeader,
  type Customer,
} from '../../test-support/checkout.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const STOREFRONT = `
export async function renderPage(url, options) {
  const id = url.startsWith('/policies/') ? url.slice('/policies/'.length) : '';
  if (!id) return { html: '<p>another page</p>', afterRoot: '', lasting: true };
  const answer = await options.api('/api/policies/' + id, {});
  const policy = await answer.json();
  return { html: '<article>' + policy.html + '</article>', afterRoot: '', lasting: true };
}
`;

let shop: TestApp;
let folder: string;
let staff: AuthorizationHeader;
let owner: AuthorizationHeader;
let customer: Customer;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-policies-'));
  await fs.mkdir(path.join(folder, 'dist'));
  await fs.mkdir(path.join(folder, 'dist-server'));
  await fs.writeFile(
    path.join(folder, 'dist', 'index.html'),
    '<!doctype html>\n<html lang="en-IN">\n  <head>\n    <title>The shop</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  await fs.writeFile(path.join(folder, 'dist-server', 'entry-server.js'), STOREFRONT);
  shop = await buildTestApp({
    products: FIXTURE_PRODUCTS,
    environment: {
      WEB_DIST: path.join(folder, 'dist'),
      // Renders are kept as in a shop: a saved version must still show at once.
      CATALOGUE_CACHE_SECONDS: '300',
      SHOP_LEGAL_NAME: 'Velli Thangam Jewellers Private Limited',
      SHOP_PHONE: '+91 452 234 5678',
      GRIEVANCE_OFFICER_NAME: 'Kavitha Raman',
      GRIEVANCE_OFFICER_DESIGNATION: 'Customer Grievance Officer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@shop.test',
      GRIEVANCE_OFFICER_PHONE: '+91 452 234 9999',
    },
  });
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi', role: 'owner' });
  customer = await signUp(injectRequests(shop.app), 'meena@example.in');
});
afterAll(async () => {
  await shop?.close();
  await fs.rm(folder, { recursive: true, force: true });
});

async function call(method: 'GET' | 'POST', url: string, headers: object = {}, payload?: object) {
  const answer = await shop.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });
  return { status: answer.statusCode, body: answer.json() };
}

async function page(url: string) {
  const answer = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { status: answer.statusCode, html: answer.body };
}

const save = (policyId: string, markdown: unknown, member: object = owner) =>
  call('POST', `/api/admin/policies/${policyId}/versions`, member, { markdown });

const versionsOf = (policyId: (typeof POLICY_IDS)[number]) =>
  shop.database.db.select().from(policyVersions).where(eq(policyVersions.policyId, policyId));

describe('the policy pages', () => {
  it('are written from the shop’s settings at its first start, one version each, by no one', async () => {
    const stored = await shop.database.db.select().from(policyVersions);
    expect(stored.map((version) => version.policyId).sort()).toEqual([...POLICY_IDS].sort());
    expect(stored.every((version) => version.staffId === null)).toBe(true);

    const list = await call('GET', '/api/admin/policies', staff);
    expect(list.status).toBe(200);
    const policies = (list.body as AdminPolicyListAnswer).policies;
    expect(policies.map((policy) => policy.title)).toEqual([
      'Terms of Service',
      'Privacy Policy',
      'Refund and Return Policy',
      'Shipping Policy',
      'Contact Information',
    ]);
    expect(policies.every((policy) => policy.staffName === null && policy.versions === 1)).toBe(true);
  });

  it('answers a policy as HTML with its last update, and its page carries the text', async () => {
    const answer = await call('GET', '/api/policies/contact-information');
    expect(answer.status).toBe(200);
    const policy = answer.body as PolicyAnswer;
    expect(policy.id).toBe('contact-information');
    expect(policy.title).toBe('Contact Information');
    expect(policy.html).toContain('<h2>Grievance officer</h2>');
    expect(policy.html).toContain('Kavitha Raman');
    expect(policy.html).toContain('Customer Grievance Officer');
    expect(policy.html).toContain('<a href="mailto:grievance@shop.test">grievance@shop.test</a>');
    expect(policy.html).toContain('Velli Thangam Jewellers Private Limited');
    expect(policy.html).toContain('33AABCV1234F1ZV');
    expect(policy.html).toContain('+91 452 234 5678');
    expect(policy.html).toContain('within 48 hours');
    expect(Date.parse(policy.updatedAt)).not.toBeNaN();

    const shown = await page('/policies/contact-information');
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<title>Contact Information · Velli &amp; Thangam</title>');
    expect(shown.html).toContain('Kavitha Raman');
  });

  it('answers 404 for a policy the shop does not have, and its page is the shop’s not-found page', async () => {
    expect(await call('GET', '/api/policies/cookie-policy')).toEqual({
      status: 404,
      body: { success: false, message: POLICY_TEXTS.notFound },
    });
    expect((await page('/policies/cookie-policy')).status).toBe(404);
    expect((await call('GET', '/api/admin/policies/cookie-policy', staff)).status).toBe(404);
  });

  it('lists the policies in the sitemap', async () => {
    const sitemap = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
    for (const policyId of POLICY_IDS) expect(sitemap.body).toContain(`/policies/${policyId}</loc>`);
  });

  it('keeps the back office’s policies from shoppers and from staff who would change them', async () => {
    expect((await call('GET', '/api/admin/policies')).status).toBe(401);
    expect((await call('GET', '/api/admin/policies', customer.headers)).status).toBe(403);
    expect(await save('refund-policy', 'Our new refund policy.', staff)).toEqual({
      status: 403,
      body: { success: false, message: POLICY_TEXTS.ownerOnly },
    });
    expect((await save('refund-policy', 'Our new refund policy.', customer.headers)).body).toEqual({
      success: false,
      message: STAFF_TEXTS.customerSession,
    });
    expect(await versionsOf('refund-policy')).toHaveLength(1);
    // Staff read every version.
    const read = await call('GET', '/api/admin/policies/refund-policy', staff);
    expect(read.status).toBe(200);
    expect((read.body as AdminPolicyAnswer).versions).toHaveLength(1);
  });

  it('refuses an empty or too long text, says why, and keeps the policy as it was', async () => {
    const before = (await call('GET', '/api/policies/shipping-policy')).body as PolicyAnswer;
    for (const [markdown, message] of [
      ['', POLICY_TEXTS.markdownEmpty],
      ['   \n\n  ', POLICY_TEXTS.markdownEmpty],
      ['x'.repeat(POLICY_MARKDOWN_MAX + 1), POLICY_TEXTS.markdownTooLong],
      [42, POLICY_TEXTS.markdownNotText],
    ] as const) {
      expect(await save('shipping-policy', markdown)).toEqual({
        status: 400,
        body: { success: false, message },
      });
      expect((await call('POST', '/api/admin/policies/preview', owner, { markdown })).status).toBe(400);
    }
    expect(await versionsOf('shipping-policy')).toHaveLength(1);
    expect((await call('GET', '/api/policies/shipping-policy')).body).toEqual(before);
  });

  it('previews Markdown as the page shows it, with any HTML in it escaped', async () => {
    const preview = await call('POST', '/api/admin/policies/preview', staff, {
      markdown: '## Returns\n\n<script>alert(1)</script> and [a link](javascript:alert(1))',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain('<h2>Returns</h2>');
    expect(preview.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(preview.body.html).not.toContain('<script>');
    expect(preview.body.html).not.toContain('href="javascript:');
  });

  it('saves the owner’s version: the page shows it and its date at once, and every version is kept', async () => {
    // The page is rendered and kept before the change.
    expect((await page('/policies/refund-policy')).html).toContain('within 15 days of its delivery');

    const markdown =
      '## Returns\n\nReturn any piece within **30 days**.\n\n<script>alert("stolen")</script>\n';
    const saved = await save('refund-policy', markdown);
    expect(saved.status).toBe(200);
    const answer = saved.body as PolicySavedAnswer;
    expect(answer.message).toBe('Refund and Return Policy is saved as a new version; the shop shows it now.');
    expect(answer.versions.map((version) => version.staffName)).toEqual(['Lakshmi', null]);
    expect(answer.versions[0]?.markdown).toBe(markdown);
    expect(answer.versions[1]?.markdown).toContain('within 15 days of its delivery');

    const policy = (await call('GET', '/api/policies/refund-policy')).body as PolicyAnswer;
    expect(policy.html).toContain('Return any piece within <strong>30 days</strong>.');
    expect(policy.html).toContain('&lt;script&gt;');
    expect(policy.updatedAt).toBe(answer.versions[0]?.createdAt);

    const shown = await page('/policies/refund-policy');
    expect(shown.html).toContain('Return any piece within <strong>30 days</strong>.');
    expect(shown.html).not.toContain('<script>alert');
    expect(shown.html).not.toContain('within 15 days of its delivery');

    const list = (await call('GET', '/api/admin/policies', staff)).body as AdminPolicyListAnswer;
    expect(list.policies.find((entry) => entry.id === 'refund-policy')).toMatchObject({
      staffName: 'Lakshmi',
      versions: 2,
      updatedAt: policy.updatedAt,
    });

    const [entry] = await shop.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectType, 'policy'), eq(auditEntries.subjectId, 'refund-policy')));
    expect(entry).toMatchObject({
      action: 'policy.version',
      after: { versionId: answer.versions[0]?.id, characters: markdown.length },
    });
  });

  it('never changes a saved version, whatever asks', async () => {
    await expect(
      shop.database.db.update(policyVersions).set({ markdown: 'Changed quietly' }),
    ).rejects.toThrow();
    await expect(shop.database.db.delete(policyVersions)).rejects.toThrow();
    expect(await versionsOf('refund-policy')).toHaveLength(2);
  });

  it('writes the text afresh from the shop’s settings for the owner to review, saving nothing', async () => {
    await writeShopSetting(shop.database.db, RETURN_WINDOW_SETTING, 21);
    const policy = (await call('GET', '/api/admin/policies/refund-policy', owner)).body as AdminPolicyAnswer;
    expect(policy.fromSettings).toContain('within 21 days of its delivery');
    expect(policy.versions).toHaveLength(2);
    expect(((await call('GET', '/api/policies/refund-policy')).body as PolicyAnswer).html).toContain(
      '30 days',
    );
  });
});
