import { expect, expectNoAxeViolations, openAsAdmin, test } from './fixtures';
import { expectRequired, submitFields } from './forms';
import { mailTo } from './mailbox';
import { resetPasswordFrom } from './reset-password';
import { chooseInRowMenu, openRowMenu } from './row-menu';

test('a visitor who is not signed in is asked to log in', async ({ page }) => {
  await page.goto('/admin-property-managers');
  await expect(page.getByText('Please log in to access this page')).toBeVisible();
});

test('create, edit, reset the password of, move through the journey and delete a property manager account', async ({
  page,
  tag,
}) => {
  test.slow();
  const code = `PM-${tag.slice(-12)}`;
  const name = `Cedar Court ${tag}`;
  const email = `lena${tag}@cedarcourt.example`;
  await openAsAdmin(page, '/admin-property-managers');
  await expect(page.getByRole('heading', { name: 'Property Managers' })).toBeVisible();

  // Create: every field required.
  await page.getByRole('button', { name: 'Create Account' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Property Manager Account' });
  await expectRequired(dialog, 'Create Account', ['Location name is required', 'Location code is required']);
  await expectNoAxeViolations(page);
  await submitFields(dialog, 'Create Account', {
    'Location Name': name,
    'Location Code': code.toLowerCase(),
    Address: '77 Cedar Avenue, Springfield',
    'Property Manager': 'Lena Ortiz',
    'Contact Email': email,
    'Contact Phone': '(555) 010-3344',
    Password: 'short',
  });
  await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
  await submitFields(dialog, 'Create Account', {
    Password: 'cedar-court-2026',
    'Installation Status': 'site_survey_scheduled',
  });
  await expect(page.getByTestId('toast')).toContainText('Property manager account created successfully');

  await page.getByLabel('Search').fill(code);
  const row = page.getByTestId('location-row').filter({ hasText: name });
  await expect(page.getByTestId('location-row')).toHaveCount(1);
  await expect(row).toContainText(code);
  await expect(row).toContainText('Lena Ortiz');
  await expect(row).toContainText('Site survey scheduled');
  await expect(row).toContainText('Exploring');
  await expect(row).toContainText('25%');
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 15_000 }).toBe(1);
  await page.getByLabel('Partnership Stage').selectOption('planning');
  await expect(page.getByText('No property managers match your filters')).toBeVisible();
  await page.getByLabel('Partnership Stage').selectOption('exploring');
  await page.getByLabel('Installation Status').selectOption('site_survey_scheduled');
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);

  // One button on the row, Journey; Edit, Reset Password and Delete in its menu.
  await expect(row.getByRole('button')).toHaveText(['Journey', '']);
  await openRowMenu(page, row, name, ['Edit', 'Reset Password', 'Delete']);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // Edit: the code is locked.
  await chooseInRowMenu(page, row, name, 'Edit');
  dialog = page.getByRole('dialog', { name: 'Edit Property Manager Account' });
  await expect(dialog.getByLabel('Location Code')).toHaveValue(code);
  await expect(dialog.getByLabel('Location Code')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await dialog.getByLabel('Property Manager').fill('Lena Ortiz-Reyes');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Property manager account updated successfully');
  await expect(row).toContainText('Lena Ortiz-Reyes');

  // Reset Password.
  await resetPasswordFrom(page, row, name, 'a brand new password');

  // Manage Partnership Journey: any stage, the current one disabled, the links to the partnership records.
  await row.getByRole('button', { name: `Manage partnership journey of ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Manage Partnership Journey' });
  await expect(dialog.getByTestId('journey-progress')).toHaveText('25%');
  await expect(dialog.getByRole('button', { name: /^Exploring/ })).toBeDisabled();
  for (const [label, path] of [
    ['Timeline Steps', 'timeline'],
    ['Feedback Management', 'feedback'],
    ['Brand Assets', 'assets'],
    ['Decisions', 'decisions'],
  ] as const) {
    await expect(dialog.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      new RegExp(`^/admin/property-managers/\\d+/${path}$`),
    );
  }
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /^Implementation/ }).click();
  await expect(page.getByTestId('toast')).toContainText('Partnership stage updated successfully');
  await expect(dialog.getByTestId('journey-progress')).toHaveText('75%');
  await expect(dialog.getByRole('button', { name: /^Implementation/ })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: /^Exploring/ })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Partnership Stage').selectOption('implementation');
  await expect(row).toContainText('Implementation');
  await expect(row).toContainText('75%');
  await page.reload();
  await page.getByLabel('Search').fill(code);
  await expect(row).toContainText('75%');

  // Delete, after a confirmation naming the account.
  await chooseInRowMenu(page, row, name, 'Delete');
  dialog = page.getByRole('dialog', { name: 'Delete Property Manager Account' });
  await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast')).toContainText('Property manager account deleted successfully');
  await expect(page.getByText('No property managers match your filters')).toBeVisible();
});
