import { expect, openAsAdmin, test, waitForHydration } from './fixtures';
import { fillFields, submitFields } from './forms';
import { mailTo } from './mailbox';

// Issue 5's whole path, through the screens only: a lead becomes a partner with a portal, follows its journey,
// and its review reaches the home page.

const NEW_PASSWORD = 'Harbor-lofts-2026';

test('a prospect is converted, its manager signs in from the welcome mail, follows a milestone and gets a review onto the home page', async ({
  page,
  browser,
  tag,
}) => {
  test.slow();
  const name = `Harbor Lofts ${tag}`;
  const email = `nora${tag}@harborlofts.example`;
  const code = `EDU-${tag.slice(-10)}`;

  // The prospect, ready to activate.
  await openAsAdmin(page, '/admin-crm-prospects');
  await page.getByRole('button', { name: 'Add Prospect' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Prospect' });
  await submitFields(dialog, 'Add Prospect', {
    'Location Name': name,
    'Facility Type': 'educational_institutions',
    Address: '4 College Green, Riverton',
    'Contact Name': 'Nora Pike',
    'Contact Email': email,
    'Contact Phone': '(555) 010-4455',
    Status: 'ready_to_activate',
  });
  await expect(page.getByTestId('toast').last()).toContainText('Prospect created successfully');

  // Activate its portal; the welcome mail carries the portal address and the credentials.
  await page.getByLabel('Search').fill(tag);
  const card = page.getByTestId('prospect-card').filter({ hasText: name });
  await card.getByRole('button', { name: 'Convert to Property Manager' }).click();
  dialog = page.getByRole('dialog', { name: 'Activate Property Manager Portal' });
  await dialog.getByLabel('Location Code').fill(code);
  await dialog.getByRole('button', { name: 'Activate Portal' }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Portal Activated');
  await expect(card).toContainText('Converted');
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [welcome] = await mailTo(email);
  expect(welcome?.text).toMatch(/\/property-manager/);
  const mailedCode = /Location code: (\S+)/.exec(welcome?.text ?? '')?.[1];
  const mailedPassword = /Temporary password: (\S+)/.exec(welcome?.text ?? '')?.[1];
  expect(mailedCode).toBe(code);
  expect(mailedPassword).toBeTruthy();

  // Staff add a milestone on the location's timeline.
  await page.goto('/admin-timeline-management');
  await page.getByLabel('Search').fill(code);
  await page.getByRole('link', { name: `Open the timeline of ${name}` }).click();
  await page.getByRole('button', { name: 'Add Milestone' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Milestone' });
  await submitFields(dialog, 'Add Milestone', {
    Type: 'installation',
    Title: 'Install the campus market',
    Status: 'in_progress',
  });
  await expect(page.getByTestId('toast').last()).toContainText('Milestone created successfully');

  // The manager, on their own device: the mailed credentials, then a password of their own.
  const managerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const portal = await managerContext.newPage();
  await portal.goto('/property-manager');
  await waitForHydration(portal);
  await fillFields(portal, { 'Location Code': mailedCode!.toLowerCase(), Password: mailedPassword! });
  await portal.getByRole('button', { name: 'Access Portal' }).click();
  await expect(portal.getByTestId('portal-notice')).toContainText('Authentication Successful');
  await portal.getByLabel(/^New Password/).fill(NEW_PASSWORD);
  await portal.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await portal.getByRole('button', { name: 'Save Password' }).click();
  await expect(portal.getByRole('heading', { level: 1, name })).toBeVisible();

  // The milestone on the Overview and in the Journey, as in progress.
  await expect(portal.getByTestId('milestone').filter({ hasText: 'Install the campus market' })).toContainText(
    'In Progress',
  );
  await portal.getByRole('tab', { name: 'Journey' }).click();
  await expect(portal.getByTestId('milestone').filter({ hasText: 'Install the campus market' })).toContainText(
    'In Progress',
  );

  // A review from the portal: pending until the team moderates it.
  await portal.getByRole('tab', { name: 'Reviews' }).click();
  const form = portal.getByRole('form', { name: 'Submit a review' });
  await form.getByLabel('Facility Type').selectOption('educational_institutions');
  await form.getByLabel('Review Title').fill('Students love it');
  await form.getByLabel('Your Review').fill(`Late-night study fuel, finally on campus. ${tag}`);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(portal.getByTestId('toast').last()).toContainText('Review Submitted');
  await expect(portal.getByTestId('own-review').filter({ hasText: tag })).toContainText('Pending');

  // The back office approves, publishes, makes it public and featured.
  await page.goto('/admin-reviews');
  await page.getByLabel('Search').fill(tag);
  const review = page.getByTestId('review-card');
  await expect(review).toHaveCount(1);
  await expect(review).toContainText('Nora Pike');
  await review.getByRole('button', { name: 'Approve' }).click();
  dialog = page.getByRole('dialog', { name: 'Approve Review' });
  await dialog.getByLabel('Moderation Notes').fill('Confirmed with the campus.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(review).toContainText('Approved');
  await review.getByRole('button', { name: 'Publish' }).click();
  await expect(review).toContainText('Published');
  await review.getByRole('switch', { name: 'Public: Nora Pike' }).click();
  await expect(review.getByRole('switch', { name: 'Public: Nora Pike' })).toHaveAttribute('aria-checked', 'true');
  await review.getByRole('switch', { name: 'Featured: Nora Pike' }).click();
  await expect(review.getByRole('switch', { name: 'Featured: Nora Pike' })).toHaveAttribute('aria-checked', 'true');

  // The home page shows it, and the manager sees it published.
  await page.goto('/');
  await waitForHydration(page);
  // The reviews load as their section comes near.
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await expect(page.locator('#reviews').getByTestId('review-card').filter({ hasText: tag })).toBeVisible({
    timeout: 15_000,
  });
  await portal.reload();
  await portal.getByRole('tab', { name: 'Reviews' }).click();
  await expect(portal.getByTestId('own-review').filter({ hasText: tag })).toContainText('Published');
  await managerContext.close();
});
