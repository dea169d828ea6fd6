import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_CONFIG } from '@shop/shared/shop-config';
import { createPageRenderer } from './server-render.ts';

/** A shop whose one listing counts how often it was asked, and a storefront that shows it. */
async function shopWithListing() {
  const fastify = Fastify();
  const askedFrom: string[] = [];
  let pieces = ['Silver ring'];
  let busy = false;
  fastify.get('/api/products', async (request, reply) => {
    askedFrom.push(request.ip);
    if (busy) return reply.code(429).send({ success: false, message: 'Too many searches' });
    return { products: pieces };
  });
  await fastify.ready();
  const storefront = {
    async renderPage(url: string, options: { api: (path: string, init: RequestInit) => Promise<Response> }) {
      const answer = await options.api('/api/products', {});
      if (!answer.ok) return { html: `<h1>${url}</h1><p>Loading…</p>`, afterRoot: '', lasting: false };
      const { products } = (await answer.json()) as { products: string[] };
      return {
        html: `<h1>${url}</h1><ul><li>${products.join('</li><li>')}</li></ul>`,
        afterRoot: '',
        lasting: true,
      };
    },
  };
  return {
    fastify,
    storefront,
    asked: () => askedFrom.length,
    askedFrom,
    changeCatalogue: (next: string[]) => {
      pieces = next;
    },
    setBusy: (value: boolean) => {
      busy = value;
    },
  };
}

const shopper = { ip: '203.0.113.7' };

describe('pages rendered on the server', () => {
  it("carry what the shop's API answers, and are rendered once per address until the catalogue changes", async () => {
    const shop = await shopWithListing();
    const pages = createPageRenderer(shop.fastify, shop.storefront, {
      shopConfig: DEFAULT_SHOP_CONFIG,
      keepSeconds: 30,
    });

    expect((await pages.render('/category/women', shopper))?.html).toBe(
      '<h1>/category/women</h1><ul><li>Silver ring</li></ul>',
    );
    await pages.render('/category/women', { ip: '198.51.100.9' });
    expect(shop.asked()).toBe(1);

    shop.changeCatalogue(['Silver ring', 'Gold chain']);
    pages.forget();
    expect((await pages.render('/category/women', shopper))?.html).toContain('<li>Gold chain</li>');
    expect(shop.asked()).toBe(2);
  });

  it("ask the API from the shopper's address, so its limits count the shopper, not the shop itself", async () => {
    const shop = await shopWithListing();
    const pages = createPageRenderer(shop.fastify, shop.storefront, {
      shopConfig: DEFAULT_SHOP_CONFIG,
      keepSeconds: 30,
    });
    await pages.render('/search?q=ring', shopper);
    expect(shop.askedFrom).toEqual(['203.0.113.7']);
  });

  it('are not kept when a call failed for a reason that passes: the shopper gets the page, the next one a new render', async () => {
    const shop = await shopWithListing();
    const pages = createPageRenderer(shop.fastify, shop.storefront, {
      shopConfig: DEFAULT_SHOP_CONFIG,
      keepSeconds: 30,
    });
    shop.setBusy(true);
    expect((await pages.render('/search?q=ring', shopper))?.html).toBe(
      '<h1>/search?q=ring</h1><p>Loading…</p>',
    );
    shop.setBusy(false);
    expect((await pages.render('/search?q=ring', shopper))?.html).toContain('<li>Silver ring</li>');
    await pages.render('/search?q=ring', shopper);
    expect(shop.asked()).toBe(2);
  });

  it('send the preloads React writes for the first pictures in the head, where the browser reads them first', async () => {
    const shop = await shopWithListing();
    const preload =
      '<link rel="preload" as="image" imageSrcSet="/images/catalogue/v1/ring-gold-1-320.webp 320w, /images/catalogue/v1/ring-gold-1-720.webp 720w" imageSizes="calc(100vw - 32px)" fetchPriority="high"/>';
    const card =
      '<article><img fetchPriority="high" src="/images/catalogue/v1/ring-gold-1-640.webp"/></article>';
    const pages = createPageRenderer(
      shop.fastify,
      {
        async renderPage() {
          return { html: `${preload}${card}`, afterRoot: '', lasting: true };
        },
      },
      { shopConfig: DEFAULT_SHOP_CONFIG, keepSeconds: 30 },
    );
    const page = await pages.render('/', shopper);
    expect(page?.headLinks).toBe(preload);
    expect(page?.html).toBe(card);
    // A page without such pictures keeps all it had.
    const plain = createPageRenderer(shop.fastify, shop.storefront, {
      shopConfig: DEFAULT_SHOP_CONFIG,
      keepSeconds: 0,
    });
    const listing = await plain.render('/category/women', shopper);
    expect([listing?.headLinks, listing?.html]).toEqual([
      '',
      '<h1>/category/women</h1><ul><li>Silver ring</li></ul>',
    ]);
  });

  it('only read the API: a render that tries to change something is refused, and the page is left to the browser', async () => {
    const shop = await shopWithListing();
    const writes: string[] = [];
    shop.fastify.log.error = ((object: { err?: Error }) => writes.push(object.err?.message ?? '')) as never;
    const pages = createPageRenderer(
      shop.fastify,
      {
        async renderPage(_url, options) {
          await options.api('/api/orders', { method: 'POST' });
          return { html: 'never', afterRoot: '', lasting: true };
        },
      },
      { shopConfig: DEFAULT_SHOP_CONFIG, keepSeconds: 0 },
    );
    expect(await pages.render('/cart', shopper)).toBeUndefined();
    expect(writes).toEqual(["A page render may only read the shop's API, not POST /api/orders"]);
  });
});
