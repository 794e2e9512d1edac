import { ADMIN, expect, expectNoAxeViolations, openAsAdmin, staffLogout, test } from './fixtures';
import { expectRequired, fillFields, submitFields } from './forms';
import { sendInquiry, wordOf } from './records';
import { resetPasswordFrom } from './reset-password';

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

  await row.getByRole('button', { name: `Edit ${email}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByLabel('Department').fill('Customer Care');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('User updated successfully');
  await expect(row).toContainText('Customer Care');

  await row.getByRole('button', { name: `Suspend ${email}` }).click();
  dialog = page.getByRole('dialog', { name: 'Suspend User' });
  await expect(dialog).toContainText(`Suspend Kai Lopez (${email})?`);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByTestId('toast')).toContainText('User status updated successfully');
  await expect(row).toContainText('Suspended');
  await page.getByLabel('Status', { exact: true }).selectOption('suspended');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByLabel('Status', { exact: true }).selectOption('');

  await resetPasswordFrom(page, row, email, 'a good long password');

  await row.getByRole('button', { name: `View activity of ${email}` }).click();
  dialog = page.getByRole('dialog', { name: 'User Activity' });
  await expect(dialog).toContainText('No activity found');
  await page.keyboard.press('Escape');

  // Cancel keeps the account; Delete, asked again and confirmed, removes it.
  await row.getByRole('button', { name: `Delete ${email}` }).click();
  dialog = page.getByRole('dialog', { name: 'Delete User' });
  await expect(dialog).toContainText(`Delete Kai Lopez (${email})?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${email}` }).click();
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
  await page.getByRole('button', { name: `Require password reset for ${email}` }).click();
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

test('your own account has no Suspend or Delete', async ({ page }) => {
  await openAsAdmin(page, '/admin-users');
  await page.getByLabel('Search').fill(ADMIN.email);
  const own = page.getByTestId('user-row').filter({ hasText: ADMIN.email });
  await expect(own.getByRole('button', { name: `Edit ${ADMIN.email}` })).toBeVisible();
  await expect(own.getByRole('button', { name: `Suspend ${ADMIN.email}` })).toHaveCount(0);
  await expect(own.getByRole('button', { name: `Delete ${ADMIN.email}` })).toHaveCount(0);
});
