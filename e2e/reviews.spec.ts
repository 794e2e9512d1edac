import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openAsAdmin, test, waitForHydration } from './fixtures';
import { expectRequired, expectValues, submitFields } from './forms';

// Issue 5's reviews: staff moderate what clients say; only published, public, featured words reach the home page.

const cardsOf = (page: Page) => page.getByTestId('review-card');
const stat = (page: Page, label: string) => page.getByTestId('review-stat').filter({ hasText: label }).locator('dd');

async function createReview(page: Page, review: { name: string; facility: string; content: string; rating?: string }) {
  await page.getByRole('button', { name: 'Add Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Review' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(review.name);
  await dialog.getByLabel('Facility Type').selectOption(review.facility);
  if (review.rating) await dialog.getByLabel('Rating').selectOption(review.rating);
  await dialog.getByLabel('Review Content').fill(review.content);
  await dialog.getByRole('button', { name: 'Create Review' }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Review created successfully');
  await expect(dialog).toBeHidden();
}

/** Approves or declines the review of `card`, with these moderation notes. */
async function moderate(page: Page, card: Locator, action: 'Approve' | 'Decline', notes: string) {
  await card.getByRole('button', { name: action }).click();
  await submitFields(page.getByRole('dialog', { name: `${action} Review` }), action, { 'Moderation Notes': notes });
  await expect(page.getByTestId('toast').last()).toContainText('Review status updated successfully');
}

test('a review is created, approved with notes, published, featured and public, and then shown on the home page and its market page', async ({
  page,
  tag,
}) => {
  test.slow();
  await openAsAdmin(page, '/admin-reviews');
  await expect(page.getByRole('heading', { name: 'Client Reviews Management' })).toBeVisible();
  await expect(stat(page, 'Total Reviews')).toHaveText(/\d+/);
  const total = Number(await stat(page, 'Total Reviews').textContent());
  const pending = Number(await stat(page, 'Pending Reviews').textContent());
  await expect(stat(page, 'Average Rating')).toHaveText(/^\d\.\d$/);

  // The dialog: required fields and the defaults (docs/product/reviews.md#admin-reviews-screen).
  await page.getByRole('button', { name: 'Add Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Review' });
  await expectValues(dialog, {
    Rating: '5',
    'Review Type': 'general',
    Source: 'direct',
    Verification: 'unverified',
  });
  await expect(dialog.getByLabel('Public')).not.toBeChecked();
  await expect(dialog.getByLabel('Featured')).not.toBeChecked();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expectRequired(dialog, 'Create Review', [
    'Name is required',
    'Choose a facility type',
    'Review content is required',
  ]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await createReview(page, {
    name: `Morgan ${tag}`,
    facility: 'medical_facilities',
    content: `The night shift finally eats well. <b>bold</b> ${tag}`,
  });
  // The cards refresh after the create (other tests add reviews at the same time: at least one more).
  const count = async (label: string) => Number(await stat(page, label).textContent());
  await expect.poll(() => count('Total Reviews')).toBeGreaterThan(total);
  await expect.poll(() => count('Pending Reviews')).toBeGreaterThan(pending);

  await page.getByLabel('Search').fill(tag);
  const card = cardsOf(page);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('(5/5)');
  await expect(card).toContainText('Medical Facilities');
  // Text, never markup.
  await expect(card).toContainText('<b>bold</b>');
  await expect(card.locator('b')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await moderate(page, card, 'Approve', 'Checked with the facility manager.');
  await expect(card).toContainText('Approved');
  await expect(card).toContainText('Checked with the facility manager.');
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  // Featured and Public change nothing a visitor sees before publication, so they are not offered yet.
  const placement = card.getByTestId('review-placement');
  await expect(placement).toHaveText('Not on the site until it is published.');
  await expect(card.getByRole('switch')).toHaveCount(0);

  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Review published successfully');
  await expect(card).toContainText('Hidden');
  await expect(placement).toHaveText('Published but not public: turn on Public to show it.');
  await expect(card.getByRole('button', { name: 'Publish' })).toHaveCount(0);

  await card.getByRole('switch', { name: `Public: Morgan ${tag}` }).click();
  await expect(card.getByRole('switch', { name: `Public: Morgan ${tag}` })).toHaveAttribute('aria-checked', 'true');
  await expect(card).toContainText('On the site');
  await expect(placement).toContainText('Shown on the Medical Facilities page (/medical-facilities).');
  await expect(placement).toContainText('Turn on Featured');
  await card.getByRole('switch', { name: `Featured: Morgan ${tag}` }).click();
  await expect(card.getByRole('switch', { name: `Featured: Morgan ${tag}` })).toHaveAttribute('aria-checked', 'true');
  await expect(card).toContainText('Featured');
  await expect(placement).toHaveText('Shown on the Medical Facilities page (/medical-facilities) and the home page.');

  // The home page shows it (newest first, three at most), as text: in the page as served, before any script runs,
  // and once the page is live.
  const served = await (await page.request.get('/')).text();
  expect(served).toContain(`&lt;b&gt;bold&lt;/b&gt; ${tag}`);
  await page.goto('/');
  await waitForHydration(page);
  // The reviews load as their section comes near.
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const home = page.locator('#reviews').getByTestId('review-card');
  await expect(home.filter({ hasText: tag })).toHaveCount(1, { timeout: 15_000 });
  expect(await home.count()).toBeLessThanOrEqual(3);
  // Newest first is the API's test (featured-reviews.test.ts): other tests may feature reviews meanwhile.
  await expect(home.filter({ hasText: tag })).toContainText('<b>bold</b>');
  await expect(home.filter({ hasText: tag }).locator('b')).toHaveCount(0);

  // Its market page too; another market does not.
  // They load with the testimonials, as the visitor scrolls towards them.
  await page.goto('/medical-facilities');
  await waitForHydration(page);
  await page.locator('#testimonials').scrollIntoViewIfNeeded();
  await expect(page.locator('#testimonials').getByTestId('review-card').filter({ hasText: tag })).toHaveCount(1);
  expect(await (await page.request.get('/medical-facilities')).text()).toContain(`&lt;b&gt;bold&lt;/b&gt; ${tag}`);
  expect(await (await page.request.get('/hotels')).text()).not.toContain(tag);
  await page.goto('/hotels');
  await waitForHydration(page);
  await page.locator('#testimonials').scrollIntoViewIfNeeded();
  await expect(page.getByText(`<b>bold</b> ${tag}`)).toHaveCount(0);
});

test('a declined review gets no further actions, and the filters find reviews by status, rating and facility', async ({
  page,
  tag,
}) => {
  test.slow();
  await openAsAdmin(page, '/admin-reviews');
  await createReview(page, {
    name: `Avery ${tag}`,
    facility: 'corporate_offices',
    rating: '2',
    content: `Coffee ran out twice this week. ${tag}`,
  });
  await page.getByLabel('Search').fill(tag);
  const card = cardsOf(page);
  await expect(card).toHaveCount(1);
  await moderate(page, card, 'Decline', 'Passed to operations as feedback instead.');
  await expect(card).toContainText('Declined');
  await expect(card.getByRole('button', { name: /Approve|Decline|Publish/ })).toHaveCount(0);

  await page.getByLabel('Status').selectOption('declined');
  await expect(card).toHaveCount(1);
  await page.getByLabel('Status').selectOption('published');
  await expect(page.getByText('No reviews found')).toBeVisible();
  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Rating').selectOption('2');
  await expect(card).toHaveCount(1);
  await page.getByLabel('Rating').selectOption('5');
  await expect(card).toHaveCount(0);
  await page.getByLabel('Rating').selectOption('');
  await page.getByLabel('Facility Type').selectOption('corporate_offices');
  await expect(card).toHaveCount(1);
  await page.getByLabel('Facility Type').selectOption('luxury_condos');
  await expect(card).toHaveCount(0);
});
