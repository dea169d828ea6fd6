import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_TAPS_ADOPTED } from '@shop/shared/early-taps';
import { parseShopConfig } from '@shop/shared/shop-config';
import type { NewProductRow } from '../db/schema.ts';
import { FIXTURE_PRODUCTS, FIXTURE_REVIEWS } from '../test-support/catalogue-fixtures.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

const ORIGIN = 'https://shop.example';
const WHATSAPP_NUMBER = '919000000001';
const HOSTILE_NAME = '</script><script>alert(1)</script>';
const HOSTILE_DESCRIPTION =
  'A ring "for her" & <b>him</b>, with an engraving inside that the two of them choose together, ' +
  'polished by hand in Madurai and sent in a wooden gift box with a card that carries your own words.';

const HOSTILE_PRODUCT: NewProductRow = {
  id: 99,
  name: HOSTILE_NAME,
  description: HOSTILE_DESCRIPTION,
  peopleCategory: 'couples',
  itemType: 'ring',
  productCategory: 'Promise',
  material: 'Silver',
  purity: 'silver-925',
  gram: 3,
  pricePaise: 150_050,
  rating: 0,
  reviews: 0,
  customizationTypes: [],
  images: [],
};

let shop: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en-IN">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta',
      '      name="description"',
      '      content="The built description."',
      '    />',
      '    <title>The shop</title>',
      '    <script type="module" crossorigin src="/assets/index-Ab12Cd.js"></script>',
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '  </body>',
      '</html>',
    ].join('\n'),
  );
  await fs.writeFile(path.join(webDist, 'assets', 'index-Ab12Cd.js'), 'console.log("shop")');
  // The build's compressed copy (vite.config.ts), told apart here by its bytes.
  await fs.writeFile(path.join(webDist, 'assets', 'index-Ab12Cd.js.br'), 'brotli bytes');
  shop = await buildTestApp({
    products: [...FIXTURE_PRODUCTS, HOSTILE_PRODUCT],
    reviews: FIXTURE_REVIEWS,
    environment: {
      WEB_DIST: webDist,
      PUBLIC_URL: `${ORIGIN}/`,
      PAYMENT_PROVIDER: 'test',
      SHOP_WHATSAPP_NUMBER: WHATSAPP_NUMBER,
    },
  });
  const images = path.join(shop.dataDir, 'images', 'catalogue', 'v1');
  await fs.mkdir(images, { recursive: true });
  await fs.copyFile(
    path.resolve(import.meta.dirname, '../../../web/public/favicon.svg'),
    path.join(images, 'ring-gold-1-640.svg'),
  );
});
afterAll(async () => {
  await shop?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  shop.app.inject({ method, url, headers: { accept: 'text/html,*/*' } });

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The page's head as a crawler reads it: tags and their attributes, entities decoded. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(/<(meta|link)\b([^>]*)>/g)].map(([, tag, attributes]) => ({
    tag,
    attributes: Object.fromEntries(
      [...(attributes ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name,
        decode(value ?? ''),
      ]),
    ) as Record<string, string | undefined>,
  }));
  const metas = (key: string) =>
    tags
      .filter(({ tag, attributes }) => tag === 'meta' && (attributes.name ?? attributes.property) === key)
      .map(({ attributes }) => attributes.content);
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, text]) => decode(text ?? ''));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
  );
  return {
    titles,
    title: titles[0],
    meta: (key: string) => metas(key)[0],
    metas,
    canonicals: tags.filter(({ tag, attributes }) => tag === 'link' && attributes.rel === 'canonical'),
    canonical: tags.find(({ tag, attributes }) => tag === 'link' && attributes.rel === 'canonical')
      ?.attributes.href,
    jsonLd,
    shopConfig: /<script type="application\/json" id="shop-config">([^<]*)<\/script>/.exec(html)?.[1],
  };
}

describe('the web app on the same origin', () => {
  it('answers every page route with the app, revalidated on each visit', async () => {
    for (const url of ['/', '/category/women', '/product/1?from=share', '/custom/women/Pendants']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-Ab12Cd.js">');
    }
  });

  it("runs the page's one inline script, which keeps early taps, under the security policy by its hash", async () => {
    const response = await page('/category/women');
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (found) => found[1] ?? '',
    );
    expect(inline).toHaveLength(1);
    const hash = crypto
      .createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSources?.split(' ')).toContain(`'sha256-${hash}'`);
    expect(inline[0]).toContain(`window.${EARLY_TAPS_ADOPTED}`);
  });

  it('compresses a page for a browser that accepts it: a rendered page carries its content', async () => {
    const response = await shop.app.inject({
      url: '/category/women',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
  });

  it('caches hashed assets for a year', async () => {
    const response = await page('/assets/index-Ab12Cd.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli copy of an asset to a browser that accepts it, and the plain file to one that does not", async () => {
    const compressed = await shop.app.inject({
      url: '/assets/index-Ab12Cd.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli bytes');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await shop.app.inject({
      url: '/assets/index-Ab12Cd.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shop")');
  });

  it('serves catalogue images with a year of caching', async () => {
    const response = await page('/images/catalogue/v1/ring-gold-1-640.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing image or asset with 404, not the app', async () => {
    expect((await page('/images/catalogue/v1/missing-640.webp')).statusCode).toBe(404);
    expect((await page('/assets/missing.js')).statusCode).toBe(404);
  });

  it('answers an unknown API call with JSON even when the browser asks for HTML', async () => {
    const response = await page('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'There is nothing at GET /api/nothing-here.',
    });
  });

  it('sends link preview fetchers, which accept anything, the page; a call that wants JSON gets JSON', async () => {
    const preview = await shop.app.inject({ method: 'GET', url: '/product/2', headers: { accept: '*/*' } });
    expect(preview.statusCode).toBe(200);
    expect(readHead(preview.body).meta('og:title')).toBe('Om Engraved Gold Pendant');

    const json = await shop.app.inject({
      method: 'GET',
      url: '/nothing-here',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ success: false, message: 'There is nothing at GET /nothing-here.' });
  });
});

describe('pages that share their address with an account call', () => {
  it('sends the sign-in and registration pages to a browser, and takes the forms as calls', async () => {
    for (const url of ['/login', '/register']) {
      const pageAnswer = await page(url);
      expect(pageAnswer.statusCode, url).toBe(200);
      expect(pageAnswer.headers['content-type'], url).toContain('text/html');
      expect(pageAnswer.body, url).toContain('<div id="root"></div>');
      expect((await page(url, 'HEAD')).statusCode, url).toBe(200);
    }

    const signIn = await shop.app.inject({
      method: 'POST',
      url: '/login',
      headers: { accept: 'text/html,*/*' },
      payload: { email: 'nobody@example.in', password: 'not-the-password1' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ success: false, message: 'The email or password is not right.' });

    const registration = await shop.app.inject({ method: 'POST', url: '/register', payload: {} });
    expect(registration.statusCode).toBe(400);
    expect(registration.json()).toEqual({ success: false, message: 'First name is required' });
  });

  it('answers a GET of /login that wants JSON with 404, not the page', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'There is nothing at GET /login.' });
  });
});

describe('the head of each page, as search engines and link previews read it', () => {
  it('names and describes a browsing page, replacing the built title and description', async () => {
    const head = readHead((await page('/category/women')).body);
    expect(head.titles).toEqual(["Women's Jewellery · Velli & Thangam"]);
    expect(head.metas('description')).toEqual([
      "Women's silver and gold jewellery: chains, rings, bracelets, pendants, metti, anklets, haarams, bangles and earrings, hallmarked and made in India.",
    ]);
    expect(head.canonicals).toHaveLength(1);
    expect(head.canonical).toBe(`${ORIGIN}/category/women`);
    expect(head.meta('robots')).toBeUndefined();
    expect(head.meta('og:site_name')).toBe('Velli & Thangam');
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:title')).toBe("Women's Jewellery");
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('og:url')).toBe(`${ORIGIN}/category/women`);
    expect(head.meta('og:locale')).toBe('en_IN');
    expect(head.meta('og:image')).toBeUndefined();
    expect(head.meta('twitter:card')).toBe('summary');
    expect(head.jsonLd).toEqual([]);
  });

  it('gives the home page the shop name first', async () => {
    const head = readHead((await page('/')).body);
    expect(head.title).toBe('Velli & Thangam · Personalised silver and gold jewellery');
    expect(head.canonical).toBe(`${ORIGIN}/`);
  });

  it('points aliases and other spellings of a page to its one canonical address', async () => {
    const canonicals = {
      '/womens': '/category/women',
      '/mens/': '/category/men',
      '/category/Female': '/category/women',
      '/Category/KIDS': '/category/kids',
      '/custom/women/pendants': '/custom/women/Pendants',
      '/womens-rings': '/custom/women/rings',
      '/customize': '/custom',
    };
    for (const [url, canonical] of Object.entries(canonicals)) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(readHead(response.body).canonical, url).toBe(`${ORIGIN}${canonical}`);
    }
  });

  it('describes a product with its name, price, picture and schema.org Product', async () => {
    const response = await page('/product/1');
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.title).toBe('Classic Solitaire Silver Ring · Velli & Thangam');
    expect(head.meta('description')).toBe(
      'A 92.5 sterling silver ring with one bright stone, ready for a short engraving.',
    );
    expect(head.canonical).toBe(`${ORIGIN}/product/1`);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:title')).toBe('Classic Solitaire Silver Ring');
    expect(head.meta('og:url')).toBe(`${ORIGIN}/product/1`);
    expect(head.meta('og:image')).toBe(`${ORIGIN}/images/catalogue/v1/ring-silver-1-640.webp`);
    expect(head.meta('product:price:amount')).toBe('2499.00');
    expect(head.meta('product:price:currency')).toBe('INR');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('robots')).toBeUndefined();

    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Classic Solitaire Silver Ring',
        description: 'A 92.5 sterling silver ring with one bright stone, ready for a short engraving.',
        image: [
          `${ORIGIN}/images/catalogue/v1/ring-silver-1-640.webp`,
          `${ORIGIN}/images/catalogue/v1/ring-silver-1-b-640.webp`,
        ],
        sku: '1',
        brand: { '@type': 'Brand', name: 'Velli & Thangam' },
        material: 'Silver',
        category: 'ring',
        offers: {
          '@type': 'Offer',
          price: '2499.00',
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          url: `${ORIGIN}/product/1`,
        },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 10 },
      },
    ]);
  });

  it('marks a piece that is sold out as out of stock', async () => {
    const [product] = readHead((await page('/product/6')).body).jsonLd;
    expect(product?.offers).toMatchObject({
      price: '5600.00',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('answers an unknown piece with 404 and the app, which shows its own notice', async () => {
    for (const url of ['/product/424242', '/product/not-a-number']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
      const head = readHead(response.body);
      expect(head.title).toBe('Piece not found · Velli & Thangam');
      expect(head.meta('robots')).toBe('noindex');
      expect(head.canonical).toBeUndefined();
      expect(head.jsonLd).toEqual([]);
    }
  });

  it('answers a customer’s order page with the app, kept from search engines', async () => {
    const response = await page('/orders/a1b2c3d4-2222-4a7b-9c0d-2e5f6a7b8c9d');
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.title).toBe('Your order · Velli & Thangam');
    expect(head.meta('robots')).toBe('noindex');
  });

  it('answers the wishlist page with the app, kept from search engines and out of the sitemap', async () => {
    const response = await page('/wishlist');
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.title).toBe('My Wishlist · Velli & Thangam');
    expect(head.meta('robots')).toBe('noindex');
    const sitemap = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/wishlist');
  });

  it('describes a shared preview with its own title and its picture for chat apps, kept from search engines', async () => {
    const made = await shop.app.inject({
      method: 'POST',
      url: '/api/previews',
      payload: {
        productId: '2',
        customization: { type: 'engraving', customName: 'Appa', selectedFont: 'serif', fontSize: 40 },
      },
    });
    const url = made.json<{ url: string }>().url;
    expect(url).toMatch(new RegExp(`^${ORIGIN}/previews/`));
    const token = url.split('/previews/')[1] ?? '';
    const response = await page(`/previews/${token}`);
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.title).toBe('A personalised Om Engraved Gold Pendant · Velli & Thangam');
    expect(head.meta('og:title')).toBe('A personalised Om Engraved Gold Pendant');
    expect(head.meta('og:description')).toBe(
      'See the Om Engraved Gold Pendant as it has been personalised, and personalise your own.',
    );
    expect(head.meta('og:image')).toBe(`${ORIGIN}/api/previews/${token}/image.png`);
    expect(head.meta('og:url')).toBe(`${ORIGIN}/previews/${token}`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('robots')).toBe('noindex');
    // The words are the shopper's to show, not the head's: no name, no engraving.
    expect(response.body).not.toContain('Appa');
  });

  it('answers an unknown preview with 404 and the app, which shows its own notice', async () => {
    for (const url of ['/previews/AAAAAAAAAAAAAAAAAAAAAAAA', '/previews/short']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
    }
    expect(readHead((await page('/previews/AAAAAAAAAAAAAAAAAAAAAAAA')).body).title).toBe(
      'Preview not found · Velli & Thangam',
    );
  });

  it('answers an address that is no page of the shop with 404 and noindex', async () => {
    for (const url of ['/no-such-page', '/category/aliens', '/custom/women/earrings', '/orders/not-an-id']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      const head = readHead(response.body);
      expect(head.title, url).toBe('Page not found · Velli & Thangam');
      expect(head.meta('robots')).toBe('noindex');
    }
  });

  it('answers every page of the shop, the ones still to be built included, with 200', async () => {
    const listed = [
      '/',
      '/category/women',
      '/category/men',
      '/category/kids',
      '/category/rings',
      '/category/pendants',
      '/custom/men/bracelets',
      '/custom/kids/pendants',
      '/couple-rings',
      '/luxury-pendants',
      '/custom',
      '/customize',
      '/contact',
    ];
    const unlisted = [
      '/search?q=ring',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?email=a%40b.in&code=123456',
      '/profile',
      '/cart',
      '/checkout',
      '/customize/ring?product=1&type=engraving',
      '/LOGIN',
    ];
    for (const url of [...listed, ...unlisted]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const head = readHead(response.body);
      expect(head.title, url).not.toMatch(/not found/);
      expect(head.meta('robots'), url).toBe(unlisted.includes(url) ? 'noindex' : undefined);
    }
    expect(readHead((await page('/cart')).body).title).toBe('Shopping Cart · Velli & Thangam');
    expect(readHead((await page('/customize/ring')).body).title).toBe(
      'Customize Your Ring · Velli & Thangam',
    );
  });

  it('answers HEAD with the status and headers of GET and no body', async () => {
    const found = await page('/product/1', 'HEAD');
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toContain('text/html');
    expect(found.body).toBe('');
    expect((await page('/product/424242', 'HEAD')).statusCode).toBe(404);
    expect((await page('/no-such-page', 'HEAD')).statusCode).toBe(404);
  });

  it('writes a product named to break out of a script as text, never as markup', async () => {
    const response = await page('/product/99');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    // Every script element the page has is one the shop wrote: the taps script, the settings,
    // the product's structured data and the app.
    expect(response.body.match(/<script\b/g)).toHaveLength(4);
    expect(response.body.match(/<\/script>/g)).toHaveLength(4);

    const head = readHead(response.body);
    expect(head.title).toBe(`${HOSTILE_NAME} · Velli & Thangam`);
    expect(head.meta('og:title')).toBe(HOSTILE_NAME);
    expect(head.jsonLd[0]?.name).toBe(HOSTILE_NAME);
    expect(head.jsonLd[0]?.description).toBe(HOSTILE_DESCRIPTION);
    // No review stands behind a rating, so there is none; no picture, so a small card.
    expect(head.jsonLd[0]).not.toHaveProperty('aggregateRating');
    expect(head.meta('og:image')).toBeUndefined();
    expect(head.meta('twitter:card')).toBe('summary');
    expect(head.jsonLd[0]?.offers).toMatchObject({ price: '1500.50' });
  });

  it('cuts a long description at a word, to what search results show', async () => {
    const description = readHead((await page('/product/99')).body).meta('description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/[a-z]…$/);
    expect(HOSTILE_DESCRIPTION.startsWith(description.slice(0, -1))).toBe(true);
    expect(HOSTILE_DESCRIPTION.charAt(description.length - 1)).toBe(' ');
  });

  it('writes the settings block the app reads into every page it sends', async () => {
    for (const url of ['/', '/product/1', '/product/424242', '/no-such-page']) {
      const { shopConfig } = readHead((await page(url)).body);
      expect(shopConfig, url).toBe(`{"whatsappNumber":"${WHATSAPP_NUMBER}"}`);
      expect(parseShopConfig(shopConfig)).toEqual({ whatsappNumber: WHATSAPP_NUMBER });
    }
  });

  it('puts the demo ribbon at the top of every page while the test provider takes the payments', async () => {
    for (const url of ['/', '/login', '/product/1', '/no-such-page']) {
      expect((await page(url)).body, url).toMatch(
        /<body>\s*<aside class="demo-ribbon" aria-label="Demo shop">Demo shop: payments are simulated and nothing is charged<\/aside>/,
      );
    }
  });

  it('says so in Tamil on a Tamil page and in Hindi on a Hindi one', async () => {
    expect((await page('/ta/product/1')).body).toContain(
      '<aside class="demo-ribbon" aria-label="மாதிரிக் கடை">இது மாதிரிக் கடை: பணம் செலுத்துவது ஒத்திகை மட்டுமே, உங்களிடம் எதுவும் வசூலிக்கப்படாது</aside>',
    );
    expect((await page('/hi/')).body).toContain(
      '<aside class="demo-ribbon" aria-label="डेमो दुकान">यह डेमो दुकान है: भुगतान सिर्फ़ अभ्यास के लिए है, आपसे कोई पैसा नहीं लिया जाएगा</aside>',
    );
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets every crawler read everything and names the sitemap', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  it('lists every indexable page once by its canonical address, and every piece, in each language', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    const addresses = [...response.body.matchAll(/<url><loc>([^<]*)<\/loc><\/url>/g)].map(([, loc]) => loc);
    const pages = [
      '/',
      '/category/women',
      '/category/men',
      '/category/kids',
      '/category/rings',
      '/category/pendants',
      '/custom/women/rings',
      '/custom/women/bracelets',
      '/custom/women/Pendants',
      '/custom/men/rings',
      '/custom/men/bracelets',
      '/custom/men/pendants',
      '/custom/kids/rings',
      '/custom/kids/bracelets',
      '/custom/kids/pendants',
      '/couple-rings',
      '/luxury-pendants',
      '/custom',
      '/contact',
      '/ring-size-guide',
      '/policies/terms-of-service',
      '/policies/privacy-policy',
      '/policies/refund-policy',
      '/policies/shipping-policy',
      '/policies/contact-information',
    ];
    const products = [...FIXTURE_PRODUCTS, HOSTILE_PRODUCT].map(({ id }) => `/product/${id}`);
    const inEachLanguage = ['', '/ta', '/hi'].flatMap((prefix) =>
      [...pages, ...products].map(
        (path) => `${ORIGIN}${prefix && path === '/' ? `${prefix}/` : `${prefix}${path}`}`,
      ),
    );
    expect(addresses.sort()).toEqual(inEachLanguage.sort());
  });

  it('answers HEAD for both', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const response = await shop.app.inject({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('');
    }
  });
});

describe('without PUBLIC_URL', () => {
  it('builds absolute addresses from the address the request was made to', async () => {
    const plain = await buildTestApp({ products: FIXTURE_PRODUCTS, environment: { WEB_DIST: webDist } });
    try {
      const headers = { host: 'shop.test:3000', accept: 'text/html' };
      const robots = await plain.app.inject({ method: 'GET', url: '/robots.txt', headers });
      expect(robots.body).toContain('Sitemap: http://shop.test:3000/sitemap.xml');

      const head = readHead((await plain.app.inject({ method: 'GET', url: '/product/2', headers })).body);
      expect(head.canonical).toBe('http://shop.test:3000/product/2');
      expect(head.meta('og:image')).toBe('http://shop.test:3000/images/catalogue/v1/pendant-gold-1-640.webp');
      // Without SHOP_WHATSAPP_NUMBER the chat button opens the shop's default number.
      expect(parseShopConfig(head.shopConfig)).toEqual({ whatsappNumber: '919876543210' });
    } finally {
      await plain.close();
    }
  });
});

describe('when something breaks inside', () => {
  it('answers 500 with a plain message and no details', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    // A product page reads its piece from the database (listings answer from the catalogue's index).
    const response = await broken.app.inject({ method: 'GET', url: '/api/products/1' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    await broken.app.close().catch(() => undefined);
  });

  it('still sends a product page the app, as a fault that search engines do not list', async () => {
    const broken = await buildTestApp({ environment: { WEB_DIST: webDist } });
    await broken.database.close();
    const response = await broken.app.inject({
      method: 'GET',
      url: '/product/1',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('<div id="root"></div>');
    expect(readHead(response.body).meta('robots')).toBe('noindex');
    await broken.app.close().catch(() => undefined);
  });
});
