import type { Page } from '@playwright/test';
import {
  backOfficeNav,
  expect,
  expectNoAxeViolations,
  openAsAdmin,
  signInAsAdmin,
  test,
  waitForHydration,
} from './fixtures';
import { visitorHistory, withStaffAvailabilityLock } from './live-chat-staff-api';

// The staff side of a live chat (docs/product/live-chat.md): a visitor on the site asks for a person with the
// widget's Talk to Human; a staff member available on /admin-chat sees the chat wait (in the list, the
// navigation's count and the tab title), takes it, writes (the visitor sees the typing, then the message, and
// marks it seen), sees the visitor typing and their answer, and ends it.

const visitorPanel = (page: Page) => page.getByRole('dialog', { name: 'Elevate Support' });

async function setAvailable(page: Page, available: boolean) {
  const toggle = page.getByRole('switch', { name: 'Available for chats' });
  // Enabled once the live queue has arrived.
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-checked')) !== String(available)) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(available));
}

/** Away, through the API with the page's own session (the switch may be behind an open chat on a phone). */
async function goAway(page: Page) {
  const response = await page.request.put('/api/admin/live/availability', { data: { available: false } });
  expect(response.status()).toBe(200);
}

test('a visitor asks for a person; available staff take the chat, talk with them and end it', {
  tag: '@phone',
}, async ({ page, browser, request, tag }) => {
  test.slow(); // two browsers, two streams, a dozen round trips
  const staffLine = `Hello, I'm here to help <b>${tag}</b>`;
  const visitorLine = `Thanks! My building has 200 units ${tag}`;

  await openAsAdmin(page, '/admin-chat');
  await expect(page.getByRole('heading', { level: 2, name: 'Live chat' })).toBeVisible();
  await expect(page.getByText('Visitors can ask for you while this back office is open.')).toBeVisible();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Open chat' }).click();
    const panel = visitorPanel(visitor);
    const pane = page.getByTestId('live-chat-pane');

    // Someone available is one fact for the whole server: other tests' visitors count on nobody being so, hence
    // the lock, held from available until the chat is taken.
    const sessionId = await withStaffAvailabilityLock(async () => {
      try {
        await setAvailable(page, true);
        await panel.getByRole('button', { name: 'Talk to Human', exact: true }).click();
        await expect(panel).toContainText("I'm fetching a person from our team for you.");
        const id = (await visitor.evaluate(() => localStorage.getItem('chatSessionId'))) ?? '';
        expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

        // Waiting: in the list, counted in the navigation and the tab title.
        const waiting = page.getByRole('list', { name: 'Waiting chats' }).locator(`[data-session-id="${id}"]`);
        await expect(waiting).toContainText('Visitor');
        await expect(waiting).toContainText("I'd like to talk to a human");
        await expect(waiting).toContainText(/Waiting \d+/);
        await expect(page).toHaveTitle(/^\(\d+\) Chat Sessions/);
        const nav = await backOfficeNav(page);
        await expect(nav.getByRole('link', { name: /^Chat Sessions\s*,\s*\d+ waiting$/ })).toBeVisible();
        await expect(nav.getByTestId('waiting-chats')).toHaveText(/^, ?\d+ waiting$/);
        if (await page.getByRole('dialog', { name: 'Back office navigation' }).isVisible())
          await page.keyboard.press('Escape');
        await expectNoAxeViolations(page);

        // Take it: the conversation opens with the composer; the visitor is told who joined.
        await waiting.getByRole('button', { name: /^Take/ }).click();
        await expect(pane).toHaveAttribute('data-session-id', id);
        await expect(pane).toContainText('You have this chat');
        return id;
      } finally {
        // A taken chat needs no availability.
        await goAway(page);
      }
    });
    await expect(pane.getByTestId('conversation-message').first()).toBeVisible();
    // The lists are behind the conversation on a phone: the entry is found by its session.
    const entry = page.locator(`[data-testid="live-queue-entry"][data-session-id="${sessionId}"]`);
    await expect(entry).toContainText('You have this chat');
    await expect(panel).toContainText('from our team has joined the chat');

    // Staff write: the visitor sees them typing, then the message, as typed (text, no markup), under their name.
    const composer = pane.getByRole('textbox', { name: 'Message to the visitor' });
    await composer.fill(staffLine);
    await expect(panel).toContainText('is typing…');
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    const staffMessage = pane.locator('[data-role="staff"]').filter({ hasText: tag });
    await expect(staffMessage).toContainText(staffLine);
    await expect(staffMessage.locator('b')).toHaveCount(0);
    const received = panel.locator('[data-role="staff"]').filter({ hasText: tag });
    await expect(received).toContainText(staffLine);
    await expect(received.locator('b')).toHaveCount(0);
    await expect
      .poll(async () => (await visitorHistory(request, sessionId)).messages.find((m) => m.content === staffLine))
      .toMatchObject({ role: 'staff', authorName: expect.any(String) });
    // The widget marks what the visitor has seen: "Seen" under the staff member's message.
    await expect(staffMessage.getByTestId('seen-mark')).toHaveText(/Seen/);

    // The visitor types (staff see the dots) and answers; staff see it at once, and the dots go.
    const visitorBox = panel.getByRole('textbox', { name: 'Message' });
    await visitorBox.pressSequentially(visitorLine.slice(0, 8));
    await expect(pane.getByTestId('visitor-typing')).toHaveText('Visitor is typing…');
    await expectNoAxeViolations(page);
    await visitorBox.fill(visitorLine);
    await panel.getByRole('button', { name: 'Send message' }).click();
    await expect(pane.locator('[data-role="user"]').filter({ hasText: visitorLine })).toBeVisible();
    await expect(pane.getByTestId('visitor-typing')).toHaveCount(0);

    // End: the assistant answers again.
    await pane.getByRole('button', { name: 'End chat' }).click();
    await expect(page.getByTestId('toast')).toContainText('Chat ended');
    await expect(pane).toContainText('This chat is with the assistant again.');
    await expect(pane.getByRole('textbox', { name: 'Message to the visitor' })).toHaveCount(0);
    await expect.poll(async () => (await visitorHistory(request, sessionId)).handoff?.status).toBe('ended');
    await expect(panel).toContainText('has ended the chat.');
    await expect(entry).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
});

test('a chat someone else has is read-only, and taking one they were faster to names them', async ({ page }) => {
  await signInAsAdmin(page);
  const since = new Date().toISOString();
  const chat = (sessionId: string, extra: object) => ({
    sessionId,
    status: 'waiting',
    userName: null,
    userEmail: null,
    since,
    agentId: null,
    agentName: null,
    preview: 'Hello?',
    unread: 0,
    ...extra,
  });
  const queue = {
    waiting: [chat('waitingvera0001', { userName: 'Vera' })],
    live: [chat('livewithmaria01', { status: 'live', agentId: 999_999, agentName: 'Maria', unread: 2 })],
    available: false,
    availableStaff: 1,
  };
  const event = (name: string, data: unknown, id?: number) =>
    `${id ? `id: ${id}\n` : ''}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  const stream = (body: string) => ({ headers: { 'content-type': 'text/event-stream' }, body });
  // The live queue and one conversation as the server streams them, with Maria on the chat.
  await page.route('**/api/admin/live/queue', (route) => route.fulfill(stream(event('queue', queue))));
  await page.route('**/api/admin/live/livewithmaria01', (route) =>
    route.fulfill(
      stream(
        event('state', {
          handoff: { status: 'live', agentName: 'Maria', staffAvailable: true },
          visitorReadId: 0,
          agentReadId: 0,
        }) +
          event(
            'message',
            {
              id: 1,
              role: 'user',
              content: '<i>Hello?</i>',
              timestamp: since,
              sources: null,
              confidence: null,
              helpful: null,
            },
            1,
          ),
      ),
    ),
  );
  await page.route('**/api/admin/live/waitingvera0001/take', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'Maria has already taken this chat.' }),
    }),
  );
  await page.goto('/admin-chat');

  const inProgress = page.getByRole('list', { name: 'Chats in progress' });
  await expect(inProgress).toContainText('Maria has this chat');
  // Unread counts are for one's own chats only.
  await expect(inProgress).not.toContainText('unread');
  await inProgress.getByRole('button', { name: /Visitor/ }).click();
  const pane = page.getByTestId('live-chat-pane');
  await expect(pane.locator('[data-role="user"]')).toContainText('<i>Hello?</i>');
  await expect(pane.getByText('Maria has this chat', { exact: true })).toBeVisible();
  await expect(pane.getByRole('textbox')).toHaveCount(0);
  await expect(pane.getByRole('button', { name: 'End chat' })).toHaveCount(0);

  // An admin may still end it, as manager, once they confirm.
  let endBody: unknown;
  await page.route('**/api/admin/live/livewithmaria01/end', async (route) => {
    endBody = route.request().postDataJSON();
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true }) });
  });
  await pane.getByRole('button', { name: 'End as manager' }).click();
  const confirm = page.getByRole('dialog', { name: 'End this chat as manager?' });
  await expect(confirm).toContainText('Maria has this chat.');
  await confirm.getByRole('button', { name: 'End as manager' }).click();
  await expect(page.getByTestId('toast')).toContainText('Chat ended');
  expect(endBody).toEqual({ asManager: true });

  await page
    .getByRole('list', { name: 'Waiting chats' })
    .getByRole('button', { name: 'Take the chat with Vera' })
    .click();
  await expect(page.getByTestId('toast')).toContainText('Maria has already taken this chat.');
});

test('the back office open in more tabs than the live queue streams to: the oldest says so, and takes it back when asked', async ({
  page,
}) => {
  await openAsAdmin(page, '/admin-chat');
  const heading = (tab: Page) => tab.getByRole('heading', { level: 2, name: 'Live chat' });
  const replaced = (tab: Page) => tab.getByTestId('live-queue-replaced');
  await expect(page.getByRole('switch', { name: 'Available for chats' })).toBeEnabled();
  // Three tabs of one session hold the live queue at once; a fourth takes it from the oldest.
  const tabs = [page];
  for (let n = 1; n < 4; n++) {
    const tab = await page.context().newPage();
    await tab.goto('/admin-chat');
    await expect(tab.getByRole('switch', { name: 'Available for chats' })).toBeEnabled();
    tabs.push(tab);
  }
  await expect(replaced(page)).toContainText('Live chat is open in another tab');
  for (const tab of tabs.slice(1)) {
    await expect(heading(tab)).toBeVisible();
    await expect(replaced(tab)).toHaveCount(0);
  }
  // It stays so (no reconnecting back and forth) until the staff member takes it back here.
  await page.waitForTimeout(2_500);
  await expect(replaced(page)).toBeVisible();
  await expect(replaced(tabs[1] as Page)).toHaveCount(0);
  await replaced(page).getByRole('button', { name: 'Use it here' }).click();
  await expect(replaced(page)).toHaveCount(0);
  await expect(replaced(tabs[1] as Page)).toContainText('Live chat is open in another tab');
  await expect(page.getByRole('switch', { name: 'Available for chats' })).toBeEnabled();
  for (const tab of tabs.slice(1)) await tab.close();
});

test('a message to the visitor whose answer the network lost is sent again with the same id, once', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const me = (await (await page.request.get('/api/admin/session')).json()) as { user: { id: number } };
  const since = new Date().toISOString();
  const item = {
    sessionId: 'mineresend00001',
    status: 'live',
    userName: 'Vera',
    userEmail: null,
    since,
    agentId: me.user.id,
    agentName: 'E2e',
    preview: 'Hello?',
    unread: 0,
  };
  const stream = (body: string) => ({ headers: { 'content-type': 'text/event-stream' }, body });
  const queue = { waiting: [], live: [item], available: false, availableStaff: 0 };
  await page.route('**/api/admin/live/queue', (route) =>
    route.fulfill(stream(`event: queue\ndata: ${JSON.stringify(queue)}\n\n`)),
  );
  const state = {
    handoff: { status: 'live', agentName: 'E2e', staffAvailable: false },
    visitorReadId: 0,
    agentReadId: 0,
  };
  await page.route('**/api/admin/live/mineresend00001', (route) =>
    route.fulfill(stream(`event: state\ndata: ${JSON.stringify(state)}\n\n`)),
  );
  await page.route('**/api/admin/live/mineresend00001/typing', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' }),
  );
  // The first send gets no answer (the connection drops), the second is answered.
  const sent: { text: string; clientMessageId?: string }[] = [];
  await page.route('**/api/admin/live/mineresend00001/messages', async (route) => {
    sent.push(route.request().postDataJSON() as { text: string; clientMessageId?: string });
    if (sent.length === 1) return route.abort('connectionreset');
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true,"messageId":7}' });
  });
  await page.goto('/admin-chat?chat=mineresend00001');
  const pane = page.getByTestId('live-chat-pane');
  await expect(pane).toContainText('You have this chat');
  const composer = pane.getByRole('textbox', { name: 'Message to the visitor' });
  await composer.fill('Hello Vera');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(sent).toHaveLength(2);
  expect(sent[0]?.clientMessageId).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]).toEqual(sent[0]);
});
