import type { Browser, CDPSession } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Tamil and Hindi pages draw their letters in the Noto faces the shop sends, not in boxes: the
 * machine running this has no Tamil or Devanagari font of its own, so any letter that is not
 * drawn by the shop's face is a box. Chromium says which font drew each text
 * (`CSS.getPlatformFontsForNode`). Each page opens in a browser context of its own, with nothing
 * cached, as a first visit does: the letters laid out before the face has downloaded are the
 * ones that once stayed boxes. English pages download neither face, and a Tamil page never the
 * Devanagari one (nor a Hindi page the Tamil one); the language switch's "தமிழ்" and "हिन्दी",
 * on every page, are drawn by faces that hold only their letters.
 */

const PHONE = { width: 360, height: 800 };

const LANGUAGES = [
  { prefix: '/ta', family: 'Noto Sans Tamil', file: /noto-sans-tamil-/, letters: /[\u0B80-\u0BFF]/g },
  {
    prefix: '/hi',
    family: 'Noto Sans Devanagari',
    file: /noto-sans-devanagari-/,
    letters: /[\u0900-\u097F]/g,
  },
] as const;

const ANY_NOTO_FILE = /noto-sans-(tamil|devanagari)-/;
/** Letters of either script: every page shows both in the language switch ("தமிழ்", "हिन्दी"). */
const INDIC_LETTERS = /[\u0900-\u097F\u0B80-\u0BFF]/g;
/**
 * The shop's faces, by the name their files give: the whole ones, and those that hold only the
 * switch's names and Hindi's text face (apps/web/scripts/shop-fonts.ts), cut from them.
 */
const SHOPS_FACES = ['Noto Sans Tamil', 'Noto Sans Devanagari'];

type PlatformFont = { familyName: string; isCustomFont: boolean; glyphCount: number };
const TEXT_NODE = 3;

type DomNode = { nodeId: number; nodeType: number; nodeValue: string; children?: DomNode[] };

interface Visit {
  fonts: string[];
  /** The first piece the page links to. */
  productPath: string | undefined;
  /** Each text on screen in the script, with the fonts that drew it. */
  drawn: { text: string; fonts: PlatformFont[] }[];
}

async function visit(browser: Browser, path: string, letters?: RegExp): Promise<Visit> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), path).toBe(200);
    await page.evaluate(() => document.fonts.ready);
    const productPath = await page.evaluate(
      () => document.querySelector('main a[href*="/product/"]')?.getAttribute('href') ?? undefined,
    );
    const drawn = letters ? await drawnText(await context.newCDPSession(page), letters) : [];
    return { fonts, productPath, drawn };
  } finally {
    await context.close();
  }
}

async function drawnText(cdp: CDPSession, letters: RegExp): Promise<Visit['drawn']> {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1 })) as { root: DomNode };
  const texts: DomNode[] = [];
  const walk = (node: DomNode) => {
    if (node.nodeType === TEXT_NODE && node.nodeValue.match(letters)) texts.push(node);
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  const drawn: Visit['drawn'] = [];
  for (const { nodeId, nodeValue } of texts) {
    const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })) as {
      fonts: PlatformFont[];
    };
    // Text in a closed menu, a hidden option or for screen readers only is drawn by no font.
    if (fonts.length > 0) drawn.push({ text: nodeValue.trim(), fonts });
  }
  return drawn;
}

/** What went wrong with one text: its letters were not all drawn by the shop's face. */
function notInTheShopsFace(
  item: Visit['drawn'][number],
  families: readonly string[],
  letters: RegExp,
): string | undefined {
  const ours = item.fonts.filter(
    (font) => font.isCustomFont && families.some((family) => font.familyName.startsWith(family)),
  );
  // Other fonts draw only the spaces, Latin letters, digits and signs between the words, and the
  // ellipsis of a label cut short (a glyph or two): never a letter of the script.
  const others = item.fonts.filter((font) => !ours.includes(font));
  const otherGlyphs = others.reduce((sum, font) => sum + font.glyphCount, 0);
  const notInScript = [...item.text.replace(letters, '')].length;
  if (ours.length > 0 && otherGlyphs <= notInScript + 2) return undefined;
  return `"${item.text}" drawn by ${item.fonts.map((font) => `${font.familyName} (${font.glyphCount})`).join(', ')}`;
}

test.use({ viewport: PHONE });

for (const language of LANGUAGES) {
  test(`Shopper on a phone reads ${language.prefix}/ pages in ${language.family} sent by the shop, with no boxes`, async ({
    browser,
  }) => {
    const otherFiles = LANGUAGES.filter((other) => other !== language).map((other) => other.file);
    const home = await visit(browser, `${language.prefix}/`, INDIC_LETTERS);
    const listing = await visit(browser, `${language.prefix}/category/women`, INDIC_LETTERS);
    expect(listing.productPath, 'the listing links to a piece').toMatch(
      new RegExp(`^${language.prefix}/product/\\d+$`),
    );
    const piece = await visit(browser, listing.productPath!, INDIC_LETTERS);

    for (const [path, page] of [
      [`${language.prefix}/`, home],
      [`${language.prefix}/category/women`, listing],
      [listing.productPath!, piece],
    ] as const) {
      // The header's search and menu, the hero's buttons, the filters, the cards, the footer.
      expect(page.drawn.length, `${path}: text in ${language.family}'s script on screen`).toBeGreaterThan(5);
      const boxes = page.drawn
        .map((item) => notInTheShopsFace(item, SHOPS_FACES, INDIC_LETTERS))
        .filter((problem) => problem !== undefined);
      expect(boxes, `${path}: letters drawn by another font than the shop's ${language.family}`).toEqual([]);
      expect(
        page.fonts.filter((file) => language.file.test(file)).length,
        `${path}: ${language.family}`,
      ).toBeGreaterThan(0);
      expect(
        page.fonts.filter((file) => otherFiles.some((other) => other.test(file))),
        `${path}: the other language's font`,
      ).toEqual([]);
    }
  });
}

test('Shopper on an English page downloads neither the Tamil nor the Devanagari font, and reads the switch’s names', async ({
  browser,
}) => {
  const home = await visit(browser, '/', INDIC_LETTERS);
  const listing = await visit(browser, '/category/women', INDIC_LETTERS);
  expect(listing.productPath).toMatch(/^\/product\/\d+$/);
  const piece = await visit(browser, listing.productPath!, INDIC_LETTERS);
  for (const [path, page] of [
    ['/', home],
    ['/category/women', listing],
    [listing.productPath!, piece],
  ] as const) {
    // The page did download its own fonts (Cormorant Garamond for the shop's name).
    expect(page.fonts.length, `${path}: fonts downloaded`).toBeGreaterThan(0);
    expect(
      page.fonts.filter((file) => ANY_NOTO_FILE.test(file)),
      `${path}: Tamil or Devanagari fonts`,
    ).toEqual([]);
    // "தமிழ்" and "हिन्दी" in the footer's switch (the header's is in the closed menu on a phone).
    expect(page.drawn.map((item) => item.text)).toEqual(expect.arrayContaining(['தமிழ்', 'हिन्दी']));
    const boxes = page.drawn
      .map((item) => notInTheShopsFace(item, SHOPS_FACES, INDIC_LETTERS))
      .filter((problem) => problem !== undefined);
    expect(boxes, `${path}: the switch's names drawn by another font than the shop's`).toEqual([]);
  }
});
