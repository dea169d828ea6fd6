import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from './page-paths.ts';
import { LISTED_PAGE_PATHS, PAGE_ALIASES, pageMeta, shopPage } from './pages.ts';

/** A value for each part of a page's address that the page reads. */
const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  slug: 'women',
  group: 'men',
  kind: 'rings',
  id: '14',
  orderId: 'a1b2c3d4-2222-4a7b-9c0d-2e5f6a7b8c9d',
  policyId: 'refund-policy',
  token: 'Abcdefghijklmnopqrstuvwx',
};

const sampleAddress = (path: string) =>
  path.replace(/:([a-zA-Z]+)/g, (_, name: string) => SAMPLE_VALUES[name] ?? name);

describe('the page list', () => {
  it.each(PAGE_PATHS)('describes %s to the server', (path) => {
    expect(shopPage(sampleAddress(path))).toBeDefined();
  });

  it.each(Object.entries(PAGE_ALIASES))('shows at %s the page at %s', (alias, target) => {
    expect(shopPage(target)).toBeDefined();
    expect(shopPage(alias)).toEqual(shopPage(target));
  });

  it('answers an address that is no page of the list with nothing', () => {
    for (const address of [
      '/necklaces',
      '/category/aliens',
      '/orders/not-an-id',
      '/product/',
      '/custom/a/b',
      '/policies/cookie-policy',
      '/policies',
    ]) {
      expect(shopPage(address), address).toBeUndefined();
    }
  });

  it('names each policy page after its policy, and lists the five for search engines', () => {
    expect(pageMeta('/policies/refund-policy')).toMatchObject({
      title: 'Refund and Return Policy',
      canonicalPath: '/policies/refund-policy',
    });
    expect(pageMeta('/policies/Privacy-Policy')?.canonicalPath).toBe('/policies/privacy-policy');
    expect(LISTED_PAGE_PATHS.filter((path) => path.startsWith('/policies/'))).toEqual([
      '/policies/terms-of-service',
      '/policies/privacy-policy',
      '/policies/refund-policy',
      '/policies/shipping-policy',
      '/policies/contact-information',
    ]);
  });
});
