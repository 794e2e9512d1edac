import type { APIRequestContext } from '@playwright/test';
import { holdChatReplies } from './assistant-hold-chat';
import { expect, expectNoAxeViolations, openAsAdmin, signInAsAdmin, test } from './fixtures';
import { expectRequired } from './forms';
import { uniqueTag } from './records';

// /admin-chat and /test-chatbot (docs/product/chat-assistant.md): real conversations through the public chat API,
// found, read and followed up in the back office; the assistant tried from the test page.
const COST = 'How much does a micro market cost?';
const INSTALL = 'How long does installation take?';

/** A visitor's conversation through POST /api/chat: the session id the server gave it. */
async function converse(request: APIRequestContext, questions: string[]) {
  let sessionId: string | undefined;
  for (const message of questions) {
    const response = await request.post('/api/chat', { data: { message, sessionId } });
    expect(response.status()).toBe(200);
    sessionId = ((await response.json()) as { sessionId: string }).sessionId;
  }
  return sessionId as string;
}

test('a visitor’s conversation is found by search, read with its sources, and becomes a prospect', async ({
  page,
  request,
  tag,
}) => {
  test.slow(); // a conversation, the transcript, three screens and two accessibility scans
  const email = `vera${tag}@example.com`;
  const sessionId = await converse(request, [COST, INSTALL]);
  const short = sessionId.slice(0, 8);
  const contact = { userName: `Vera Visitor ${tag}`, userEmail: email, userPhone: '(555) 010-7788' };
  expect((await request.post(`/api/chat/${sessionId}/contact`, { data: contact })).status()).toBe(200);
  expect((await request.post(`/api/chat/${sessionId}/send-transcript`, { data: {} })).status()).toBe(200);

  await openAsAdmin(page, '/admin-chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Sessions' })).toBeVisible();
  await page.getByLabel('Search').fill(email);
  const row = page.getByTestId('chat-session-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(contact.userName);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Email Sent');
  await expect(row).toContainText(short);
  await expect(row).not.toContainText(sessionId);
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: 'View Chat' }).click();
  const dialog = page.getByRole('dialog', { name: `Chat Session ${short}` });
  await expect(dialog).toContainText(contact.userName);
  await expect(dialog).toContainText(email);
  await expect(dialog).toContainText(contact.userPhone);
  const messages = dialog.getByRole('list', { name: 'Conversation' }).getByTestId('conversation-message');
  await expect(messages).toHaveCount(4);
  // The visitor's messages on the left, ours (the assistant's) on the right, as in the inbox (decision 065).
  await expect(messages.nth(0)).toHaveAttribute('data-role', 'user');
  await expect(messages.nth(0)).toHaveCSS('align-items', 'flex-start');
  await expect(messages.nth(1)).toHaveCSS('align-items', 'flex-end');
  await expect(messages.nth(0)).toContainText(COST);
  await expect(messages.nth(1)).toContainText(`Sources: ${COST}`);
  await expect(messages.nth(1)).toContainText('Confidence: Answer');
  await expect(messages.nth(3)).toContainText(`Sources: ${INSTALL}`);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Create prospect' }).click();
  await expectRequired(dialog, 'Create prospect', ['Location name is required']);
  await dialog.getByLabel('Location name').fill(`Harbor Tower ${tag}`);
  await dialog.getByLabel('Company').fill('Harbor Residences LLC');
  await dialog.getByRole('button', { name: 'Create prospect' }).click();
  await expect(page.getByTestId('toast')).toContainText('Prospect created');
  await expect(dialog).toContainText('was created from this conversation');
  await expect(dialog.getByRole('button', { name: 'Create prospect' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Opened again, the session still shows its prospect rather than the action.
  await row.getByRole('button', { name: 'View Chat' }).click();
  await expect(dialog).toContainText('was created from this conversation');
});

test('an anonymous session reads Anonymous, No email and Active, and offers no prospect', async ({ page, request }) => {
  const sessionId = await converse(request, [COST]);
  const short = sessionId.slice(0, 8);
  await openAsAdmin(page, '/admin-chat');
  await page.getByLabel('Search').fill(sessionId);
  const row = page.getByTestId('chat-session-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Anonymous');
  await expect(row).toContainText('No email');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'View Chat' }).click();
  const dialog = page.getByRole('dialog', { name: `Chat Session ${short}` });
  await expect(dialog.getByTestId('conversation-message')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Create prospect' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByLabel('Search').fill(`no-such-session-${uniqueTag()}`);
  await expect(page.getByText('No sessions match your search')).toBeVisible();
});

test('failures and an empty list read as the spec says', async ({ page }) => {
  await signInAsAdmin(page);
  await page.route(/\/api\/admin\/chat-sessions\?/, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/admin-chat');
  await expect(page.getByRole('alert')).toContainText('Failed to fetch chat sessions');
  await page.unroute(/\/api\/admin\/chat-sessions\?/);

  const session = {
    id: 1,
    sessionId: 'abcdefgh12345678',
    userName: null,
    userEmail: null,
    userPhone: null,
    startedAt: 'not a date',
    lastActiveAt: '2026-03-04T15:30:00.000Z',
    emailSent: false,
    messageCount: 0,
    prospectId: null,
  };
  await page.route(/\/api\/admin\/chat-sessions\?/, (route) =>
    route.fulfill({ json: { items: [session], total: 1, page: 1, pageSize: 25 } }),
  );
  await page.route('**/api/admin/chat-sessions/abcdefgh12345678', (route) =>
    route.fulfill({ status: 500, body: 'down' }),
  );
  await page.reload();
  const row = page.getByTestId('chat-session-row');
  await expect(row).toContainText('Invalid date');
  await expect(row).toContainText('Mar 4, 2026');
  await row.getByRole('button', { name: 'View Chat' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to fetch messages');
  await page.keyboard.press('Escape');

  await page.unroute('**/api/admin/chat-sessions/abcdefgh12345678');
  await page.route('**/api/admin/chat-sessions/abcdefgh12345678', (route) =>
    route.fulfill({ json: { ...session, ipAddress: null, userAgent: null, messages: [] } }),
  );
  await row.getByRole('button', { name: 'View Chat' }).click();
  await expect(page.getByRole('dialog', { name: 'Chat Session abcdefgh' })).toContainText(
    'No messages in this session',
  );
  await page.keyboard.press('Escape');

  await page.unroute(/\/api\/admin\/chat-sessions\?/);
  await page.route(/\/api\/admin\/chat-sessions\?/, (route) =>
    route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 25 } }),
  );
  await page.reload();
  await expect(page.getByText('No chat sessions yet')).toBeVisible();
});

test('the chatbot test page answers a quick-test question with its sources, and blocks a blank message', async ({
  page,
}) => {
  test.slow(); // two exchanges with the assistant, two screens and two accessibility scans
  await openAsAdmin(page, '/test-chatbot');
  await expect(page.getByRole('heading', { level: 1, name: 'Test Chatbot' })).toBeVisible();
  await expect(page.getByText(/^Session [a-z0-9]{9}$/)).toBeVisible();
  await expect(page.getByText('Only Active training entries are used', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage training data' })).toHaveAttribute(
    'href',
    '/admin-chatbot-training',
  );
  const quickTests = page.getByRole('region', { name: 'Quick tests' }).getByRole('button');
  await expect(quickTests).toHaveCount(8);
  await expectNoAxeViolations(page);

  const chat = page.getByRole('region', { name: 'Live chat' });
  const messages = chat.getByTestId('test-chat-message');
  const box = chat.getByRole('textbox', { name: 'Message' });
  const send = chat.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await box.fill('    ');
  await expect(send).toBeDisabled();
  await box.press('Enter');
  await expect(messages).toHaveCount(0);

  // The typing indicator and a disabled box while the reply is on its way.
  const release = await holdChatReplies(page);
  await page.getByRole('button', { name: COST }).click();
  await expect(chat.getByTestId('typing-indicator')).toBeVisible();
  await expect(box).toBeDisabled();
  release();
  await expect(messages).toHaveCount(2);
  await expect(chat.getByTestId('typing-indicator')).toHaveCount(0);
  const answer = messages.nth(1);
  await expect(answer).toContainText(`Sources: ${COST}`);
  await expect(answer).toContainText('Confidence: Answer');
  // Bold is an element, not asterisks.
  await expect(answer.locator('strong').first()).toBeVisible();
  await expect(answer).not.toContainText('**');
  await page.unroute('**/api/chat');

  const stored = page.getByTestId('stored-session');
  await expect(stored).toContainText(/Stored as chat session \S{8}/);
  const short = ((await stored.locator('code').textContent()) ?? '').trim();
  await expect(box).toBeEnabled();
  await box.fill(INSTALL);
  await box.press('Enter');
  await expect(messages).toHaveCount(4);
  await expect(messages.nth(3)).toContainText(`Sources: ${INSTALL}`);
  // The server's session was kept: both exchanges are in the one stored session.
  await expect(stored.locator('code')).toHaveText(short);
  await expectNoAxeViolations(page);

  await page.goto('/admin-chat');
  await page.getByLabel('Search').fill(short);
  const row = page.getByTestId('chat-session-row').filter({ hasText: '(chatbot test)' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('4');
});
