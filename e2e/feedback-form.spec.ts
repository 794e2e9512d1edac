import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { fillFields } from './forms';
import { uniqueTag } from './records';

/** Fills the feedback form as Jordan Reyes (at an address of this test's own) with this report; answers the form. */
async function fillReport(
  page: Page,
  report: { location: string; issueType: string; priority: string; subject: string; description: string },
) {
  const form = page.getByTestId('feedback-form');
  await fillFields(form, {
    'Full Name': 'Jordan Reyes',
    Email: `jordan${uniqueTag()}@example.com`,
    'Location or Facility': report.location,
    'Issue Type': report.issueType,
    Priority: report.priority,
    Subject: report.subject,
    'Detailed Description': report.description,
  });
  return form;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/customer-service');
  await waitForHydration(page);
});

test('a report is sent, thanked, and "Submit Another Report" returns to an empty form', { tag: '@phone' }, async ({
  page,
}) => {
  await expect(page.getByRole('heading', { name: 'Submit Feedback or Report Issue' })).toBeVisible();
  const form = await fillReport(page, {
    location: 'Riverton General, 3rd floor',
    issueType: 'billing',
    priority: 'high',
    subject: 'Charged twice',
    description: 'Charged twice for one salad at 2 am.',
  });
  const request = page.waitForRequest('/api/feedback');
  await form.getByRole('button', { name: 'Submit Feedback' }).click();
  expect((await request).postDataJSON()).toMatchObject({
    customerName: 'Jordan Reyes',
    issueType: 'billing',
    priority: 'high',
  });

  await expect(page.getByTestId('toast')).toContainText(
    "Feedback submitted successfully! We'll get back to you within 24 hours.",
  );
  const thanks = page.getByTestId('feedback-thank-you');
  await expect(thanks).toBeVisible();
  await expect(thanks.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await thanks.getByRole('button', { name: 'Submit Another Report' }).click();
  await expect(page.getByTestId('feedback-form').getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Submit Feedback or Report Issue' })).toBeFocused();
});

test('a failed report shows "Submission failed" and keeps the form', async ({ page }) => {
  await page.route('/api/feedback', (route) => route.fulfill({ status: 500, body: '' }));
  const form = await fillReport(page, {
    location: 'Lobby',
    issueType: 'product',
    priority: 'low',
    subject: 'Stale bread',
    description: 'The bread was stale.',
  });
  await form.getByRole('button', { name: 'Submit Feedback' }).click();
  const toast = page.getByRole('alert');
  await expect(toast).toContainText('Submission failed');
  await expect(toast).toContainText('Please try again or contact us directly.');
  await expect(form.getByLabel('Subject')).toHaveValue('Stale bread');
});

test('the hero gives the emergency line, the support e-mail and the 24-hour promise, beside its heading on a wide screen', {
  tag: '@phone',
}, async ({ page }) => {
  const hero = page.locator('#overview');
  const help = hero.locator('#immediate-help');
  await expect(help.getByRole('heading', { name: 'Need immediate help?' })).toBeVisible();
  await expect(help).toContainText('(555) 010-4299');
  await expect(help.locator('a[href^="mailto:"]')).toHaveAttribute(
    'href',
    'mailto:support@elevate-micromarkets.example',
  );
  await expect(help).toContainText('Within 24 hours');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('complementary', { name: 'Common issue types' })).toContainText('Billing & Payment');
  // On a wide screen the card fills the hero's right half, level with the heading, not under it.
  const card = (await help.boundingBox())!;
  const heading = (await hero.getByRole('heading', { level: 1 }).boundingBox())!;
  if (page.viewportSize()!.width >= 1024) {
    expect(card.x).toBeGreaterThan(heading.x + heading.width);
    expect(card.y).toBeLessThan(heading.y + heading.height);
  } else {
    expect(card.y).toBeGreaterThan(heading.y + heading.height);
  }
  await expectNoAxeViolations(page);
});

test('the page has the site navigation, and the 24/7 line comes before the form at every width', {
  tag: '@phone',
}, async ({ page }) => {
  await expect(page.getByRole('banner').getByRole('link', { name: /home/i }).first()).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeAttached();
  const urgent = page.getByTestId('urgent-line');
  await expect(urgent.getByRole('link', { name: '(555) 010-4299' })).toHaveAttribute('href', /^tel:/);
  const urgentTop = (await urgent.boundingBox())!.y;
  const formTop = (await page.getByRole('heading', { name: 'Submit Feedback or Report Issue' }).boundingBox())!.y;
  expect(urgentTop).toBeLessThan(formTop);
  expect(urgentTop).toBeLessThan(page.viewportSize()!.height);
});
