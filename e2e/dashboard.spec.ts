import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, openAsAdmin, signInAsAdmin, test } from './fixtures';
import { submitFields } from './forms';
import { kioskFault, sendFeedback, sendInquiry } from './records';

test('the dashboard: filter, open an inquiry, move feedback to resolved with notes, export what is shown', async ({
  page,
  request,
  tag,
}) => {
  test.slow(); // two lists, two dialogs, an export and accessibility scans
  await sendInquiry(request, {
    firstName: `Zed${tag}`,
    lastName: 'Quill',
    email: `zed${tag}@harbor.example`,
    phone: '(555) 010-1234',
    facilityType: 'medical',
    companyName: `Clinic ${tag}`,
    message: '=SUM(A1) please call after 3 pm',
  });
  await sendFeedback(request, kioskFault(tag, 'Lobby market', 'Kiosk frozen'));

  await openAsAdmin(page, '/admin-dashboard');
  await expect(page.getByTestId('stat-cards')).toContainText('Resolution Rate');
  await expect(page.getByText('Inquiries and feedback per week (last 12 weeks)')).toBeVisible();
  // The legend reads in the bars' order: inquiries (the first bar of each week), then feedback.
  await expect(page.locator('.recharts-legend-item-text')).toHaveText(['Inquiries', 'Feedback']);
  await expectNoAxeViolations(page);

  // Inquiries: search narrows the list to one row; the dialog shows it; it can be marked contacted.
  await page.getByLabel('Search').first().fill(tag);
  const inquiryRow = page.getByRole('button', { name: `Zed${tag} Quill` });
  await expect(inquiryRow).toBeVisible();
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await page.getByLabel('Facility').selectOption('luxury-condos');
  await expect(page.getByText('No inquiries match your search')).toBeVisible();
  await page.getByLabel('Facility').selectOption('medical-facilities');
  await inquiryRow.click();
  const inquiryDialog = page.getByRole('dialog', { name: `Zed${tag} Quill` });
  await expect(inquiryDialog).toContainText(`Clinic ${tag}`);
  await expect(inquiryDialog).toContainText('Medical Facility');

  const download = page.waitForEvent('download');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Export CSV' }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contact-inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path()) as string, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Zed${tag}`);
  expect(lines[1]).toContain("'=SUM(A1) please call after 3 pm");

  await inquiryRow.click();
  await page.getByRole('button', { name: 'Mark Contacted' }).click();
  await expect(page.getByTestId('toast')).toContainText('Inquiry marked as contacted');

  // Feedback: in progress, then resolved with notes.
  await page.getByRole('tab', { name: 'Customer Feedback' }).click();
  await page.getByLabel('Search').last().fill(tag);
  await page.getByRole('button', { name: `Kiosk frozen ${tag}` }).click();
  let dialog = page.getByRole('dialog', { name: `Kiosk frozen ${tag}` });
  await dialog.getByRole('button', { name: 'Mark In Progress' }).click();
  await expect(page.getByTestId('toast')).toContainText('Feedback status updated successfully');
  await page.getByRole('button', { name: `Kiosk frozen ${tag}` }).click();
  dialog = page.getByRole('dialog', { name: `Kiosk frozen ${tag}` });
  await expect(dialog.getByRole('button', { name: 'Mark In Progress' })).toBeDisabled();
  await submitFields(dialog, 'Mark Resolved', {
    Status: 'resolved',
    'Resolution notes': 'Restarted the kiosk remotely; refunded the customer.',
  });
  await expect(page.getByTestId('toast')).toContainText('Feedback status updated successfully');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.locator('#feedback-filter-status').selectOption('resolved');
  await page.getByRole('button', { name: `Kiosk frozen ${tag}` }).click();
  dialog = page.getByRole('dialog', { name: `Kiosk frozen ${tag}` });
  await expect(dialog.getByLabel('Resolution notes')).toHaveValue(
    'Restarted the kiosk remotely; refunded the customer.',
  );
  await expect(dialog.getByRole('button', { name: 'Mark Resolved' })).toBeDisabled();
});

test('a list that fails to load says so, and the empty states read as the spec says', async ({ page }) => {
  await signInAsAdmin(page);
  await page.route(/\/api\/contact\?/, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('alert')).toContainText('Failed to fetch inquiries');
  await page.unroute(/\/api\/contact\?/);
  await page.route(/\/api\/feedback\?/, (route) =>
    route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 25 } }),
  );
  await page.getByRole('tab', { name: 'Customer Feedback' }).click();
  await expect(page.getByText('No feedback yet')).toBeVisible();
  await page.getByLabel('Search').last().fill('nothing like this');
  await expect(page.getByText('No feedback matches your search')).toBeVisible();
});
