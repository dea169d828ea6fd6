import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';
import { OWNERS, setPasswordAndSignIn } from './owner.ts';

test('Jeweller answers a visitor’s message from the back office, and the answer arrives by mail', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  const email = `priya.${Date.now().toString(36)}@example.in`;
  const sent = await request.post('/api/contacts', {
    data: { name: 'Priya Nair', email, message: 'Can you engrave Tamil letters on a silver ring?' },
  });
  expect(sent.status()).toBe(201);

  await setPasswordAndSignIn(page, 'messages', 'messages before noon');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Messages' }).click();
  const inList = page.getByRole('link', { name: /Priya Nair/ }).filter({ hasText: 'Tamil letters' });
  await expect(inList).toContainText('Unread: Priya Nair');
  await expectNoSeriousAxeFindings();

  await inList.click();
  await expect(page.getByRole('heading', { name: 'Priya Nair' })).toBeVisible();
  await expect(page.getByText('Can you engrave Tamil letters on a silver ring?')).toBeVisible();
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Write the reply')).toBeVisible();
  await page
    .getByLabel(`Reply to ${email}`)
    .fill('Yes: Tamil, Hindi and English, up to 12 letters on a ring.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status')).toHaveText('The reply has been sent.');
  await expect(page.getByRole('region', { name: 'Replies' })).toContainText(OWNERS.messages.name);
  await expect(page.getByText(/^Answered /)).toBeVisible();
  await expectNoSeriousAxeFindings();

  const mail = await mailToContaining(email, 'Yes: Tamil, Hindi and English, up to 12 letters on a ring.');
  expect(mail).toMatch(/^Subject: Re: your message to Velli & Thangam\r?$/m);
  expect(mail).toContain('> Can you engrave Tamil letters on a silver ring?');

  await page.getByRole('link', { name: 'All messages' }).click();
  await expect(
    page.getByRole('link', { name: /Priya Nair/ }).filter({ hasText: 'Tamil letters' }),
  ).toContainText('Answered');
});
