import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePageTemplate } from './page-template.ts';

const SLOTS = {
  title: '<title>Rings · Velli &amp; Thangam</title>',
  description: '<meta name="description" content="Silver and gold rings." />',
  head: '<link rel="canonical" href="https://shop.example/category/rings" />',
  bodyStart: '<aside class="demo-ribbon">Demo shop</aside>',
  root: '',
  afterRoot: '',
};

describe('the page template', () => {
  it("replaces the web app's own title and description and adds the page's tags to its head", () => {
    // The source index.html: its build keeps the same head, with the bundle's tags added.
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    const page = compilePageTemplate(source).render(SLOTS);

    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain(SLOTS.title);
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).toContain(SLOTS.description);
    expect(page).toMatch(
      /<link rel="canonical" href="https:\/\/shop.example\/category\/rings" \/>\s*<\/head>/,
    );
    expect(page).toMatch(/<body>\s*<aside class="demo-ribbon">Demo shop<\/aside>\s*<div id="root">/);
    // The rest of the page is sent as built.
    expect(page).toContain('<meta charset="UTF-8" />');
    expect(page).toContain('<div id="root"></div>');
  });

  it("writes the page rendered on the server into the app's root, and its data block after it", () => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    const page = compilePageTemplate(source).render({
      ...SLOTS,
      root: '<main><h1>Rings</h1></main>',
      afterRoot: '<script type="application/json" id="server-state">{}</script>',
    });
    expect(page).toContain(
      '<div id="root"><main><h1>Rings</h1></main></div><script type="application/json" id="server-state">{}</script>',
    );
  });

  it('adds title and description to the end of the head of a page that has none', () => {
    const page = compilePageTemplate(
      '<html><head><meta charset="UTF-8"></head><body><div id="root"></div></body></html>',
    ).render(SLOTS);
    expect(page).toBe(
      `<html><head><meta charset="UTF-8">  ${SLOTS.title}\n    ${SLOTS.description}\n    ${SLOTS.head}\n  </head><body>${SLOTS.bodyStart}<div id="root"></div></body></html>`,
    );
  });

  it('refuses a page without a head, a body or an app root, at start rather than on every request', () => {
    expect(() => compilePageTemplate('<div id="root"></div>')).toThrow(/no <\/head>/);
    expect(() => compilePageTemplate('<html><head></head><div id="root"></div></html>')).toThrow(/no <body>/);
    expect(() => compilePageTemplate('<html><head></head><body></body></html>')).toThrow(
      /no empty <div id="root">/,
    );
  });
});
