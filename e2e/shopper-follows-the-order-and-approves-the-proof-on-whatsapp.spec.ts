import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { Product } from '@shop/shared/catalogue-api';
import { orderReference } from '@shop/shared/checkout';
import { PROOF_TEXTS } from '@shop/shared/proofs';
import { formatWhatsAppNumber, WHATSAPP_TEXTS, whatsappConsentText } from '@shop/shared/whatsapp';
import { expect, test } from './fixtures.ts';
import { setPasswordAndSignIn, takeStep } from './owner.ts';
import { aPaidOrder, fillDeliveryAddress, proceedAndPay } from './paid-order.ts';
import { fingerprintPng } from './pictures.ts';

const PHONE = { width: 360, height: 740 };
const DESK = { width: 1280, height: 900 };
/** The number the test provider never delivers to (its failure shows on the timeline). */
const UNDELIVERABLE = '9000000000';
const TRACKING_NUMBER = 'EE123454321IN';

/** A picture of what the person sees, kept with the journey's results and named for it. */
async function keep(testInfo: TestInfo, name: string, target: Page | Locator) {
  const file = testInfo.outputPath(`${name}.png`);
  await target.screenshot({ path: file, ...('goto' in target ? { fullPage: true } : {}) });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The shopper's own WhatsApp, as the test provider shows it: a page a number's messages. */
function chatOf(chat: Page, phone: string) {
  const address = `/api/test-whatsapp/chat/91${phone}`;
  const shopSaid = (text: string | RegExp) => chat.locator('.out').filter({ hasText: text });
  return {
    open: () => chat.goto(address),
    shopSaid,
    /** The page shows what had arrived when it was opened: it is opened again until the message is there. */
    arrives: (text: string | RegExp, count = 1) =>
      expect(async () => {
        await chat.goto(address);
        await expect(shopSaid(text)).toHaveCount(count, { timeout: 1000 });
      }).toPass({ timeout: 20_000 }),
    write: async (text: string) => {
      await chat.getByLabel('Message').fill(text);
      await chat.getByRole('button', { name: 'Send', exact: true }).click();
    },
  };
}

async function uploadProof(staff: Page, name: string, side: number) {
  const proofs = staff.getByRole('region', { name: 'Proofs' });
  await proofs
    .getByLabel('Proof file (JPEG, PNG, WebP or PDF, at most 5 MB)')
    .setInputFiles({ name, mimeType: 'image/png', buffer: fingerprintPng(side) });
  await proofs.getByRole('button', { name: 'Upload proof' }).click();
  await expect(proofs).toContainText('Waits for the customer’s decision');
}

/** A ring to engrave, in stock, as the engraving journey picks one. */
async function aRingToEngrave(request: APIRequestContext): Promise<Product> {
  const search = (await (
    await request.get('/api/products/search?category=ring&customOption=engraving&inStock=true&limit=100')
  ).json()) as { products: Product[] };
  const ring = search.products.find(
    (product) =>
      product.images[0]?.includes('-template-') &&
      product.customizationTypes.some((type) => type.id === 'engraving'),
  );
  if (!ring) throw new Error('The demo catalogue has no ring to engrave in stock');
  return ring;
}

test('Shopper follows the order and approves the proof on WhatsApp', async ({
  page,
  browser,
  request,
  expectNoSeriousAxeFindings,
}, testInfo) => {
  // A checkout in the browser, a back-office sign-in with its argon2 hash, two proofs, four
  // steps and a chat: more than the usual 30 s on two busy cores.
  test.slow();
  const phone = `9${String(Date.now()).slice(-9)}`;
  const shopper = {
    firstName: 'Lakshmi',
    lastName: 'Venkatesh',
    email: `whatsapp.${Date.now().toString(36)}@example.in`,
    phoneNumber: phone,
    password: 'silver925',
  };
  expect((await request.post('/register', { data: shopper })).status()).toBe(201);
  const ring = await aRingToEngrave(request);

  // The shopper, on a phone: signs in, engraves the ring and checks out.
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/product/${ring._id}`);
  await page.getByRole('radio', { name: /^Engraving/ }).check();
  await page.getByLabel('Text to engrave').fill('Lakshmi');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
  const details = page.getByRole('dialog', { name: 'Enter Your Details' });
  await expect(details.getByLabel('Phone number')).toHaveValue(phone);
  await fillDeliveryAddress(details, {
    street: '7 Car Street',
    city: 'Kumbakonam',
    state: 'Tamil Nadu',
    zipCode: '612001',
  });
  // The box names the number typed, and is not ticked until the shopper ticks it.
  const box = details.getByRole('checkbox', { name: whatsappConsentText(phone) });
  await expect(box).not.toBeChecked();
  await box.scrollIntoViewIfNeeded();
  await keep(testInfo, 'checkout-box-360', details);
  await box.check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeFindings();
  await proceedAndPay(page, details);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const orders = (await (
    await request.get('/api/orders', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { orders: { orderId: string; paidAt: string | null }[] };
  const orderId = orders.orders.find((order) => order.paidAt !== null)?.orderId ?? '';
  const reference = orderReference(orderId);

  // The confirmation arrives as the template message, on the shopper's WhatsApp.
  const chatPage = await (await browser.newContext({ viewport: PHONE })).newPage();
  const chat = chatOf(chatPage, phone);
  await chat.arrives(`Hello Lakshmi, thank you for your order ${reference} of`);
  await keep(testInfo, 'test-provider-chat-confirmation', chatPage);

  // The profile says since when the updates come.
  await page.goto('/profile');
  const updates = page.getByRole('region', { name: WHATSAPP_TEXTS.profileHeading });
  await expect(updates).toContainText(
    `You get updates about your orders on WhatsApp at ${formatWhatsAppNumber(phone)}, since `,
  );
  await expect(updates.getByRole('button', { name: 'Stop WhatsApp updates' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await keep(testInfo, 'profile-given-360', page);

  // Staff, at the desk: the order's timeline has the message; they send proof 1.
  const staffContext = await browser.newContext({ viewport: DESK });
  const staff = await staffContext.newPage();
  await setPasswordAndSignIn(staff, 'whatsapp', 'updates where they are');
  await staff.goto(`/admin/orders/${orderId}`);
  const timeline = staff.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('WhatsApp “Order confirmed”: ');
  await expect(
    timeline.getByRole('link', { name: `The WhatsApp conversation with ${formatWhatsAppNumber(phone)}` }),
  ).toHaveAttribute('href', `/admin/messages/whatsapp/91${phone}`);
  await uploadProof(staff, 'proof-1.png', 96);

  // The shopper asks for a change in the chat, and writes it in the next message.
  await chat.arrives('the proof of your personalisation for order');
  await chat
    .shopSaid('the proof of your personalisation')
    .getByRole('button', { name: 'Ask for a change' })
    .click();
  await chat.arrives(WHATSAPP_TEXTS.writeChange);
  await chat.write('Please make the letters a little larger');
  await chat.arrives(PROOF_TEXTS.thanksChange);

  // Staff read the change asked, on the order as in the messages, and answer within the 24 hours.
  await staff.reload();
  const proofs = staff.getByRole('region', { name: 'Proofs' });
  await expect(proofs).toContainText('Change asked: Please make the letters a little larger');
  await staff.goto('/admin/messages');
  await staff
    .getByRole('navigation', { name: 'Kinds of messages' })
    .getByRole('link', { name: 'WhatsApp' })
    .click();
  const number = formatWhatsAppNumber(phone);
  await staff.getByRole('link').filter({ hasText: 'Lakshmi Venkatesh' }).filter({ hasText: number }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Lakshmi Venkatesh' })).toBeVisible();
  await expect(staff.getByRole('link', { name: new RegExp(`^${reference}`) })).toHaveAttribute(
    'href',
    `/admin/orders/${orderId}`,
  );
  const conversation = staff.getByRole('region', { name: 'The conversation' });
  await expect(conversation).toContainText('Please make the letters a little larger');
  await expect(staff.getByText(/^You may answer freely until /)).toBeVisible();
  await staff
    .getByRole('textbox', { name: WHATSAPP_TEXTS.replyLabel })
    .fill('Of course: proof 2 comes today.');
  await staff.getByRole('button', { name: WHATSAPP_TEXTS.send }).click();
  await expect(staff.getByRole('status')).toHaveText('The answer has been sent.');
  await expect(conversation).toContainText('Of course: proof 2 comes today.');
  await expectNoSeriousAxeFindings(staff);
  await keep(testInfo, 'admin-conversation-desk', staff);
  await staff.setViewportSize(PHONE);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await keep(testInfo, 'admin-conversation-360', staff);
  await staff.goto('/admin/messages/whatsapp');
  await expect(staff.getByRole('link').filter({ hasText: number })).toContainText(
    'Of course: proof 2 comes today.',
  );
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await keep(testInfo, 'admin-conversations-360', staff);
  await staff.setViewportSize(DESK);
  await keep(testInfo, 'admin-conversations-desk', staff);

  // Proof 2; the shopper approves it in the chat, and making starts.
  await staff.goto(`/admin/orders/${orderId}`);
  await uploadProof(staff, 'proof-2.png', 128);
  await chat.arrives('Of course: proof 2 comes today.');
  await chat.arrives('the proof of your personalisation for order', 2);
  await keep(testInfo, 'test-provider-chat-proof-2', chatPage);
  await chat
    .shopSaid('the proof of your personalisation')
    .last()
    .getByRole('button', { name: 'Approve' })
    .click();
  await chat.arrives(PROOF_TEXTS.thanksApproved);
  await staff.reload();
  await expect(timeline).toContainText('Proof 2 approved');
  await takeStep(staff, 'Start making');
  await expect(
    staff
      .getByRole('region', { name: 'Next step' })
      .getByRole('heading', { name: 'Next step: quality check' }),
  ).toBeVisible();
  await takeStep(staff, 'Send to quality check');

  // Shipped: the message carries the courier and the tracking number.
  const nextStep = staff.getByRole('region', { name: 'Next step' });
  await nextStep.getByLabel('Courier').fill('India Post');
  await nextStep.getByLabel('Tracking number').fill(TRACKING_NUMBER);
  await takeStep(staff, 'Mark shipped');
  await expect(nextStep.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await chat.arrives(
    `your order ${reference} is on its way with India Post. Its tracking number is ${TRACKING_NUMBER}.`,
  );
  await staff.reload();
  await expect(timeline).toContainText('WhatsApp “Shipped”: ');

  // The Cloud API refuses the shop's settings (a token that expired) for the next two tries:
  // Today says so, and what to fix, until a message goes through again.
  expect(
    (await request.post('/api/test-whatsapp/failures', { data: { status: 401, times: 2 } })).status(),
  ).toBe(200);
  // Its message is to a number WhatsApp cannot deliver to: "Not delivered", and why, on the timeline.
  const failing = await aPaidOrder(
    request,
    {
      firstName: 'Ravi',
      lastName: 'Shankar',
      email: `undeliverable.${Date.now().toString(36)}@example.in`,
      phoneNumber: UNDELIVERABLE,
      password: 'silver925',
    },
    { search: 'category=pendant', whatsappUpdates: true },
  );
  await staff.goto('/admin');
  const today = staff.getByRole('region', { name: 'WhatsApp this month' });
  await expect(async () => {
    await staff.reload();
    await expect(today.getByRole('alert')).toContainText(
      'WhatsApp refused the shop’s settings: Error validating access token: Session has expired.',
      { timeout: 1000 },
    );
  }).toPass({ timeout: 20_000 });
  await expect(today.getByRole('alert')).toContainText('Check them in the environment.');
  await keep(testInfo, 'admin-today-refused-desk', today);

  await staff.goto(`/admin/orders/${failing.orderId}`);
  await expect(async () => {
    await staff.reload();
    await expect(timeline).toContainText('WhatsApp “Order confirmed”: Not delivered', { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(timeline).toContainText('To +91 90000 00000: Message Undeliverable. (131026)');
  await keep(testInfo, 'admin-timeline-failed', timeline);

  // Today: the refusal is over; the month's messages by category and their cost, at the owner's rates.
  await staff.goto('/admin');
  await expect(today.getByRole('row', { name: /^Order updates \(utility\)/ })).toBeVisible();
  await expect(today.getByRole('alert')).toHaveCount(0);
  await expect(today.getByLabel('Order updates (utility)')).toHaveValue('0.115');
  await keep(testInfo, 'admin-today-desk', today);
  await staff.setViewportSize(PHONE);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await keep(testInfo, 'admin-today-360', today);
  await expectNoSeriousAxeFindings(staff);
  await staff.setViewportSize(DESK);

  // STOP withdraws the consent: the profile shows it, and delivering the order sends nothing.
  await chat.open();
  await chat.write('STOP');
  await chat.arrives(WHATSAPP_TEXTS.stopConfirmed);
  await page.reload();
  await expect(updates).toContainText(WHATSAPP_TEXTS.profileOff);
  await expect(updates.getByRole('checkbox', { name: whatsappConsentText(phone) })).not.toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await keep(testInfo, 'profile-withdrawn-360', page);
  await expectNoSeriousAxeFindings();

  await staff.goto(`/admin/orders/${orderId}`);
  // The order's messages come by a call of their own: counted once they are on the timeline.
  await expect(timeline).toContainText('WhatsApp “Shipped”');
  const before = await timeline
    .getByRole('listitem')
    .filter({ hasText: /^WhatsApp / })
    .count();
  await takeStep(staff, 'Mark delivered');
  await expect(timeline.getByRole('listitem').filter({ hasText: /^Delivered/ })).toHaveCount(1);
  // A message is queued in the step's own transaction: none now means none ever.
  await staff.reload();
  await expect(timeline.getByRole('listitem').filter({ hasText: /^WhatsApp / })).toHaveCount(before);
  await expect(timeline).not.toContainText('WhatsApp “Delivered”');
  await chat.open();
  await expect(chat.shopSaid('has been delivered')).toHaveCount(0);
  await staffContext.close();
});
