import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Resets the password of the account in `row` (a user, a location) from its "Reset password of `who`" button: the
 * dialog refuses a short password, takes `password` and says so.
 */
export async function resetPasswordFrom(page: Page, row: Locator, who: string, password: string) {
  await row.getByRole('button', { name: `Reset password of ${who}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('New Password').fill('short');
  await expect(dialog.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  await dialog.getByLabel('New Password').fill(password);
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByTestId('toast')).toContainText('Password reset successfully');
}
