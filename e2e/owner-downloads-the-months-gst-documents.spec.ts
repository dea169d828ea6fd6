import fs from 'node:fs';
import { expect, test } from './fixtures.ts';
import { setPasswordAndSignIn } from './owner.ts';
import { aPaidOrder } from './paid-order.ts';

test("Owner reads the month's GST figures and downloads its CSV", async ({ page, request }) => {
  // A payment and a back-office sign-in with its argon2 hash: more than 30 s on two busy cores.
  test.slow();
  await aPaidOrder(
    request,
    {
      firstName: 'Divya',
      lastName: 'Rajan',
      email: `accounts.${Date.now().toString(36)}@example.in`,
      phoneNumber: '9876501234',
      password: 'silver925',
    },
    { search: 'category=chain' },
  );

  await setPasswordAndSignIn(page, 'accounts', 'ledgers close monthly');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  // The payment's receipt voucher is among the documents issued this month.
  const documents = page.getByRole('region', { name: 'Documents issued' });
  await expect(documents.getByRole('cell', { name: 'Receipt voucher' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^GST-documents-\d{4}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe("Document,Number,Date,Buyer's state,Taxable value,CGST,SGST,IGST,Total");
});
