import { expect, expectNoAxeViolations, openAsAdmin, test } from './fixtures';
import { expectRequired, expectValues, submitFields } from './forms';
import { mailTo } from './mailbox';
import { sendInquiry } from './records';
import { chooseInRowMenu, openRowMenu } from './row-menu';

/** A calendar day `offset` days from today, as the date inputs take it. */
function day(offset: number) {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('add a prospect, filter, move it through the pipeline, see the board, convert it with the welcome mail, delete it', async ({
  page,
  tag,
}) => {
  test.slow();
  const name = `Harbor Lofts ${tag}`;
  const email = `nora${tag}@harborlofts.example`;
  await openAsAdmin(page, '/admin-crm-prospects');
  await expect(page.getByRole('heading', { name: 'CRM Prospects' })).toBeVisible();
  await expect(page.getByText('Every property we talk to')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Sample Data' })).toHaveCount(0);

  // Add Prospect: required fields first, then every field.
  await page.getByRole('button', { name: 'Add Prospect' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Prospect' });
  await expectValues(dialog, {
    'Facility Type': 'luxury_condos',
    Status: 'new_lead',
    Priority: 'medium',
    'Lead Source': 'website',
  });
  await expect(dialog.getByLabel('Status').locator('option')).toHaveCount(6);
  await expectRequired(dialog, 'Add Prospect', ['Location name is required', 'Contact name is required']);
  await expectNoAxeViolations(page);

  await submitFields(dialog, 'Add Prospect', {
    'Location Name': name,
    'Facility Type': 'medical_facilities',
    Address: '18 Pier Road, Harbor City',
    'Contact Name': 'Nora Pike',
    'Company Name': 'Harbor Health Partners',
    'Contact Email': email,
    'Contact Phone': '(555) 010-4455',
    Status: 'ready_to_activate',
    Priority: 'high',
    'Lead Source': 'referral',
    'Estimated Revenue ($/year)': '48000',
    'Estimated Timeline': '6-8 weeks',
    'Assigned To': 'Sam',
    'Last Contact Date': day(-5),
    'Next Follow-up Date': day(-2),
    Notes: 'Night-shift staff want hot meals.',
  });
  await expect(page.getByTestId('toast')).toContainText('Prospect created successfully');
  await expect(dialog).toBeHidden();

  // Search and filters.
  await page.getByLabel('Search').fill(tag);
  const card = page.getByTestId('prospect-card').filter({ hasText: name });
  await expect(page.getByTestId('prospect-card')).toHaveCount(1);
  await expect(card).toContainText('$48,000/year');
  await expect(card).toContainText('Medical Facilities');
  await expect(card).toContainText('Ready to Activate');
  await expect(card).toContainText('5 days since last contact');
  await expect(card).toContainText('Follow-up overdue');
  await page.getByLabel('Priority', { exact: true }).selectOption('low');
  await expect(page.getByText('No prospects found matching your criteria.')).toBeVisible();
  await page.getByLabel('Priority', { exact: true }).selectOption('high');
  await page.getByLabel('Facility Type', { exact: true }).selectOption('medical_facilities');
  await page.getByLabel('Status', { exact: true }).selectOption('ready_to_activate');
  await expect(card).toBeVisible();
  await page.getByLabel('Facility Type', { exact: true }).selectOption('luxury_condos');
  await expect(page.getByText('No prospects found matching your criteria.')).toBeVisible();
  for (const filter of ['Priority', 'Facility Type', 'Status']) {
    await page.getByLabel(filter, { exact: true }).selectOption('');
  }
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);

  // Move the status from the card; it stays after a reload; Convert only when ready to activate.
  const status = page.getByLabel(`Move ${name} to status`);
  await status.selectOption('negotiating');
  await expect(page.getByTestId('toast')).toContainText('Prospect status updated');
  await expect(card).toContainText('Negotiating');
  await expect(card.getByRole('button', { name: 'Convert to Property Manager' })).toHaveCount(0);
  await page.reload();
  await page.getByLabel('Search').fill(tag);
  // The list is this test's prospect alone (the search has answered) before it is changed.
  await expect(page.getByTestId('prospect-card')).toHaveCount(1);
  await expect(page.getByLabel(`Move ${name} to status`)).toHaveValue('negotiating');
  await page.getByLabel(`Move ${name} to status`).selectOption('ready_to_activate');
  // Ready: Convert is the card's one button, Edit and Delete are in its menu.
  await expect(card.getByRole('button')).toHaveText(['Convert to Property Manager', '']);
  await openRowMenu(page, card, name, ['Edit', 'Delete']);
  await page.keyboard.press('Escape');

  // The board groups by status.
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('board-column')).toHaveCount(8);
  const readyColumn = page.getByRole('region', { name: 'Ready to Activate column' });
  await expect(readyColumn.getByTestId('prospect-card')).toHaveCount(1);
  await expect(readyColumn).toContainText(name);
  await expect(page.getByRole('region', { name: 'Negotiating column' })).toContainText('No prospects');
  // The board scrolls inside itself (or stacks on phones): the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cards' }).click();

  // Activating the portal: the convert dialog's defaults, then the portal, the Converted card and the welcome e-mail.
  await card.getByRole('button', { name: 'Convert to Property Manager' }).click();
  dialog = page.getByRole('dialog', { name: 'Activate Property Manager Portal' });
  await expectValues(dialog, {
    'Location Code': /^MED\d{3}$/,
    'Temporary Password': /^Elevate-[A-Za-z0-9]{6}$/,
    'Partnership Stage': 'exploring',
    'Installation Status': 'agreement_signed',
    'Location Name': name,
    'Property Manager': 'Nora Pike',
    'Contact Email': email,
  });
  await expectNoAxeViolations(page);
  const code = `MED-${tag.slice(-10)}`;
  await dialog.getByLabel('Location Code').fill(code);
  const password = await dialog.getByLabel('Temporary Password').inputValue();
  await dialog.getByRole('button', { name: 'Activate Portal' }).click();
  await expect(page.getByTestId('toast')).toContainText('Portal Activated');
  await expect(page.getByTestId('toast')).toContainText(`portal created for ${name}`);
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Converted');
  await expect(card.getByRole('button', { name: 'Convert to Property Manager' })).toHaveCount(0);

  await expect
    .poll(async () => (await mailTo(email)).map((mail) => mail.text).join('\n'), { timeout: 15_000 })
    .toContain(`Location code: ${code}`);
  const [welcome] = await mailTo(email);
  expect(welcome?.subject).toContain(name);
  expect(welcome?.text).toContain(`Temporary password: ${password}`);

  // A prospect with a portal cannot leave Converted: the server's message shows.
  await page.getByLabel(`Move ${name} to status`).selectOption('lost');
  await expect(page.getByTestId('toast')).toContainText('This prospect already has a property manager portal');
  await expect(page.getByLabel(`Move ${name} to status`)).toHaveValue('converted');

  // The account is on /admin-property-managers.
  await page.goto('/admin-property-managers');
  await page.getByLabel('Search').fill(code);
  await expect(page.getByTestId('location-row')).toHaveCount(1);
  await expect(page.getByTestId('location-row')).toContainText(name);

  // Delete, after a confirmation.
  await page.goto('/admin-crm-prospects');
  await page.getByLabel('Search').fill(tag);
  await expect(card.getByRole('button')).toHaveText(['Edit', '']);
  await chooseInRowMenu(page, card, name, 'Delete');
  dialog = page.getByRole('dialog', { name: 'Delete Prospect' });
  await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await chooseInRowMenu(page, card, name, 'Delete');
  await page.getByRole('dialog', { name: 'Delete Prospect' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast')).toContainText('Prospect deleted successfully');
  await expect(page.getByText('No prospects found matching your criteria.')).toBeVisible();
});

test('a contact inquiry becomes a prospect once', async ({ page, request, tag }) => {
  const email = `ivy${tag}@campus.example`;
  await sendInquiry(request, {
    firstName: `Ivy${tag}`,
    lastName: 'Moss',
    email,
    phone: '(555) 010-9090',
    facilityType: 'education',
    companyName: `North Campus ${tag}`,
    message: 'Our library is open until 2 am.',
  });
  await openAsAdmin(page, '/admin-dashboard');
  await page.getByLabel('Search').first().fill(tag);
  await page.getByRole('button', { name: `Ivy${tag} Moss` }).click();
  const dialog = page.getByRole('dialog', { name: `Ivy${tag} Moss` });
  await dialog.getByRole('button', { name: 'Create Prospect' }).click();
  await expect(page.getByTestId('toast')).toContainText('Prospect created successfully');
  await dialog.getByRole('button', { name: 'Create Prospect' }).click();
  await expect(page.getByTestId('toast')).toContainText('A prospect was already created from this inquiry');

  await page.goto('/admin-crm-prospects');
  await page.getByLabel('Search').fill(email);
  const card = page.getByTestId('prospect-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`North Campus ${tag}`);
  await expect(card).toContainText('Educational Institutions');
});
