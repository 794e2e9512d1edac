import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openAsAdmin, signInAsAdmin, test, waitForHydration } from './fixtures';
import { visitorHistory, withStaffAvailabilityLock } from './live-chat-staff-api';

// The agent inbox on /admin-chat (docs/product/live-chat.md, decision 065): the conversations, the open one and
// what we know about the visitor side by side; Take switches to the reply box at once; "/" offers the team's saved
// replies; j/k move between conversations and Escape leaves one.

const visitorPanel = (page: Page) => page.getByRole('dialog', { name: 'Elevate Support' });

test('staff take a chat from a hotel page, see who the visitor is, answer with a saved reply, and leave with Escape', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two browsers, two streams, a dozen round trips
  const shortcut = `e2e-${Date.now().toString(36)}`;
  const savedText = `Hello from the team, ${shortcut}! How many rooms does your hotel have?`;

  await openAsAdmin(page, '/admin-chat');
  const inbox = page.getByRole('region', { name: 'Live chat' });
  await expect(inbox).toBeVisible();

  // A saved reply, added from the inbox.
  await page.getByRole('button', { name: 'Saved replies' }).click();
  const replies = page.getByRole('dialog', { name: 'Saved replies' });
  await replies.getByRole('button', { name: 'Add Saved Reply' }).click();
  const form = page.getByRole('dialog', { name: 'Add Saved Reply' });
  await form.getByLabel('Shortcut').fill(shortcut);
  await form.getByLabel('Reply').fill(savedText);
  await form.getByRole('button', { name: 'Add Saved Reply' }).click();
  await expect(replies.getByRole('list', { name: 'Saved replies' })).toContainText(`/${shortcut}`);
  await page.keyboard.press('Escape');
  await expect(replies).toHaveCount(0);

  const visitorContext = await browser.newContext();
  try {
    // A visitor on the hotels page, come from a search whose query (a token, say) must not be kept.
    const visitor = await visitorContext.newPage();
    await visitor.goto('/hotels', { referer: 'https://search.example/results?q=secret-token' });
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Open chat' }).click();
    const panel = visitorPanel(visitor);
    await panel.getByRole('textbox', { name: 'Message' }).fill('Do you have micro markets for hotels?');
    await panel.getByRole('button', { name: 'Send message' }).click();
    // The assistant may still be training its model on a fresh server: its first answer can take a while.
    await expect(panel.locator('[data-role="assistant"]').nth(1)).toBeVisible({ timeout: 30_000 });

    const toggle = page.getByRole('switch', { name: 'Available for chats' });
    const sessionId = await withStaffAvailabilityLock(async () => {
      try {
        await expect(toggle).toBeEnabled();
        if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
        await expect(toggle).toHaveAttribute('aria-checked', 'true');
        await panel.getByRole('button', { name: 'Talk to Human', exact: true }).click();
        await expect(panel).toContainText("I'm fetching a person from our team for you.");
        const id = (await visitor.evaluate(() => localStorage.getItem('chatSessionId'))) ?? '';
        const entry = page.getByRole('list', { name: 'Waiting chats' }).locator(`[data-session-id="${id}"]`);
        await expect(entry).toContainText("I'd like to talk to a human");
        await entry.getByRole('button', { name: /^Visitor/ }).click();
        const pane = page.getByTestId('live-chat-pane');
        await expect(pane).toHaveAttribute('data-session-id', id);

        // What we know about the visitor, beside the chat.
        const about = page.getByRole('complementary', { name: 'About the visitor' });
        await expect(about).toContainText('Hotels');
        await expect(about).toContainText('https://search.example/results');
        await expect(about).not.toContainText('secret-token');
        await expect(about.getByTestId('answer-explanation').first()).toBeAttached();
        await expect(about).toContainText('Do you have micro markets for hotels?');

        // Take: the reply box at once, no "Take this chat" left.
        await pane.getByRole('button', { name: 'Take this chat' }).click();
        await expect(pane.getByRole('textbox', { name: 'Message to the visitor' })).toBeVisible();
        await expect(pane.getByRole('button', { name: 'Take this chat' })).toHaveCount(0);
        return id;
      } finally {
        await page.request.put('/api/admin/live/availability', { data: { available: false } });
      }
    });
    const pane = page.getByTestId('live-chat-pane');

    // The visitor on the left, our side on the right.
    const bubble = (role: string) => pane.locator(`[data-role="${role}"] > div`).first().boundingBox();
    const visitorBubble = await bubble('user');
    const assistantBubble = await bubble('assistant');
    expect(visitorBubble && assistantBubble && visitorBubble.x < assistantBubble.x).toBe(true);

    // "/" and the shortcut offer the saved reply; Enter puts it in, Enter again sends it.
    const composer = pane.getByRole('textbox', { name: 'Message to the visitor' });
    await composer.fill(`/${shortcut.slice(0, 6)}`);
    const offered = page.getByRole('listbox', { name: 'Saved replies' });
    await expect(offered.getByRole('option', { name: new RegExp(shortcut) })).toBeVisible();
    await composer.press('ArrowDown');
    await composer.press('ArrowUp');
    // Other tests' replies may share the prefix: type the rest, so ours is the one chosen.
    await composer.fill(`/${shortcut}`);
    await expect(offered.getByRole('option').first()).toContainText(shortcut);
    await composer.press('Enter');
    await expect(composer).toHaveValue(savedText);
    await expect(offered).toHaveCount(0);
    await expectNoAxeViolations(page);
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    await expect(panel.locator('[data-role="staff"]')).toContainText(savedText);
    await expect
      .poll(async () => (await visitorHistory(request, sessionId)).messages.some((m) => m.content === savedText))
      .toBe(true);

    // A draft stays with its chat; Escape leaves the chat, from the reply box too.
    await composer.fill('A draft for later');
    await composer.press('Escape');
    await expect(pane).toHaveCount(0);
    await expect(page).not.toHaveURL(/chat=/);
    await page
      .locator(`[data-testid="live-queue-entry"][data-session-id="${sessionId}"]`)
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByRole('textbox', { name: 'Message to the visitor' })).toHaveValue('A draft for later');
    await page.getByTestId('live-chat-pane').getByRole('button', { name: 'End chat' }).click();
    await expect(page.getByTestId('toast')).toContainText('Chat ended');
  } finally {
    await visitorContext.close();
  }
});

test('j and k open the next and the previous conversation, Escape leaves it, and keys typed in a field stay there', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const since = new Date(Date.now() - 90_000).toISOString();
  const chat = (sessionId: string, userName: string, extra: object = {}) => ({
    sessionId,
    status: 'waiting',
    userName,
    userEmail: null,
    since,
    agentId: null,
    agentName: null,
    preview: `Hello from ${userName}`,
    unread: 0,
    ...extra,
  });
  const queue = {
    waiting: [chat('inboxkeysfirst01', 'Ana'), chat('inboxkeyssecond1', 'Ben')],
    live: [chat('inboxkeysthird01', 'Cleo', { status: 'live', agentId: 999_999, agentName: 'Maria' })],
    available: false,
    availableStaff: 1,
  };
  const stream = (body: string) => ({ headers: { 'content-type': 'text/event-stream' }, body });
  await page.route('**/api/admin/live/queue', (route) =>
    route.fulfill(stream(`event: queue\ndata: ${JSON.stringify(queue)}\n\n`)),
  );
  await page.route(/\/api\/admin\/live\/inboxkeys[a-z0-9]+$/, (route) =>
    route.fulfill(
      stream(
        `event: state\ndata: ${JSON.stringify({
          handoff: { status: 'waiting', agentName: null, staffAvailable: true },
          visitorReadId: 0,
          agentReadId: 0,
        })}\n\n`,
      ),
    ),
  );
  await page.goto('/admin-chat');
  await expect(page.getByRole('list', { name: 'Waiting chats' })).toContainText('Ana');
  const opened = () => new URL(page.url()).searchParams.get('chat');

  await page.keyboard.press('j');
  await expect.poll(opened).toBe('inboxkeysfirst01');
  await page.keyboard.press('j');
  await expect.poll(opened).toBe('inboxkeyssecond1');
  await page.keyboard.press('j');
  await expect.poll(opened).toBe('inboxkeysthird01');
  await page.keyboard.press('j'); // the last stays open
  await expect.poll(opened).toBe('inboxkeysthird01');
  await page.keyboard.press('k');
  await expect.poll(opened).toBe('inboxkeyssecond1');
  await expect(page.getByTestId('live-chat-pane')).toHaveAttribute('data-session-id', 'inboxkeyssecond1');

  // Typed into the search box, j is a letter.
  await page.getByRole('searchbox').first().fill('j');
  await expect.poll(opened).toBe('inboxkeyssecond1');
  await page.getByRole('searchbox').first().fill('');

  await page.getByRole('searchbox').first().blur();
  await page.keyboard.press('Escape');
  await expect.poll(opened).toBeNull();
  await expect(page.getByTestId('live-chat-pane')).toHaveCount(0);
});
