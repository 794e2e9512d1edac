import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openAsAdmin, signInAsAdmin, test } from './fixtures';
import { expectRequired, fillFields, submitFields } from './forms';

// The back-office screens of the partnership journey: Timeline Management and its list, Feedback Management, brand
// assets, decisions and the manager requests across locations. Each test makes its own location.

const TEMPORARY = 'Temporary-pass-1';
// A 1x1 PNG: the server checks a logo by its content.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Location = { id: number; locationCode: string; locationName: string };

/** A location account, created as the signed-in staff member. */
async function createLocation(page: Page, name: string): Promise<Location> {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-10);
  const response = await page.request.post('/api/admin/locations', {
    data: {
      locationName: `${name} ${tag}`,
      locationCode: `TL-${tag}`,
      address: '12 Harbor Boulevard, Springfield',
      propertyManager: 'Ann Lee',
      contactEmail: `ann${tag}@bayside.example`,
      contactPhone: '(555) 010-2233',
      password: TEMPORARY,
      installationStatus: 'site_survey_scheduled',
      partnershipStage: 'planning',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Location;
}

/** The property manager of the location, signed in to the portal on its own request context. */
async function signInAsManager(request: APIRequestContext, code: string) {
  const login = await request.post('/api/property-manager/authenticate', {
    data: { locationCode: code, password: TEMPORARY },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const changed = await request.post('/api/property-manager/password', {
    data: { currentPassword: TEMPORARY, newPassword: 'Manager-password-9', confirmPassword: 'Manager-password-9' },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
}

async function managerPost(request: APIRequestContext, path: string, data: object) {
  const response = await request.post(`/api/property-manager/${path}`, { data });
  expect(response.status(), await response.text()).toBe(201);
}

/** The number an Overview card shows. */
const overviewValue = (page: Page, title: string) =>
  page.getByTestId('overview-card').filter({ hasText: title }).getByTestId('overview-value');

test('a location that does not exist says so, with a way back', async ({ page }) => {
  await openAsAdmin(page, '/admin/property-managers/987654/timeline');
  await expect(page.getByTestId('toast')).toContainText('Failed to fetch location');
  await expect(page.getByRole('heading', { name: 'Location not found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Property Managers' }).click();
  await expect(page).toHaveURL(/\/admin-property-managers$/);
  await page.goto('/admin/property-managers/not-a-number/decisions');
  await expect(page.getByRole('heading', { name: 'Location not found' })).toBeVisible();
});

test('find a location, open its timeline, add and edit milestones and timeline items', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  const location = await createLocation(page, 'Bayside Towers');

  // The list of every location's timeline: search, stage filter, open.
  await page.goto('/admin-timeline-management');
  await expect(page.getByRole('heading', { name: 'Timeline Management' })).toBeVisible();
  await page.getByLabel('Search').fill(location.locationCode);
  const row = page.getByTestId('timeline-location-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(location.locationName);
  await expect(row).toContainText('Planning');
  await expect(row).toContainText('50%');
  await page.getByLabel('Partnership Stage').selectOption('operational');
  await expect(page.getByText('No locations match your filters')).toBeVisible();
  await page.getByLabel('Partnership Stage').selectOption('planning');
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name: `Open the timeline of ${location.locationName}` }).click();

  // The header: the location, its stage, installation status and progress.
  await expect(page).toHaveURL(new RegExp(`/admin/property-managers/${location.id}/timeline$`));
  const header = page.getByTestId('location-header');
  await expect(header.getByRole('heading', { name: location.locationName })).toBeVisible();
  await expect(header).toContainText(location.locationCode);
  await expect(header).toContainText('Site survey scheduled');
  await expect(header.getByRole('progressbar', { name: 'Partnership progress' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  await expect(page.getByText('No milestones yet')).toBeVisible();
  await expectNoAxeViolations(page);

  // Add Milestone: type, title and status required (docs/product/property-managers-and-journey.md).
  await page.getByRole('button', { name: 'Add Milestone' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Milestone' });
  await expectRequired(dialog, 'Add Milestone', ['Choose a milestone type', 'Title is required']);
  await expectNoAxeViolations(page);
  await submitFields(dialog, 'Add Milestone', {
    Type: 'approval',
    Title: 'Board approval',
    'Target Date': '2026-12-03',
    'Assigned To': 'Jordan Reyes',
  });
  await expect(page.getByTestId('toast')).toContainText('Milestone created successfully');
  await expect(dialog).toBeHidden();
  const milestone = page.getByTestId('milestone-row').filter({ hasText: 'Board approval' });
  await expect(milestone).toContainText('Dec 3, 2026');
  await expect(milestone).toContainText('Jordan Reyes');
  // Not completed yet: its Completed cell says nothing, rather than "N/A".
  await expect(milestone).not.toContainText('N/A');
  await expect(page.getByLabel('Status of Board approval')).toHaveValue('pending');

  // Edit: every field, the title required still.
  await milestone.getByRole('button', { name: 'Edit Board approval' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Milestone' });
  await expect(dialog.getByLabel('Type')).toHaveValue('approval');
  await dialog.getByLabel('Title').fill('');
  await expectRequired(dialog, 'Save Changes', ['Title is required']);
  await submitFields(dialog, 'Save Changes', {
    Title: 'HOA board approval',
    Status: 'in_progress',
    Notes: 'The board meets on the first Thursday.',
  });
  await expect(page.getByTestId('toast')).toContainText('Milestone updated successfully');
  const edited = page.getByTestId('milestone-row').filter({ hasText: 'HOA board approval' });
  await expect(edited).toContainText('The board meets on the first Thursday.');
  await expect(page.getByLabel('Status of HOA board approval')).toHaveValue('in_progress');

  // The quick status change: completing records the day.
  await page.getByLabel('Status of HOA board approval').selectOption('completed');
  await expect(page.getByTestId('toast')).toContainText('Milestone updated successfully');
  await expect(page.getByText('1 of 1 completed')).toBeVisible();
  await edited.getByRole('button', { name: 'Edit HOA board approval' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Milestone' });
  await expect(dialog.getByLabel('Completed Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Timeline: Add Timeline Item and edit it; items in date order.
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(/\?tab=timeline$/);
  await expect(page.getByText('No timeline items yet')).toBeVisible();
  for (const [title, date] of [
    ['Cabinetry install', '2027-01-14'],
    ['Electrical survey', '2026-12-02'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Timeline Item' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Timeline Item' });
    await expectRequired(dialog, 'Add Timeline Item', ['Title is required']);
    await submitFields(dialog, 'Add Timeline Item', {
      Title: title,
      'Estimated Date': date,
    });
    await expect(page.getByTestId('toast')).toContainText('Timeline item created successfully');
  }
  const items = page.getByTestId('timeline-item');
  await expect(items.nth(0)).toContainText('Electrical survey');
  await expect(items.nth(0)).toContainText('Dec 2, 2026');
  await expect(items.nth(1)).toContainText('Cabinetry install');
  await items.nth(0).getByRole('button', { name: 'Edit Electrical survey' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Timeline Item' });
  await submitFields(dialog, 'Save Changes', {
    Status: 'completed',
    'Actual Date': '2026-12-04',
    Notes: 'Two dedicated circuits needed.',
  });
  await expect(page.getByTestId('toast')).toContainText('Timeline item updated successfully');
  await expect(items.nth(0)).toContainText('Completed');
  await expect(items.nth(0)).toContainText('Dec 4, 2026');
  await expect(items.nth(0)).toContainText('Two dedicated circuits needed.');
  await expectNoAxeViolations(page);

  // Overview: the milestones done and the next timeline date; it survives a reload (the tab is in the address).
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(overviewValue(page, 'Milestones done')).toHaveText('1 of 1');
  // The stage reads as a step of four, not as a percent that looks like milestones done.
  await expect(page.getByText(/^Stage [1-4] of 4$/)).toBeVisible();
  await expect(overviewValue(page, 'Next timeline date')).toHaveText('Jan 14, 2027');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(overviewValue(page, 'Milestones done')).toHaveText('1 of 1');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Timeline', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
});

test('answer what a property manager sent: feedback, brand assets, requests; record a decision and a restock', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // five kinds of answer across three screens: 80 s on a quiet machine
  await signInAsAdmin(page);
  const location = await createLocation(page, 'Mercy Plaza');
  const tag = location.locationCode;
  await signInAsManager(request, location.locationCode);
  await managerPost(request, 'feedback', {
    feedbackType: 'installation',
    rating: 4,
    subject: `Survey went well ${tag}`,
    message: 'The crew was on time. Can we open before the holidays?',
  });
  await managerPost(request, 'inquiries', {
    inquiryType: 'meeting',
    priority: 'high',
    subject: `Walkthrough ${tag}`,
    message: 'Could we meet Tuesday at 10 am in the lobby?',
  });
  await managerPost(request, 'product-requests', { productName: `Oat milk ${tag}`, urgency: 'low' });
  await managerPost(request, 'branding-assets', {
    assetType: 'logo',
    assetName: 'Mercy logo',
    description: 'For the kiosk screen',
    assetData: `data:image/png;base64,${PNG}`,
  });
  await managerPost(request, 'branding-assets', {
    assetType: 'color_scheme',
    assetName: 'Lobby colours',
    colours: ['#112233', '#10b981'],
  });

  // The Overview counts what waits for the team.
  await page.goto(`/admin/property-managers/${location.id}/timeline?tab=overview`);
  await expect(overviewValue(page, 'Open feedback')).toHaveText('1');
  await expect(overviewValue(page, 'Open requests')).toHaveText('2');
  await expect(overviewValue(page, 'Pending brand assets')).toHaveText('2');
  await expect(overviewValue(page, 'Decisions recorded')).toHaveText('0');
  await expect(overviewValue(page, 'Next restock')).toHaveText('Not scheduled');
  // One bar: the timeline's tabs (its steps and the feedback list among them), then the location's other screens.
  await expect(page.getByRole('tablist', { name: 'Partnership journey' })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Partnership records' }).getByRole('link')).toHaveText([
    'Brand Assets',
    'Decisions',
  ]);

  // Feedback: Add Response with a status; the manager reads it.
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const feedback = page.getByTestId('feedback-item').filter({ hasText: `Survey went well ${tag}` });
  await expect(feedback).toContainText('New');
  await expect(feedback).toContainText('The crew was on time.');
  await expect(feedback.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await feedback.getByRole('button', { name: `Add response to Survey went well ${tag}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Response' });
  await dialog.getByLabel('Response').fill('Yes: the install is booked for December 14.');
  await expect(dialog.getByLabel('Status')).toHaveValue('resolved');
  await dialog.getByLabel('Status').selectOption('in_review');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save Response' }).click();
  await expect(page.getByTestId('toast')).toContainText('Response saved successfully');
  await expect(feedback).toContainText('In review');
  await expect(feedback).toContainText('Response from');
  await expect(feedback).toContainText('Yes: the install is booked for December 14.');
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/property-manager/feedback')).json()) as { response: string }[])[0]?.response,
    )
    .toBe('Yes: the install is booked for December 14.');

  // Feedback Management, the journey dialog's screen: the same list with its status filter.
  await page.goto(`/admin/property-managers/${location.id}/feedback`);
  await expect(page.getByRole('heading', { name: 'Feedback Management' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Partnership records' }).getByRole('link')).toHaveText([
    'Timeline Steps',
    'Feedback Management',
    'Brand Assets',
    'Decisions',
  ]);
  await page.getByLabel('Status').selectOption('resolved');
  await expect(page.getByText('No feedback matches this status')).toBeVisible();
  await page.getByLabel('Status').selectOption('in_review');
  await feedback.getByRole('button', { name: `Edit response to Survey went well ${tag}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Response' });
  await expect(dialog.getByLabel('Response')).toHaveValue('Yes: the install is booked for December 14.');
  await dialog.getByLabel('Status').selectOption('resolved');
  await dialog.getByRole('button', { name: 'Save Response' }).click();
  await expect(page.getByTestId('toast')).toContainText('Response saved successfully');
  await expect(page.getByText('No feedback matches this status')).toBeVisible();
  await page.getByLabel('Status').selectOption('resolved');
  await expect(feedback).toContainText('Resolved');
  await expectNoAxeViolations(page);

  // Brand assets: shown as they are; approve and reject, each with a note.
  await page.getByRole('link', { name: 'Brand Assets' }).click();
  await expect(page.getByRole('heading', { name: 'Brand Assets', level: 1 })).toBeVisible();
  const logo = page.getByTestId('brand-asset').filter({ hasText: 'Mercy logo' });
  const scheme = page.getByTestId('brand-asset').filter({ hasText: 'Lobby colours' });
  await expect(logo.getByRole('img', { name: /Mercy logo/ })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(scheme).toContainText('#112233');
  await expect(scheme).toContainText('#10B981');
  await expect(logo).toContainText('Pending');
  await expectNoAxeViolations(page);
  await logo.getByRole('button', { name: 'Approve Mercy logo' }).click();
  dialog = page.getByRole('dialog', { name: 'Approve Brand Asset' });
  await dialog.getByLabel('Note').fill('Looks sharp on the kiosk.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('toast')).toContainText('Brand asset approved');
  await expect(logo).toContainText('Approved by');
  await expect(logo).toContainText('Looks sharp on the kiosk.');
  await expect(logo.getByRole('button', { name: 'Approve Mercy logo' })).toBeDisabled();
  await scheme.getByRole('button', { name: 'Reject Lobby colours' }).click();
  dialog = page.getByRole('dialog', { name: 'Reject Brand Asset' });
  await expectRequired(dialog, 'Reject', ['Say why the asset is rejected']);
  await dialog.getByLabel('Note').fill('The green is too close to our own brand.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByTestId('toast')).toContainText('Brand asset rejected');
  await expect(scheme).toContainText('Rejected by');
  await expect(scheme).toContainText('The green is too close to our own brand.');

  // Decisions: one per stage, with notes and next steps; recorded and edited.
  await page.getByRole('link', { name: 'Decisions' }).click();
  await expect(page.getByRole('heading', { name: 'Partnership Decisions' })).toBeVisible();
  const planning = page.getByTestId('decisions-planning');
  await expect(planning).toContainText('Current stage');
  await expect(planning).toContainText('No decision recorded for this stage.');
  await page.getByRole('button', { name: 'Record a decision for Planning' }).click();
  dialog = page.getByRole('dialog', { name: 'Record Decision' });
  await expect(dialog.getByLabel('Stage')).toHaveValue('planning');
  await dialog.getByLabel('Decision made').check();
  await fillFields(dialog, {
    'Decision Date': '2026-11-20',
    'Decision Notes': 'Lobby alcove, north wall.',
    'Next Steps': 'Order the cabinetry.',
  });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Record Decision' }).click();
  await expect(page.getByTestId('toast')).toContainText('Decision recorded successfully');
  await expect(planning).toContainText('Decision made: Yes');
  await expect(planning).toContainText('Nov 20, 2026');
  await expect(planning).toContainText('Lobby alcove, north wall.');
  await planning.getByRole('button', { name: /^Edit the Planning decision/ }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Decision' });
  await dialog.getByLabel('Next Steps').fill('Order the cabinetry in walnut.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Decision updated successfully');
  await expect(planning).toContainText('Order the cabinetry in walnut.');
  await expectNoAxeViolations(page);

  // Manager Requests: every location's, in two tabs, each searched and filtered by the server; it opens on the
  // open meeting requests and questions. Answer the meeting request.
  await page.goto('/admin-manager-requests');
  await expect(page.getByRole('heading', { name: 'Manager Requests' })).toBeVisible();
  const meeting = page.getByTestId('request-row').filter({ hasText: `Walkthrough ${tag}` });
  const product = page.getByTestId('request-row').filter({ hasText: `Oat milk ${tag}` });
  await expect(page.getByLabel('Status')).toHaveValue('open');
  await page.getByLabel('Search').fill(tag);
  await expect(page.getByTestId('request-row')).toHaveCount(1);
  await expect(meeting).toContainText(location.locationName);
  await expect(meeting).toContainText('Meeting request');
  await expect(meeting).toContainText('High');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Showing 1–1 of 1');
  await page.getByLabel('Kind').selectOption('question');
  await expect(page.getByText('No requests match your filters')).toBeVisible();
  await page.getByLabel('Kind').selectOption('meeting');
  await expect(meeting).toBeVisible();
  // The location's name finds its requests too.
  await page.getByLabel('Search').fill(location.locationName);
  await expect(meeting).toBeVisible();
  await page.getByRole('tab', { name: 'Product requests' }).click();
  await expect(page).toHaveURL(/\?tab=products$/);
  await page.getByLabel('Search').fill(`oat milk ${tag.toLowerCase()}`);
  await expect(product).toContainText('Product request');
  await expect(product).toContainText(location.locationName);
  await expect(meeting).toHaveCount(0);
  await page.getByLabel('Status').selectOption('approved');
  await expect(page.getByText('No requests match your filters')).toBeVisible();
  await expectNoAxeViolations(page);
  // Each tab keeps its own search and filters.
  await page.getByRole('tab', { name: 'Meetings & questions' }).click();
  await expect(page.getByLabel('Search')).toHaveValue(location.locationName);
  await meeting.getByRole('button', { name: `Answer Walkthrough ${tag}` }).click();
  dialog = page.getByRole('dialog', { name: 'Answer meeting request' });
  await expect(dialog).toContainText('Could we meet Tuesday at 10 am in the lobby?');
  await submitFields(dialog, 'Save Answer', {
    'Assigned To': 'Jordan Reyes',
    Answer: 'Tuesday 10 am works; Jordan will meet you at the front desk.',
    Status: 'resolved',
  });
  await expect(page.getByTestId('toast')).toContainText('Request updated successfully');
  // Answered, it leaves the list of open requests.
  await expect(meeting).toHaveCount(0);
  await expect(page.getByText('No requests match your filters')).toBeVisible();
  await page.getByLabel('Status').selectOption('resolved');
  await expect(meeting).toContainText('Assigned to Jordan Reyes');
  await expect(meeting).toContainText('Jordan will meet you at the front desk.');
  // Who wrote the answer, whoever it is assigned to: the signed-in staff member.
  await expect(meeting.getByTestId('answered-by')).toContainText('Jordan Reyes');
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/property-manager/inquiries')).json()) as { resolution: string }[])[0]
          ?.resolution,
    )
    .toBe('Tuesday 10 am works; Jordan will meet you at the front desk.');
  await meeting.getByRole('link', { name: location.locationName, exact: true }).click();

  // The location's Requests tab: the product request closed, a restock scheduled.
  await expect(page).toHaveURL(new RegExp(`/admin/property-managers/${location.id}/timeline\\?tab=requests$`));
  await product.getByRole('button', { name: `Answer Oat milk ${tag}` }).click();
  dialog = page.getByRole('dialog', { name: 'Answer product request' });
  await submitFields(dialog, 'Save Answer', {
    Status: 'approved',
    Answer: 'On the next restock.',
  });
  await expect(page.getByTestId('toast')).toContainText('Request updated successfully');
  await expect(product).toContainText('Approved');
  await page.getByRole('button', { name: 'Schedule Restock' }).click();
  dialog = page.getByRole('dialog', { name: 'Schedule Restock' });
  await expectRequired(dialog, 'Schedule Restock', ['Restock date is required']);
  await submitFields(dialog, 'Schedule Restock', {
    'Restock Date': '2030-03-04',
    Products: 'Oat milk, cold brew',
  });
  await expect(page.getByTestId('toast')).toContainText('Restock scheduled successfully');
  await expect(page.getByTestId('restock-row').filter({ hasText: 'Mar 4, 2030' })).toContainText('Planned');
  await expect(page.getByText('Next restock: Mar 4, 2030')).toBeVisible();
  await expectNoAxeViolations(page);

  // The Overview again: nothing waits any more, and the decision and the restock show.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(overviewValue(page, 'Open feedback')).toHaveText('0');
  await expect(overviewValue(page, 'Open requests')).toHaveText('0');
  await expect(overviewValue(page, 'Pending brand assets')).toHaveText('0');
  await expect(overviewValue(page, 'Decisions recorded')).toHaveText('1');
  await expect(overviewValue(page, 'Next restock')).toHaveText('Mar 4, 2030');
});

test("record the installation's machine and dates; the manager sees them in the portal, never the staff notes", async ({
  page,
  request,
  browser,
}) => {
  await signInAsAdmin(page);
  const location = await createLocation(page, 'Harbor Point');
  await page.goto(`/admin/property-managers/${location.id}/timeline?tab=overview`);
  const details = page.getByTestId('installation-details');
  await expect(details).toContainText('Machine ModelNot recorded');

  await details.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Installation Details' });
  await submitFields(dialog, 'Save Details', {
    'Machine Model': 'Elevate SmartMarket 3',
    'Serial Number': 'EM3-77-0042',
    'Agreement Signed': '2026-10-01',
    'Installation Completed': '2026-12-10',
    Operational: '2026-12-09',
    Notes: 'Dock door code 4417',
  });
  // A market cannot open before it is installed: the form says so beside the field and keeps what was typed.
  await expect(dialog.getByLabel('Operational')).toHaveAccessibleDescription(
    "The market can't be operational before it is installed",
  );
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Operational').fill('2026-12-15');
  await dialog.getByRole('button', { name: 'Save Details' }).click();
  await expect(page.getByTestId('toast')).toContainText('Installation details saved');
  await expect(dialog).toBeHidden();
  await expect(details).toContainText('Machine ModelElevate SmartMarket 3');
  await expect(details).toContainText('OperationalDec 15, 2026');
  await expect(details).toContainText('Dock door code 4417');

  await signInAsManager(request, location.locationCode);
  const portal = await browser.newContext({ storageState: await request.storageState() });
  const manager = await portal.newPage();
  await manager.goto('/property-manager');
  const facts = manager.getByTestId('installation-facts');
  await expect(facts).toContainText('Elevate SmartMarket 3');
  await expect(facts).toContainText('EM3-77-0042');
  await expect(facts).toContainText('Dec 15, 2026');
  await expect(manager.locator('body')).not.toContainText('Dock door code');
  await portal.close();
});
