import type { Page } from '@playwright/test';
import { askForSources, messagesOf, openChat, say } from './chat-panel';
import { expect, expectNoAxeViolations, openAsAdmin, signInAsAdmin, test } from './fixtures';
import { wordOf } from './records';

// Staff teach the assistant from real conversations (docs/product/chat-assistant.md, "Staff teach it"): a question
// it missed becomes a phrasing of the right entry and the visitor asking it again is answered; a message it should
// not have answered becomes "not our topic"; an entry's phrasings are kept on /admin-chatbot-training.

const STAFF_ENTRY = 'Does our staff need to do anything to run the market?';
/**
 * Sends a question in the visitor's panel and answers the reply. On a server just started, the first answer waits
 * for the assistant's first training (seconds, more on a busy machine).
 */
async function ask(page: Page, question: string, count: number) {
  await say(page, question);
  await expect(messagesOf(page)).toHaveCount(count, { timeout: 60_000 });
  return messagesOf(page).nth(count - 1);
}

test('staff teach a question the assistant missed in /admin-chat, and the visitor asking it again is answered', async ({
  page,
  browser,
  tag,
}) => {
  test.slow(); // two browsers, the assistant three times, an accessibility scan
  // The tag as a number, which the encoder does not read (decision 076): as a made-up word, its letters tipped the
  // reading into an entry for about one tag in two.
  const question = `Will the valets at tower ${tag} be stuck lugging crates to the market?`;

  // The visitor asks; the assistant does not know.
  await openChat(page);
  const missed = await ask(page, question, 3);
  await expect(missed).toContainText("I'm not sure about that one");
  const sessionId = await page.evaluate(() => localStorage.getItem('chatSessionId'));
  expect(sessionId).toBeTruthy();

  // Staff find the conversation, see why it was missed, and say which entry should have answered.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsAdmin(staff);
  await staff.goto('/admin-chat');
  await staff.getByLabel('Search').fill(sessionId ?? '');
  const row = staff.getByTestId('chat-session-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'View Chat' }).click();
  const conversation = staff.getByRole('dialog', { name: /^Chat Session / });
  const answer = conversation.getByTestId('conversation-message').nth(1);
  await answer.getByText('Why this answer').click();
  await expect(answer.getByTestId('model-explanation')).toContainText('The model’s pick:');
  await expect(answer.getByTestId('model-explanation')).toContainText('Runner-up:');

  await conversation.getByRole('button', { name: `Teach: ${question}` }).click();
  const teach = staff.getByRole('dialog', { name: 'Teach the assistant' });
  await expect(teach.getByTestId('taught-question')).toHaveText(question);
  await teach.getByLabel('Find the entry').fill('staff need');
  await teach.getByRole('radio', { name: STAFF_ENTRY }).check();
  await expectNoAxeViolations(staff);
  await teach.getByRole('button', { name: `Answer with “${STAFF_ENTRY}”` }).click();
  await expect(staff.getByTestId('toast')).toContainText(`“${question}” is now answered by “${STAFF_ENTRY}”`);
  await expect(teach).toBeHidden();
  await expect(conversation.getByRole('status').filter({ hasText: 'Taught' })).toHaveText(
    `Taught: answered by “${STAFF_ENTRY}”`,
  );

  // The entry has the visitor's words among its phrasings.
  await staff.goto('/admin-chatbot-training');
  await staff.getByLabel('Search').fill(STAFF_ENTRY);
  await staff.getByRole('button', { name: new RegExp(`^\\d+ phrasings: ${STAFF_ENTRY.replace('?', '\\?')}$`) }).click();
  await expect(staff.getByRole('list', { name: 'Phrasings' })).toContainText(question);
  await staffContext.close();

  // The visitor asks the same again: answered from that entry, at once.
  const sources = await askForSources(page, question);
  await expect(messagesOf(page)).toHaveCount(5);
  await expect(messagesOf(page).nth(4)).not.toContainText("I'm not sure");
  expect(sources).toContain(STAFF_ENTRY);
});

test('on /test-chatbot, a message answered though it is not our topic is taught so, and can be taken back', async ({
  page,
}) => {
  test.slow();
  const trap = 'Who cleans the pool at the gym?';
  await openAsAdmin(page, '/test-chatbot');
  const chat = page.getByRole('region', { name: 'Live chat' });
  const box = chat.getByRole('textbox', { name: 'Message' });
  await box.fill(trap);
  await box.press('Enter');
  const why = page.getByRole('region', { name: 'Why this answer' });
  // The first answer of a server just started waits for the assistant's first training.
  await expect(why.getByTestId('model-explanation')).toContainText('The model’s pick: “Who cleans the market?”', {
    timeout: 60_000,
  });
  await expect(why.getByTestId('model-explanation')).toContainText('Closest phrasing it learned:');

  await why.getByRole('button', { name: `Teach: ${trap}` }).click();
  const teach = page.getByRole('dialog', { name: 'Teach the assistant' });
  await teach.getByRole('button', { name: 'Not our topic' }).click();
  await expect(page.getByTestId('toast')).toContainText(`The assistant no longer answers “${trap}”`);

  await box.fill(trap);
  await box.press('Enter');
  const messages = chat.getByTestId('test-chat-message');
  await expect(messages).toHaveCount(4);
  await expect(messages.nth(3)).toContainText('I can only help with questions about');
  await expect(why.getByTestId('model-explanation')).toContainText('staff taught this message as not our topic');

  // Taken back from the Not Our Topic tab.
  await page.goto('/admin-chatbot-training');
  await page.getByRole('tab', { name: 'Not Our Topic' }).click();
  await page.getByLabel('Search').fill('pool at the gym');
  const row = page.getByTestId('out-of-scope-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Jordan Reyes');
  await row.getByRole('button', { name: `Remove example: ${trap}` }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Example removed');
  await expect(page.getByText('No example matches your search')).toBeVisible();
});

test("an admin adds and removes an entry's phrasings; a duplicate is refused under the field @phone", async ({
  page,
  tag,
}) => {
  const title = `Do you stock ${wordOf(tag)} bars?`;
  await openAsAdmin(page, '/admin-chatbot-training');
  const created = await page.request.post('/api/admin/chatbot-training', {
    data: { category: 'faq', title, content: 'Yes, in every market, next to the granola.', tags: 'snacks' },
  });
  expect(created.status()).toBe(201);
  await page.getByLabel('Search').fill(title);
  await page.getByRole('button', { name: `No phrasings yet: ${title}` }).click();
  const panel = page.getByRole('dialog', { name: `Phrasings: ${title}` });
  await expect(panel).toContainText('No phrasings yet');

  const field = panel.getByLabel('Add a phrasing');
  await field.fill(`any ${wordOf(tag)} bars in the fridge?`);
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Phrasing added');
  await expect(panel.getByTestId('phrasing-count')).toHaveText('1 of 100 phrasings');
  await expect(field).toHaveValue('');

  // The same words again, in other case and punctuation: refused, and said under the field.
  await field.fill(`Any ${wordOf(tag).toUpperCase()} bars in the fridge`);
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel.getByText(`"${title}" already has this phrasing`, { exact: false })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: `Remove phrasing: any ${wordOf(tag)} bars in the fridge?` }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Phrasing removed');
  await expect(panel).toContainText('No phrasings yet');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `No phrasings yet: ${title}` })).toBeVisible();
});
