import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { chooseInRowMenu } from './row-menu';

/**
 * Resets the password of the account in `row` (a user, a location) from Reset Password in the row's menu ("More
 * actions for `record`"): the dialog refuses a short password, takes `password` and says so.
 */
export async function resetPasswordFrom(page: Page, row: Locator, record: string, password: string) {
  await chooseInRowMenu(page, row, record, 'Reset Password');
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('New Password').fill('short');
  await expect(dialog.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  await dialog.getByLabel('New Password').fill(password);
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByTestId('toast')).toContainText('Password reset successfully');
}
