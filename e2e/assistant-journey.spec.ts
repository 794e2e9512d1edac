import { askAndWait as ask, askWithSources, messagesOf, openChat, reopenChat, sendTranscript } from './chat-panel';
import { expect, signInAsAdmin, test } from './fixtures';
import { mailTo } from './mailbox';

// Issue 4's browser flow across the visitor's widget and the back office: questions with sources, history after a
// reload, the transcript in the local mailbox, an unanswered question that becomes a suggestion, implemented by an
// admin, then answered for the visitor.

test('a visitor asks, gets the history back, the transcript by mail, and an unanswered question answered once an admin implements it', async ({
  page,
  browser,
  tag,
}) => {
  test.slow();
  const email = `visitor${tag}@example.com`;
  // A question of this test's own (its tag as a number), which nothing answers yet. A made-up word in the number's
  // place tipped the reading into an entry or "not our topic" for about one word in fifty. The encoder reads a
  // message without its long numbers (decision 076): this wording stays unanswered for all of 300 tags tried ("Do
  // you sell tickets at the market?" is answered from an entry without its number).
  const unanswered = `Can the market print photos for me? ${tag}`;

  await openChat(page);
  // Each answer has its sources (curated entries, for staff; the visitor sees the pages among them as links).
  let asked = await askWithSources(page, 'How much does a micro market cost?', 3);
  expect(asked.sources).toContain('How much does a micro market cost?');
  asked = await askWithSources(page, 'How long does installation take?', 5);
  expect(asked.sources).not.toEqual([]);
  asked = await askWithSources(page, 'What products do your markets carry?', 7);
  expect(asked.sources).not.toEqual([]);

  await reopenChat(page);
  await expect(messagesOf(page)).toHaveCount(7);

  // The transcript reaches the local mailbox with the whole conversation.
  await sendTranscript(page, 'Vera Visitor', email);
  await expect(page.getByTestId('toast')).toContainText('Success!');
  const mailed = async () => (await mailTo(email)).map((mail) => mail.text).join('\n');
  await expect.poll(mailed, { timeout: 15_000 }).not.toBe('');
  const mail = await mailed();
  for (const question of [
    'How much does a micro market cost?',
    'How long does installation take?',
    'What products do your markets carry?',
  ])
    expect(mail).toContain(question);
  // The assistant's side too: the whole conversation.
  expect(mail).toContain('costs your property');

  // A question about us it cannot answer: the hand-off, with the phone number.
  const answer = await ask(page, unanswered, 9);
  await expect(answer).toContainText("I'm not sure about that one");
  await expect(answer).toContainText('(555) 010-4200');

  // An admin sees the session and the question as a suggestion, and implements it.
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin-chat');
  await admin.getByLabel('Search').fill(email);
  await expect(admin.getByTestId('chat-session-row')).toHaveCount(1);
  await expect(admin.getByTestId('chat-session-row')).toContainText('Email Sent');

  await admin.goto('/admin-training-suggestions');
  await admin.getByLabel('Search').fill(tag);
  const card = admin.getByTestId('suggestion-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(unanswered);
  await card.getByRole('button', { name: 'Implement' }).click();
  const implement = admin.getByRole('dialog', { name: 'Implement Suggestion' });
  await implement.getByLabel('Title').fill(unanswered);
  await implement
    .getByLabel('Content')
    .fill('Our markets sell food, drinks and everyday essentials; we do not print photos of any kind.');
  await implement.getByLabel('Category').selectOption('faq');
  await implement.getByRole('button', { name: 'Implement' }).click();
  await expect(admin.getByTestId('toast')).toContainText('Training suggestion implemented successfully');
  await admin.close();

  // The visitor asks again and is answered from the new entry.
  asked = await askWithSources(page, unanswered, 11);
  await expect(asked.answer).toContainText('we do not print photos of any kind');
  expect(asked.sources).toContain(unanswered);
});
