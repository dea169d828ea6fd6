import type { Page } from '@playwright/test';
import type { Product } from '@shop/shared/catalogue-api';
import { pdfText } from './documents.ts';
import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';
import { fillDeliveryAddress, proceedAndPay, signIn, type CheckoutWords } from './paid-order.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** What each language's pages say where the shopper looks, and what they type in it. */
const LANGUAGES = [
  {
    language: 'Tamil',
    prefix: '/ta',
    code: 'ta',
    locale: 'ta-IN',
    switchName: 'தமிழ்',
    search: 'தேடு',
    searchField: 'நகைகளைத் தேடுங்கள்',
    searchTitle: 'தேடல் முடிவுகள்',
    engraving: /^பெயர் பொறித்தல்/,
    textToEngrave: 'பொறிக்க வேண்டிய எழுத்துகள்',
    addToCart: 'கூடையில் சேர்',
    added: 'கூடையில் சேர்க்கப்பட்டது!',
    cartTitle: 'உங்கள் கூடை',
    pay: 'Razorpay மூலம் பணம் செலுத்து',
    details: 'உங்கள் விவரங்களை உள்ளிடுங்கள்',
    fullName: 'முழுப் பெயர்',
    phone: 'தொலைபேசி எண்',
    checkout: {
      street: 'தெரு முகவரி',
      city: 'நகரம்',
      state: 'மாநிலம்',
      zipCode: 'பின்கோடு',
      proceed: 'பணம் செலுத்தத் தொடர்க',
      paid: 'பணம் செலுத்தப்பட்டது! உங்கள் ஆர்டர் பதிவாகிவிட்டது.',
    },
    name: 'மீனா சுந்தரம்',
    street: '22 மேற்கு மாசி வீதி',
    city: 'மதுரை',
    engraved: 'Anbu',
    thanks: 'உங்கள் ஆர்டருக்கு நன்றி.',
    hello: 'வணக்கம் மீனா சுந்தரம்,',
    total: 'செலுத்திய மொத்தம் (INR)',
    order: 'ஆர்டர்',
    receipt: 'Receipt Voucher ரசீது',
    // pdf.js reads a vowel sign drawn before its letter in the order it is drawn, so only words
    // without one are compared here; poppler reads them all back in the API tests
    // (apps/server/src/pdf/documents-in-tamil-and-hindi.test.ts).
    inReceipt: 'சுந்தரம்',
  },
  {
    language: 'Hindi',
    prefix: '/hi',
    code: 'hi',
    locale: 'hi-IN',
    switchName: 'हिन्दी',
    search: 'खोजें',
    searchField: 'गहने खोजें',
    searchTitle: 'खोज के नतीजे',
    engraving: /^नाम खुदवाना/,
    textToEngrave: 'खुदवाने के लिए अक्षर',
    addToCart: 'कार्ट में डालें',
    added: 'कार्ट में डाल दिया!',
    cartTitle: 'शॉपिंग कार्ट',
    pay: 'Razorpay से पेमेंट करें',
    details: 'अपनी जानकारी भरें',
    fullName: 'पूरा नाम',
    phone: 'फ़ोन नंबर',
    checkout: {
      street: 'पता',
      city: 'शहर',
      state: 'राज्य',
      zipCode: 'पिनकोड',
      proceed: 'पेमेंट के लिए आगे बढ़ें',
      paid: 'पेमेंट हो गया! आपका ऑर्डर दे दिया गया है।',
    },
    name: 'मीना सुंदरम',
    street: '22 पश्चिम मासी स्ट्रीट',
    city: 'मदुरै',
    engraved: 'Amma',
    thanks: 'आपके ऑर्डर के लिए धन्यवाद।',
    hello: 'नमस्ते मीना सुंदरम,',
    total: 'कुल भुगतान (INR)',
    order: 'ऑर्डर',
    receipt: 'Receipt Voucher रसीद',
    inReceipt: 'सुंदरम',
  },
] as const satisfies readonly ({ checkout: CheckoutWords; code: 'ta' | 'hi' } & Record<string, unknown>)[];

/** The page's width is the screen's: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: scrolling.scrollWidth, clientWidth: scrolling.clientWidth };
  });
  expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);
}

/** What the server sent for the page open now, before any script ran. */
async function servedHtml(page: Page): Promise<string> {
  const answer = await page.request.get(page.url(), { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(200);
  return answer.text();
}

// One account buys in both languages: the shop counts sign-ups per address, and the journeys
// share one.
test('Shopper on a phone switches to Tamil, and then to Hindi, searches, engraves a ring, pays, and reads the mail and receipt in that language', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}, testInfo) => {
  const shopper = {
    firstName: 'Meena',
    lastName: 'Sundaram',
    email: `languages.buyer.${Date.now()}@example.in`,
    phoneNumber: '9876543210',
    password: 'silver925',
  };
  const registered = await request.post('/register', { data: shopper });
  expect(registered.status()).toBe(201);
  const token = ((await registered.json()) as { token: string }).token;
  await signIn(page, shopper.email, shopper.password);

  // Rings to engrave, in stock; the one the shopper looks for is the only one of its name in
  // the language, so the search finds it on its first page.
  const rings = (
    (await (
      await request.get('/api/products/search?category=ring&customOption=engraving&inStock=true&limit=100')
    ).json()) as { products: Product[] }
  ).products;

  for (const words of LANGUAGES) {
    const nameOf = (product: Product) => product.translations?.[words.code]?.name;
    const ring = rings.find(
      (product) =>
        product.customizationTypes.length === 1 &&
        product.customizationTypes[0]?.id === 'engraving' &&
        nameOf(product) !== undefined &&
        rings.filter((other) => nameOf(other) === nameOf(product)).length === 1,
    );
    const ringName = ring && nameOf(ring);
    if (!ring || !ringName)
      throw new Error(`The demo catalogue has no ring to engrave named in ${words.language}`);

    // The shopper switches from the English home to the language.
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: words.switchName }).click();
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', words.locale);

    // They search by the ring's name in the language.
    await page.getByRole('button', { name: words.search }).click();
    const field = page.getByRole('combobox', { name: words.searchField });
    await field.fill(ringName);
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/search\\?q=`));
    const card = page.locator(`a[href="${words.prefix}/product/${ring._id}"]`).first();
    await expect(card).toBeVisible();
    const results = await servedHtml(page);
    expect(results).toContain(`<html lang="${words.locale}">`);
    expect(results).toContain(`<title>${words.searchTitle} · Velli &amp; Thangam</title>`);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeFindings();
    await card.click();

    // The ring's page, in the language: they engrave it and put it in the cart.
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/product/${ring._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: ringName })).toBeVisible();
    const piece = await servedHtml(page);
    expect(piece).toContain(`<html lang="${words.locale}">`);
    expect(piece).toContain(`>${ringName}</h1>`);
    await page.getByRole('radio', { name: words.engraving }).check();
    await page.getByLabel(words.textToEngrave).fill(words.engraved);
    await expect(page.getByRole('img', { name: new RegExp(words.engraved) }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeFindings();
    await page.screenshot({ path: testInfo.outputPath(`${words.code}-ring.png`), fullPage: true });
    await page.getByRole('button', { name: words.addToCart, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: words.added })).toBeVisible();

    // The cart, in the language, from the header's link.
    await page.goto(`${words.prefix}/cart`);
    await expect(page.getByRole('heading', { level: 1, name: words.cartTitle })).toBeVisible();
    await expect(page.getByText(ringName).first()).toBeVisible();
    await expect(page.getByText(words.engraved, { exact: true })).toBeVisible();
    const cart = await servedHtml(page);
    expect(cart).toContain(`<html lang="${words.locale}">`);
    expect(cart).toContain(`<title>${words.cartTitle} · Velli &amp; Thangam</title>`);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeFindings();
    await page.screenshot({ path: testInfo.outputPath(`${words.code}-cart.png`), fullPage: true });

    await page.getByRole('button', { name: words.pay }).click();
    const details = page.getByRole('dialog', { name: words.details });
    await details.getByLabel(words.fullName).fill(words.name);
    await details.getByLabel(words.phone).fill('9876543210');
    await fillDeliveryAddress(
      details,
      { street: words.street, city: words.city, state: 'Tamil Nadu', zipCode: '625001' },
      words.checkout,
    );
    await expectNoSeriousAxeFindings();
    await page.screenshot({ path: testInfo.outputPath(`${words.code}-details.png`) });
    await proceedAndPay(page, details, words.checkout);

    // The mail, as the shopper reads it: in their language, with the receipt attached.
    const mail = await mailToContaining(shopper.email, words.thanks);
    expect(mail).toContain(words.hello);
    expect(mail).toContain(words.total);
    expect(mail).toContain(words.engraved);
    expect(mail).toContain('Content-Type: application/pdf');
    const orderId = new RegExp(`${words.order} [0-9A-F]{8} \\(([0-9a-f-]{36})\\)`).exec(mail)?.[1];
    expect(orderId, 'the mail names the order').toBeDefined();

    const receipt = await request.get(`/api/orders/${orderId}/receipt`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(receipt.status()).toBe(200);
    const text = await pdfText(await receipt.body());
    expect(text).toContain(words.receipt);
    expect(text).toContain('Amount received /');
    expect(text).toContain(words.inReceipt);
  }
});
