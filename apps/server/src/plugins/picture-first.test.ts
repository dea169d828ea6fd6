/**
 * The picture first (picture-first.ts): a page whose head preloads its first picture holds the
 * app's scripts until that picture has been painted; a page without one starts them as built.
 * The storefront here is a stand-in that draws a listing with its first picture, and a cart
 * with none.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

const APP_SCRIPTS =
  '<script type="module" crossorigin src="/assets/index-Ab12Cd.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/framework-Ef34Gh.js">';

const STOREFRONT = `
export async function renderPage(url) {
  const html = url.startsWith('/category/')
    ? '<link rel="preload" as="image" imageSrcSet="/images/a-720.webp 720w" fetchPriority="high"/><main><img src="/images/a-720.webp" fetchPriority="high" alt=""/></main>'
    : '<main><h1>Shopping Cart</h1></main>';
  return { html, afterRoot: '', lasting: true };
}
`;

let shop: TestApp;
let folder: string;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-picture-first-'));
  await fs.mkdir(path.join(folder, 'dist'));
  await fs.mkdir(path.join(folder, 'dist-server'));
  await fs.writeFile(
    path.join(folder, 'dist', 'index.html'),
    `<!doctype html>\n<html lang="en-IN">\n  <head>\n    <title>The shop</title>\n    ${APP_SCRIPTS}\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`,
  );
  await fs.writeFile(path.join(folder, 'dist-server', 'entry-server.js'), STOREFRONT);
  shop = await buildTestApp({ environment: { WEB_DIST: path.join(folder, 'dist') } });
});
afterAll(async () => {
  await shop?.close();
  await fs.rm(folder, { recursive: true, force: true });
});

async function page(url: string) {
  const response = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  return response;
}

/** The page's HTML without what a `<template>` holds, which the browser does not run. */
const outsideTemplates = (html: string) => html.replace(/<template\b[\s\S]*?<\/template>/g, '');

describe('the app’s scripts on a page with a picture first', () => {
  it('are held until the picture has been painted, and started by a script the security policy allows', async () => {
    const response = await page('/category/women');
    const held = /<template data-app-scripts>([\s\S]*?)<\/template>/.exec(response.body)?.[1];
    expect(held).toContain('src="/assets/index-Ab12Cd.js"');
    expect(held).toContain('href="/assets/framework-Ef34Gh.js"');
    expect(outsideTemplates(response.body)).not.toContain('/assets/index-Ab12Cd.js');
    expect(outsideTemplates(response.body)).not.toContain('modulepreload');

    const starter = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((found) => found[1] ?? '')
      .find((source) => source.includes('data-app-scripts'));
    expect(starter).toBeDefined();
    const hash = crypto
      .createHash('sha256')
      .update(starter ?? '')
      .digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSources?.split(' ')).toContain(`'sha256-${hash}'`);
  });

  it('start as built on a page without a picture to wait for', async () => {
    const response = await page('/cart');
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/assets/index-Ab12Cd.js"></script>',
    );
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/framework-Ef34Gh.js">',
    );
    expect(response.body).not.toContain('data-app-scripts');
  });
});
