import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openAsAdmin, test } from './fixtures';
import { expectRequired, submitFields } from './forms';
import { uniqueTag } from './records';
import { withServerLock } from './server-lock';

// Issue 4's training screen: what an admin curates is what the assistant knows.

const rowsOf = (page: Page) => page.getByTestId('training-row');

async function search(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
}

test('an admin adds, edits, deactivates and deletes a training entry, with the checks and messages of the spec', async ({
  page,
  tag,
}) => {
  test.slow();
  await openAsAdmin(page, '/admin-chatbot-training');
  await expect(page.getByRole('heading', { name: 'Chatbot Training' })).toBeVisible();
  await expect(rowsOf(page).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Title and content are required.
  await page.getByRole('button', { name: 'Add Training Data' }).click();
  const form = page.getByRole('dialog', { name: 'Add Training Data' });
  await expectRequired(form, 'Add Training Data', ['Title is required', 'Content is required']);

  await submitFields(form, 'Add Training Data', {
    Category: 'pricing',
    Title: `Parking validation ${tag}`,
    Content: 'Residents can validate parking at the market kiosk for up to two hours.',
    Priority: '75',
    Tags: 'parking, validation, garage, , overflow',
  });
  await expect(page.getByTestId('toast')).toContainText('Training data created successfully');

  await search(page, tag);
  const row = rowsOf(page);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Parking validation ${tag}`);
  await expect(row).toContainText('High 75');
  // Two tags, then +N (the blank one was dropped).
  await expect(row).toContainText('parking');
  await expect(row).toContainText('validation');
  await expect(row).toContainText('+2');
  await expect(row).not.toContainText('garage');

  // Edit: lower the priority, and the badge is no longer "High".
  await row.getByRole('button', { name: `Edit Parking validation ${tag}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Training Data' });
  await expect(edit.getByLabel('Tags')).toHaveValue('parking, validation, garage, overflow');
  await submitFields(edit, 'Save Changes', {
    Priority: '20',
    Title: `Parking validation at the kiosk ${tag}`,
  });
  await expect(page.getByTestId('toast').last()).toContainText('Training data updated successfully');
  await expect(row).toContainText(`Parking validation at the kiosk ${tag}`);
  await expect(row).not.toContainText('High');

  // Deactivate it: the inactive filter finds it, the active filter does not.
  await row.getByRole('switch', { name: `Active: Parking validation at the kiosk ${tag}` }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Training data status updated');
  await expect(row).toContainText('Inactive');
  await page.getByLabel('Status').selectOption('true');
  await expect(rowsOf(page)).toHaveCount(0);
  await expect(page.getByText('No training data matches your filters')).toBeVisible();
  await page.getByLabel('Status').selectOption('false');
  await expect(rowsOf(page)).toHaveCount(1);

  // It survives a reload.
  await page.reload();
  await search(page, tag);
  await expect(rowsOf(page)).toHaveCount(1);
  await expect(rowsOf(page)).toContainText('Inactive');

  // Delete asks first; Cancel keeps it.
  await rowsOf(page)
    .getByRole('button', { name: /^Delete / })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Training Data' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowsOf(page)).toHaveCount(1);
  await rowsOf(page)
    .getByRole('button', { name: /^Delete / })
    .click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Training data deleted successfully');
  await expect(rowsOf(page)).toHaveCount(0);
});

test('the categories and settings tabs count the entries; an import with a bad row stores nothing; export gives every entry', async ({
  page,
  tag,
}) => {
  test.slow();
  await openAsAdmin(page, '/admin-chatbot-training');

  await page.getByRole('tab', { name: 'Settings' }).click();
  const total = page.getByText('Total Entries').locator('..').locator('dd');
  await expect(total).toHaveText(/\d+/);
  const before = Number(await total.textContent());

  // A file with one good and one bad row: refused whole, the bad row named.
  await page.getByRole('button', { name: 'Import Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Training Data' });
  const bad = [
    { category: 'faq', title: `Imported good ${tag}`, content: 'A complete entry.', priority: 10, tags: 'a, b' },
    { category: 'not_a_category', title: '', content: 'No title here.' },
  ];
  await dialog.getByLabel('File').setInputFiles({
    name: 'entries.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByTestId('import-report')).toContainText('Nothing was imported: 1 row was refused');
  await expect(dialog.getByTestId('import-report')).toContainText('Row 2');

  // The good rows alone, as CSV.
  const csv = `category,title,content,isActive,priority,tags\nfaq,Imported good ${tag},A complete entry.,true,10,"a, b"\nsupport,Imported second ${tag},Another complete entry.,false,60,x\n`;
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: 'entries.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByTestId('import-report')).toContainText('Imported 2 entries');
  await dialog.getByRole('button', { name: 'Done' }).click();
  // Other tests add entries at the same time: the statistics grew by these two at least.
  await expect.poll(async () => Number(await total.textContent())).toBeGreaterThanOrEqual(before + 2);

  // The Categories tab counts them.
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page.getByTestId('category-count').filter({ hasText: 'Support' })).toContainText('active');

  // Export: JSON and CSV hold the imported entries, and the refused file stored nothing (its good row is there
  // once, from the CSV).
  await page.getByRole('tab', { name: 'Settings' }).click();
  const titled = (text: string, title: string) =>
    (JSON.parse(text) as { title: string }[]).filter((e) => e.title === title).length;
  for (const [label, check] of [
    [
      'Export Data (JSON)',
      (text: string) => titled(text, `Imported second ${tag}`) === 1 && titled(text, `Imported good ${tag}`) === 1,
    ],
    ['Export Data (CSV)', (text: string) => text.includes('title') && text.includes(`Imported second ${tag}`)],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: label }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^chatbot-training-\d{4}-\d{2}-\d{2}\.(json|csv)$/);
    expect(check(readFileSync((await file.path())!, 'utf8'))).toBe(true);
  }
});

test('a suggestion is reviewed, then implemented; the suggestion list counts and filters follow', async ({
  page,
  tag,
}) => {
  test.slow();
  // A customer feedback item raises a pending suggestion (issue 4).
  const feedback = await page.request.post('/api/feedback', {
    data: {
      customerName: 'Riley Test',
      email: `riley${tag}@example.com`,
      location: 'Harbor Point Offices',
      issueType: 'product',
      priority: 'medium',
      subject: `Oat milk in the coffee station ${tag}`,
      description: 'Could the market stock oat milk for the coffee station?',
    },
  });
  expect(feedback.ok()).toBe(true);

  await openAsAdmin(page, '/admin-training-suggestions');
  await expect(page.getByRole('heading', { name: 'Training Suggestions' })).toBeVisible();
  await page.getByLabel('Search').fill(tag);
  const card = page.getByTestId('suggestion-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Oat milk in the coffee station ${tag}`);
  await expect(card).toContainText('From feedback');
  await expect(card).toContainText('Pending');
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review Suggestion' });
  await submitFields(review, 'Save Review', {
    Status: 'approved',
    'Review Notes': 'Worth an entry about dairy alternatives.',
  });
  await expect(page.getByTestId('toast')).toContainText('Training suggestion updated successfully');
  await expect(card).toContainText('Approved');
  await expect(card).toContainText('Worth an entry about dairy alternatives.');
  // Approved: Implement only.
  await expect(card.getByRole('button', { name: 'Review' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Implement' }).click();
  const implement = page.getByRole('dialog', { name: 'Implement Suggestion' });
  await expect(implement.getByLabel('Title')).toHaveValue(`Oat milk in the coffee station ${tag}`);
  await implement
    .getByLabel('Content')
    .fill('Yes: tell us what you would like and we add dairy alternatives such as oat milk.');
  await implement.getByRole('button', { name: 'Implement' }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Training suggestion implemented successfully');
  await expect(card).toContainText('Implemented');
  await expect(card.getByRole('button')).toHaveCount(0);

  await page.getByLabel('Status').selectOption('pending');
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No suggestions match your filters')).toBeVisible();

  // The new entry is in the training data.
  await page.goto('/admin-chatbot-training');
  await page.getByLabel('Search').fill(tag);
  await expect(page.getByTestId('training-row')).toHaveCount(1);
  await expect(page.getByTestId('training-row')).toContainText(`Oat milk in the coffee station ${tag}`);
});

test('the training page asks a signed-out visitor to authenticate', async ({ page }) => {
  await page.goto('/admin-chatbot-training');
  await expect(page.getByTestId('please-log-in')).toContainText('Authentication Required');
  await expect(page.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/admin');
});

test('a synonym saved in Settings answers on the test page at once; the built-in list can be restored', async ({
  page,
}) => {
  test.slow();
  // The list is one for the whole site: a test that changes it holds its lock, so that no other run of this test
  // (another project, --repeat-each) saves or restores it meanwhile.
  await withServerLock('synonym-list', async () => {
    const word = `tariff${Date.now().toString(36).replace(/\d/g, '')}`;
    await openAsAdmin(page, '/admin-chatbot-training');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const editor = page.getByRole('textbox', { name: 'Synonym list' });
    await expect(editor).toHaveValue(/hoa = condominium association board/);

    await editor.fill(`${await editor.inputValue()}\n${word} costs`);
    await page.getByRole('button', { name: 'Save Synonyms' }).click();
    await expect(page.getByText(/write it as "word = the words our answers use"/)).toBeVisible();
    await editor.fill((await editor.inputValue()).replace(`${word} costs`, `${word} = cost`));
    await page.getByRole('button', { name: 'Save Synonyms' }).click();
    await expect(page.getByTestId('toast')).toContainText('Synonyms saved');
    await expect(page.getByText(/last saved by/)).toBeVisible();

    await page.goto('/test-chatbot');
    await page.getByRole('textbox', { name: 'Message' }).fill(`How much is the ${word}?`);
    await page.getByRole('button', { name: 'Send message' }).click();
    const reply = page.getByTestId('test-chat-message').nth(1);
    await expect(reply).toContainText('Sources: How much does a micro market cost?');

    await page.goto('/admin-chatbot-training');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Restore Built-in List' }).click();
    await page
      .getByRole('dialog', { name: 'Restore Built-in Synonyms' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByText(/The built-in list/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Synonym list' })).not.toHaveValue(new RegExp(word));
  });
});

test('a failed edit reads as the spec says: the status for an answer that is not JSON', async ({ page }) => {
  await openAsAdmin(page, '/admin-chatbot-training');
  // An entry of its own: another test may change or delete whichever row comes first.
  const title = `Gift cards at the kiosk ${uniqueTag()}`;
  const created = await page.request.post('/api/admin/chatbot-training', {
    data: { category: 'faq', title, content: 'The kiosk sells gift cards from $10 to $100.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await search(page, title);
  await rowsOf(page)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Training Data' });
  await page.route('**/api/admin/chatbot-training/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Failed to update training data');
  await expect(toast).toContainText('Server error: 502');

  await page.unroute('**/api/admin/chatbot-training/*');
  await page.route('**/api/admin/chatbot-training/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 200, body: 'OK' }) : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast).toContainText('Unexpected response format from server');
  await expect(dialog).toBeVisible();
});

test('on a 1366 px screen the training table needs no sideways scroll and its titles keep their room', async ({
  page,
}) => {
  await openAsAdmin(page, '/admin-chatbot-training');
  const table = page.getByRole('table', { name: 'Training data' });
  await expect(rowsOf(page).first()).toBeVisible();
  const scroller = table.locator('xpath=..');
  const overflow = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const title = await table.getByRole('columnheader', { name: 'Title' }).boundingBox();
  expect(title?.width ?? 0).toBeGreaterThanOrEqual(200);
  // The row's buttons are on screen, named by what they do.
  const firstRow = rowsOf(page).first();
  await expect(firstRow.getByRole('button', { name: /^Edit / })).toBeInViewport();
  await expect(firstRow.getByRole('button', { name: /^Delete / })).toBeInViewport();
});
