import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_CONFIG } from '@shop/shared/shop-config';
import { createPageRenderer } from './server-render.ts';

/** A shop whose one listing counts how often it was asked, and a storefront that shows it. */
async function shopWithListing() {
  const fastify = Fastify();
  let asked = 0;
  let pieces = ['Silver ring'];
  fastify.get('/api/products', async () => {
    asked += 1;
    return { products: pieces };
  });
  await fastify.ready();
  const storefront = {
    async renderPage(url: string, options: { api: (path: string, init: RequestInit) => Promise<Response> }) {
      const answer = (await (await options.api('/api/products', {})).json()) as { products: string[] };
      return { html: `<h1>${url}</h1><ul><li>${answer.products.join('</li><li>')}</li></ul>`, afterRoot: '' };
    },
  };
  return {
    fastify,
    storefront,
    asked: () => asked,
    changeCatalogue: (next: string[]) => {
      pieces = next;
    },
  };
}

describe('pages rendered on the server', () => {
  it("carry what the shop's API answers, and are rendered once per address until the catalogue changes", async () => {
    const shop = await shopWithListing();
    const pages = createPageRenderer(shop.fastify, shop.storefront, {
      shopConfig: DEFAULT_SHOP_CONFIG,
      keepSeconds: 30,
    });

    expect((await pages.render('/category/women'))?.html).toBe(
      '<h1>/category/women</h1><ul><li>Silver ring</li></ul>',
    );
    await pages.render('/category/women');
    expect(shop.asked()).toBe(1);

    shop.changeCatalogue(['Silver ring', 'Gold chain']);
    pages.forget();
    expect((await pages.render('/category/women'))?.html).toContain('<li>Gold chain</li>');
    expect(shop.asked()).toBe(2);
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
          return { html: 'never', afterRoot: '' };
        },
      },
      { shopConfig: DEFAULT_SHOP_CONFIG, keepSeconds: 0 },
    );
    expect(await pages.render('/cart')).toBeUndefined();
    expect(writes).toEqual(["A page render may only read the shop's API, not POST /api/orders"]);
  });
});
