import { ADMIN, expect, expectNoAxeViolations, openAsAdmin, staffLogout, test } from './fixtures';
import { expectRequired, fillFields, submitFields } from './forms';
import { sendInquiry, wordOf } from './records';
import { resetPasswordFrom } from './reset-password';
import { chooseInRowMenu, openRowMenu } from './row-menu';

test('create, edit, suspend, reset and delete a user, each in the activity log, then sign out', async ({
  page,
  tag,
}) => {
  test.slow(); // five changes, each checked in the list and in the activity log
  const email = `kai${tag}@elevate.example`;
  await openAsAdmin(page, '/admin-users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create New User' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create New User' });
  await expectRequired(dialog, 'Create User', ['First name is required']);
  await submitFields(dialog, 'Create User', {
    'First Name': 'Kai',
    'Last Name': 'Lopez',
    Email: email,
    Role: 'support',
    Department: 'Field Service',
  });
  await expect(page.getByTestId('toast')).toContainText('User created successfully');

  await page.getByLabel('Search').fill(tag);
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toContainText('Field Service');
  await expect(row).toContainText('Never');
  // One button on the row, Edit; the rest in its menu, Suspend and Delete last, below a line.
  await expect(row.getByRole('button')).toHaveText(['Edit', '']);
  let menu = await openRowMenu(page, row, 'Kai Lopez', [
    'View Activity',
    'Reset Password',
    'Require Password Reset',
    'Suspend',
    'Delete',
  ]);
  await expect(menu.getByRole('separator')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(row.getByRole('button', { name: 'More actions for Kai Lopez' })).toBeFocused();

  await row.getByRole('button', { name: `Edit ${email}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByLabel('Department').fill('Customer Care');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('User updated successfully');
  await expect(row).toContainText('Customer Care');

  // By keyboard: the menu opens on Enter, the arrows move through it, Enter chooses.
  await row.getByRole('button', { name: 'More actions for Kai Lopez' }).focus();
  await page.keyboard.press('Enter');
  menu = page.getByRole('menu', { name: 'More actions for Kai Lopez' });
  await expect(menu.getByRole('menuitem', { name: 'View Activity' })).toBeFocused();
  for (const item of ['Reset Password', 'Require Password Reset', 'Suspend']) {
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: item })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Suspend User' });
  await expect(dialog).toContainText(`Suspend Kai Lopez (${email})?`);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByTestId('toast')).toContainText('User status updated successfully');
  await expect(row).toContainText('Suspended');
  await page.getByLabel('Status', { exact: true }).selectOption('suspended');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByLabel('Status', { exact: true }).selectOption('');

  // Suspended: Activate in its place, not in red.
  await openRowMenu(page, row, 'Kai Lopez', [
    'View Activity',
    'Reset Password',
    'Require Password Reset',
    'Activate',
    'Delete',
  ]);
  await page.keyboard.press('Escape');

  await resetPasswordFrom(page, row, 'Kai Lopez', 'a good long password');

  await chooseInRowMenu(page, row, 'Kai Lopez', 'View Activity');
  dialog = page.getByRole('dialog', { name: 'User Activity' });
  await expect(dialog).toContainText('No activity found');
  await page.keyboard.press('Escape');

  // Cancel keeps the account; Delete, asked again and confirmed, removes it.
  await chooseInRowMenu(page, row, 'Kai Lopez', 'Delete');
  dialog = page.getByRole('dialog', { name: 'Delete User' });
  await expect(dialog).toContainText(`Delete Kai Lopez (${email})?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  // Cancel gives focus back to the row's menu button, and the page takes clicks again.
  await expect(row.getByRole('button', { name: 'More actions for Kai Lopez' })).toBeFocused();
  await chooseInRowMenu(page, row, 'Kai Lopez', 'Delete');
  await page.getByRole('dialog', { name: 'Delete User' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast')).toContainText('User deleted successfully');
  await expect(page.getByText('No users match your filters')).toBeVisible();

  await page.getByRole('tab', { name: 'Activity Log' }).click();
  const log = page.getByRole('region', { name: 'Activity log' });
  // An entry's action is a table cell on wide screens and the heading of its card on phones.
  const entry = (action: string) =>
    log.getByRole('cell', { name: action, exact: true }).or(log.getByRole('heading', { name: action, exact: true }));
  for (const action of ['Delete user', 'Reset password', 'Update user status', 'Update user', 'Create user']) {
    await expect(entry(action).first()).toBeVisible();
  }
  await expect(entry('Login').first()).toBeVisible();

  await staffLogout(page);
  await expect(page.getByTestId('toast')).toContainText('You have been logged out successfully');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test("a visitor's inquiry is in the activity log under the name they gave", { tag: '@phone' }, async ({
  page,
  tag,
}) => {
  const lastName = `Chen ${wordOf(tag)}`;
  await sendInquiry(page.request, { firstName: 'Maya', lastName, email: `maya${tag}@example.com` });
  await openAsAdmin(page, '/admin-users');
  await page.getByRole('tab', { name: 'Activity Log' }).click();
  const log = page.getByRole('region', { name: 'Activity log' });
  // Not "System": the row says who sent it, and its details leave the name out.
  await expect(log.getByText(`Maya ${lastName} (visitor)`)).toBeVisible();
});

test('a user asked to reset their password must choose a new one before anything else', async ({ page, tag }) => {
  const email = `reset${tag}@elevate.example`;
  await openAsAdmin(page, '/admin-users');
  await page.getByRole('button', { name: 'Create New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await fillFields(dialog, { 'First Name': 'Remy', 'Last Name': 'Stone', Email: email, Role: 'manager' });
  await dialog.getByLabel('Password', { exact: true }).fill('first password 1');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByTestId('toast')).toContainText('User created successfully');
  await page.getByLabel('Search').fill(tag);
  await chooseInRowMenu(page, page.getByTestId('user-row'), 'Remy Stone', 'Require Password Reset');
  await expect(page.getByTestId('toast')).toContainText('User will be required to reset password on next login');
  await staffLogout(page);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  await fillFields(page, { Email: email, Password: 'first password 1' });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('Current Password').fill('first password 1');
  await page.locator('#new-password').fill('second password 2');
  await page.getByLabel('Confirm New Password').fill('second password 2');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('heading', { name: 'Quick Overview' })).toBeVisible();
});

test('your own account has no Suspend or Delete, and says when you signed in', async ({ page }) => {
  await openAsAdmin(page, '/admin-users');
  await page.getByLabel('Search').fill(ADMIN.email);
  const own = page.getByTestId('user-row').filter({ hasText: ADMIN.email });
  await expect(own.getByRole('button', { name: `Edit ${ADMIN.email}` })).toBeVisible();
  await own.getByRole('button', { name: /^More actions for / }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    'View Activity',
    'Reset Password',
    'Require Password Reset',
  ]);
  await page.keyboard.press('Escape');
  // The last sign-in, moments ago, with the exact date and time on hover.
  const lastLogin = own.locator('time');
  await expect(lastLogin).toHaveText(/^(just now|\d+ min\. ago|\d+ hr\. ago)$/);
  await expect(lastLogin).toHaveAttribute('title', /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  await expect(lastLogin).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
});
