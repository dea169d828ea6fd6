import { MAX_SUGGESTIONS } from '@shop/shared/catalogue';
import { LUXURY_PENDANTS } from '@shop/shared/luxury-pendants';
import { expect, test } from './fixtures.ts';

const piece = LUXURY_PENDANTS.find((pendant) => pendant.id === 503);
if (!piece) throw new Error('The demo catalogue has no piece 503');

test('Shopper picks a suggestion while typing and opens it with the keyboard', async ({
  page,
  expectNoSeriousAxeFindings,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const field = page.getByRole('combobox', { name: 'Search for jewelry' });
  await expect(field).toBeFocused();
  await expect(page.getByText('Popular searches')).toBeVisible();

  // A few letters of the piece's name bring it up among the suggestions.
  await field.pressSequentially(piece.name.slice(0, 5));
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  const suggestion = suggestions.getByRole('option', { name: piece.name });
  await expect(suggestion).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousAxeFindings();

  // Escape closes the list first, and leaves the overlay and the text as they were.
  await field.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(piece.name.slice(0, 5));

  const answered = page.waitForResponse((response) =>
    response.url().includes(`/api/products/suggestions?q=${piece.name.slice(0, 7)}`),
  );
  await field.pressSequentially(piece.name.slice(5, 7));
  await answered;
  await expect(suggestion).toBeVisible();
  for (let step = 0; step < MAX_SUGGESTIONS; step += 1) {
    await field.press('ArrowDown');
    if ((await suggestion.getAttribute('aria-selected')) === 'true') break;
  }
  await expect(field).toHaveAttribute('aria-activedescendant', (await suggestion.getAttribute('id')) ?? '');

  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${piece.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
});
