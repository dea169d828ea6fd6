import type { Product } from '@shop/shared/catalogue-api';
import { pdfText } from './documents.ts';
import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';
import { fillDeliveryAddress, proceedAndPay, signIn } from './paid-order.ts';

test.use({ viewport: { width: 360, height: 740 } });

const LANGUAGES = [
  {
    language: 'Tamil',
    prefix: '/ta',
    code: 'ta',
    name: 'மீனா சுந்தரம்',
    street: '22 மேற்கு மாசி வீதி',
    city: 'மதுரை',
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
    name: 'मीना सुंदरम',
    street: '22 पश्चिम मासी स्ट्रीट',
    city: 'मदुरै',
    thanks: 'आपके ऑर्डर के लिए धन्यवाद।',
    hello: 'नमस्ते मीना सुंदरम,',
    total: 'कुल भुगतान (INR)',
    order: 'ऑर्डर',
    receipt: 'Receipt Voucher रसीद',
    inReceipt: 'सुंदरम',
  },
] as const;

// One account buys in both languages: the shop counts sign-ups per address, and the journeys
// share one.
test('Shopper on a phone buys a piece on the Tamil pages and one on the Hindi pages, and reads each mail and receipt in that language', async ({
  page,
  request,
}) => {
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

  for (const words of LANGUAGES) {
    // A plain pendant in stock, on its page in the language, named in it.
    const found = (await (
      await request.get('/api/products/search?category=pendant&inStock=true&customization=&limit=40')
    ).json()) as { products: Product[] };
    const piece = found.products.find(
      (product) => product.customizationTypes.length === 0 && product.translations?.[words.code]?.name,
    );
    const pieceName = piece?.translations?.[words.code]?.name;
    if (!piece || !pieceName)
      throw new Error(`The demo catalogue has no plain pendant named in ${words.language}`);
    await page.goto(`${words.prefix}/product/${piece._id}`);
    await expect(page.getByRole('heading', { level: 1, name: pieceName })).toBeVisible();
    await page.getByRole('button', { name: /Add to cart|கார்ட்டில் சேர்/ }).click();

    await page.goto(`${words.prefix}/cart`);
    await expect(page.getByText(pieceName).first()).toBeVisible();
    await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
    const details = page.getByRole('dialog', { name: 'Enter Your Details' });
    await details.getByLabel('Full name').fill(words.name);
    await details.getByLabel('Phone number').fill('9876543210');
    await fillDeliveryAddress(details, {
      street: words.street,
      city: words.city,
      state: 'Tamil Nadu',
      zipCode: '625001',
    });
    await proceedAndPay(page, details);

    // The mail, as the shopper reads it: in their language, with the receipt attached.
    const mail = await mailToContaining(shopper.email, words.thanks);
    expect(mail).toContain(words.hello);
    expect(mail).toContain(words.total);
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
