import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { expectValues, fillFields } from './forms';
import { uniqueTag } from './records';

/** Fills the contact form as Maya Chen, at an address of this test's own (the inquiry mails a confirmation there). */
async function fillContactForm(page: Page, email = `maya.chen${uniqueTag()}@harborlofts.example`) {
  const form = page.getByTestId('contact-form');
  await fillFields(form, {
    'First Name': 'Maya',
    'Last Name': 'Chen',
    Email: email,
    Phone: '(555) 010-7788',
    'Facility Type': 'luxury-condo',
    'Company or Property Name': 'Harbor Lofts',
    Message: '240 units, a spare room off the lobby.',
  });
  return form;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#contact');
  await waitForHydration(page);
});

test('a complete inquiry is sent and thanked in place; another one starts from an empty form, agreement unticked', {
  tag: '@phone',
}, async ({ page }) => {
  test.slow(); // it waits for the five-second notice to go
  const form = await fillContactForm(page);
  await form.getByLabel("I'm interested in custom cabinetry", { exact: false }).check();
  await form.getByLabel('I agree to be contacted about this inquiry').check();
  const request = page.waitForRequest('/api/contact');
  await form.getByRole('button', { name: 'Request Free Consultation' }).click();
  const body = (await request).postDataJSON();
  expect(body).toMatchObject({ firstName: 'Maya', facilityType: 'luxury-condo', customCabinetry: 'true' });
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Success!');
  await expect(toast).toContainText('Thank you for your interest! We will contact you within 24 hours.');
  // The thanks stays after the notice is gone, and has the focus.
  const thanks = page.getByTestId('contact-thank-you');
  await expect(thanks.getByRole('heading', { name: 'Thank you for your interest!' })).toBeFocused();
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
  await expect(thanks).toContainText('We will contact you within 24 hours');
  await thanks.getByRole('button', { name: 'Send Another Inquiry' }).click();
  await expect(form.getByLabel('First Name')).toHaveValue('');
  await expect(form.getByLabel('Facility Type')).toHaveValue('');
  await expect(form.getByLabel('I agree to be contacted about this inquiry')).not.toBeChecked();
});

test('without the agreement ticked nothing is sent and "Agreement Required" shows', { tag: '@phone' }, async ({
  page,
}) => {
  const form = await fillContactForm(page);
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) sent = true;
  });
  await form.getByRole('button', { name: 'Request Free Consultation' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Agreement Required');
  await expect(toast).toContainText('Please agree to be contacted about this inquiry.');
  expect(sent).toBe(false);
  await expect(form.getByLabel('First Name')).toHaveValue('Maya');
  // The box itself says what is missing, and has the focus.
  const agreement = form.getByLabel('I agree to be contacted about this inquiry');
  await expect(agreement).toBeFocused();
  await expect(agreement).toHaveAttribute('aria-invalid', 'true');
  await expect(agreement).toHaveAccessibleDescription('Please agree to be contacted about this inquiry.');
  await page.keyboard.press('Space');
  await expect(agreement).not.toHaveAttribute('aria-invalid', 'true');
});

test('the browser requires the mandatory fields before anything is sent', async ({ page }) => {
  const form = page.getByTestId('contact-form');
  await form.getByLabel('I agree to be contacted about this inquiry').check();
  await form.getByRole('button', { name: 'Request Free Consultation' }).click();
  const invalid = await form
    .getByLabel('First Name')
    .evaluate((input: HTMLInputElement) => input.validity.valueMissing);
  expect(invalid).toBe(true);
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('a failed submission shows the error and keeps every value', async ({ page }) => {
  await page.route('/api/contact', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  const email = `maya.chen${uniqueTag()}@harborlofts.example`;
  const form = await fillContactForm(page, email);
  await form.getByLabel('I agree to be contacted about this inquiry').check();
  await form.getByRole('button', { name: 'Request Free Consultation' }).click();
  const toast = page.getByRole('alert');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('Failed to submit inquiry. Please try again.');
  await expectValues(form, {
    'First Name': 'Maya',
    Email: email,
    'Facility Type': 'luxury-condo',
    Message: '240 units, a spare room off the lobby.',
  });
  await expect(form.getByLabel('I agree to be contacted about this inquiry')).toBeChecked();
});

test('a field the server refuses is marked beside the field', async ({ page }) => {
  const form = await fillContactForm(page);
  await form.getByLabel('Phone').fill('not a phone');
  await form.getByLabel('I agree to be contacted about this inquiry').check();
  await form.getByRole('button', { name: 'Request Free Consultation' }).click();
  await expect(form.getByText('Enter a valid phone number')).toBeVisible();
  await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('First Name')).toHaveValue('Maya');
});

test('the button reads "Submitting..." and is disabled while sending', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  const form = await fillContactForm(page);
  await form.getByLabel('I agree to be contacted about this inquiry').check();
  await form.getByRole('button', { name: 'Request Free Consultation' }).click();
  const busy = form.getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByTestId('toast')).toContainText('Success!');
});
