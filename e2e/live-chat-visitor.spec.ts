import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { chatOptionsOf, messagesOf, openChat, panelOf, reopenChat, say } from './chat-panel';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectRequired, submitFields } from './forms';
import { staffMember, untilNobodyAvailable, visitorHistory, withStaffAvailabilityLock } from './live-chat-staff-api';
import { uniqueTag } from './records';

// The visitor's side of a hand-off to a person (docs/product/live-chat.md), with the staff side driven through its
// API: nobody available (the details form), and a person who takes the chat, writes, types, reads and is left.

/** Scripts the page fetched from the live part's chunk. */
function liveChunkRequests(page: Page) {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/live-chat-[^/]*\.js$/.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  return fetched;
}

const sessionIdOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('chatSessionId'))) ?? '';

/** At phone size nothing in the panel scrolls sideways, and these controls are at least 44 px tall. */
async function expectFitsAndTappable(page: Page, controls: Locator[]) {
  const overflow = await page.evaluate(() => {
    const panel = document.querySelector<HTMLElement>('[data-testid="chat-panel"]');
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      panel: panel ? panel.scrollWidth - panel.clientWidth : -1,
    };
  });
  expect(overflow).toEqual({ page: 0, panel: 0 });
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(
      box?.height ?? 0,
      await control.evaluate((element) => element.outerHTML.slice(0, 80)),
    ).toBeGreaterThanOrEqual(44);
  }
}

/**
 * Talk to Human while nobody on staff is available. A test that makes someone available without holding the lock
 * may do so at that very moment: the visitor then ends that chat and asks again.
 */
async function askWhileNobodyAvailable(page: Page, request: APIRequestContext) {
  const panel = panelOf(page);
  for (let attempt = 1; ; attempt++) {
    await untilNobodyAvailable(request);
    await panel.getByRole('button', { name: 'Talk to Human', exact: true }).click();
    const notice = messagesOf(page).last();
    await expect(notice).toContainText(/Nobody from our team is free|fetching a person/);
    if ((await notice.textContent())?.includes('Nobody from our team is free')) return notice;
    expect(attempt, 'someone on staff kept becoming available').toBeLessThan(3);
    await panel.getByRole('button', { name: 'End chat' }).click();
    await expect(messagesOf(page).last()).toContainText('You ended the chat with our team.');
  }
}

test('nobody available: the chat offers the details form, checks it, and thanks the visitor once it is sent', {
  tag: '@phone',
}, async ({ page, request }) => {
  test.slow(); // it may wait for the other hand-off test to finish with its available staff member
  await withStaffAvailabilityLock(async () => {
    const liveChunk = liveChunkRequests(page);
    await openChat(page);
    const panel = panelOf(page);
    await say(page, 'How much does a micro market cost?');
    await expect(messagesOf(page)).toHaveCount(3);
    // Nobody asked for a person yet: the live part of the widget is not loaded.
    expect(liveChunk).toEqual([]);

    const notice = await askWhileNobodyAvailable(page, request);
    await expect(notice).toContainText('Nobody from our team is free to chat right now');
    await expect(notice).toContainText('(555) 010-4200');
    const form = panel.getByRole('form', { name: 'Leave your details' });
    await expect(form).toBeVisible();
    expect(liveChunk).toHaveLength(1);
    await expect(panel.getByTestId('chat-subtitle')).toHaveText('Powered by AI');
    // One form at a time: the transcript's waits (its menu is not offered).
    await expect(chatOptionsOf(page)).toHaveCount(0);

    // Name and e-mail are needed before anything is sent.
    await expectRequired(form, 'Send my details', ['Enter your name', 'Enter your e-mail']);
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    // The server judges the rest and names the field.
    await submitFields(form, 'Send my details', {
      Name: 'Jordan Reyes',
      Email: 'jordan@',
    });
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Enter your name')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectFitsAndTappable(page, [
      form.getByLabel('Name'),
      form.getByLabel('Email'),
      form.getByLabel('Phone (optional)'),
      form.getByRole('button', { name: 'Send my details' }),
      form.getByRole('button', { name: 'Not now' }),
    ]);

    await submitFields(form, 'Send my details', {
      Email: `jordan.reyes${uniqueTag()}@example.com`,
      'Phone (optional)': '(555) 010-7788',
    });
    await expect(form).toHaveCount(0);
    await expect(messagesOf(page).last()).toContainText('Thank you, Jordan. Our team has your details');
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();

    // The details are kept for this chat: a reload does not ask again.
    await reopenChat(page);
    await expect(messagesOf(page).last()).toContainText('Thank you, Jordan.');
    await expect(panel.getByRole('form', { name: 'Leave your details' })).toHaveCount(0);
  });
});

test('a person takes the chat: waiting, their name and words, typing, Seen, both ways, a reload, and the end', {
  tag: '@phone',
}, async ({ page, playwright, baseURL, request, tag }) => {
  test.slow(); // two sides, a stream, a reload, a dozen round trips
  const maria = await staffMember(playwright, baseURL ?? '', 'Maria');
  try {
    await withStaffAvailabilityLock(async () => {
      const liveChunk = liveChunkRequests(page);
      await maria.setAvailable(true);
      await openChat(page);
      const panel = panelOf(page);

      // An answer the assistant is unsure of offers a person, since someone is available.
      // (A question far from any entry: one about a loyalty card was answered for a few made-up words; this one, for
      // one word in 300, and for none of 300 tags as a number, which the encoder does not read.)
      await say(page, `Might the lifeguards at pool ${tag} get grumpy queueing at the market?`);
      await expect(messagesOf(page)).toHaveCount(3);
      const offer = panel.getByRole('button', { name: 'Talk to a person' });
      await expect(offer).toBeVisible();
      expect(liveChunk).toEqual([]);
      await offer.click();
      await expect(panel.getByTestId('chat-subtitle')).toHaveText('Waiting for a person…');
      await expect(messagesOf(page).nth(3)).toContainText("I'm fetching a person from our team for you.");
      await expect(offer).toHaveCount(0);
      // Questions for the assistant give way to End chat.
      await expect(panel.getByRole('button', { name: 'Talk to Human', exact: true })).toHaveCount(0);
      await expect(panel.getByRole('button', { name: 'End chat' })).toBeVisible();
      // The chat waits for a person now; nobody else needs Maria available.
      await maria.setAvailable(false);
      const sessionId = await sessionIdOf(page);

      // While waiting, the visitor's words go to the person: no assistant reply, no assistant dots.
      const waitingLine = `I manage a gym with 400 members ${tag}`;
      await say(page, waitingLine);
      await expect(messagesOf(page)).toHaveCount(5);
      await expect(messagesOf(page).nth(4)).toHaveAttribute('data-role', 'user');
      await expect.poll(async () => (await maria.conversation(sessionId)).messages.at(-1)?.content).toBe(waitingLine);
      await expect(panel.getByTestId('typing-indicator')).toHaveCount(0);
      await expect(messagesOf(page)).toHaveCount(5);

      // Maria takes it and writes: her first name, her words as text.
      await maria.take(sessionId);
      await expect(panel.getByTestId('chat-subtitle')).toHaveText('Maria from our team');
      await expect(panel).toContainText('Maria from our team has joined the chat.');
      const staffLine = `Hi, I'm Maria. <b>Not bold</b> **nor this** ${tag}`;
      await maria.write(sessionId, staffLine);
      const fromMaria = panel.locator('[data-testid="chat-message"][data-role="staff"]');
      await expect(fromMaria).toHaveCount(1);
      await expect(fromMaria).toContainText('Maria · Elevate team');
      await expect(fromMaria).toContainText(`Maria from Elevate said: ${staffLine}`);
      await expect(fromMaria.locator('b, strong')).toHaveCount(0);

      // Maria typing shows her name for a few seconds.
      await maria.typing(sessionId);
      await expect(panel.getByTestId('typing-indicator')).toHaveText('Maria is typing…');
      await expect(panel.getByTestId('typing-indicator')).toHaveCount(0, { timeout: 8000 });

      // The visitor answers: it reaches Maria, shows once (its copy from the stream is matched), and is Seen once
      // she has read it. The visitor's read mark for her message reached the server too.
      const visitorLine = `Great, what would it cost us? ${tag}`;
      await say(page, visitorLine);
      await expect.poll(async () => (await maria.conversation(sessionId)).messages.at(-1)?.content).toBe(visitorLine);
      const conversation = await maria.conversation(sessionId);
      const stored = conversation.messages.at(-1);
      const staffMessage = conversation.messages.find((message) => message.role === 'staff');
      expect(conversation.visitorReadId).toBeGreaterThanOrEqual(staffMessage?.id ?? Number.POSITIVE_INFINITY);
      await expect(panel.getByTestId('chat-seen')).toHaveCount(0);
      await maria.read(sessionId, stored?.id ?? 0);
      const mine = messagesOf(page).filter({ hasText: visitorLine });
      await expect(mine.getByTestId('chat-seen')).toHaveText('Seen');
      await expect(mine).toHaveCount(1);
      await expect(messagesOf(page).filter({ hasText: waitingLine })).toHaveCount(1);

      // A reload resumes the live chat: the same messages once, and new ones over a new stream.
      await reopenChat(page);
      await expect(panel.getByTestId('chat-subtitle')).toHaveText('Maria from our team');
      await expect(messagesOf(page).filter({ hasText: visitorLine })).toHaveCount(1);
      await expect(fromMaria).toHaveCount(1);
      await maria.write(sessionId, `Around $0 for you ${tag}`);
      await expect(fromMaria).toHaveCount(2);
      await expectFitsAndTappable(page, [
        panel.getByRole('button', { name: 'End chat' }),
        panel.getByRole('textbox', { name: 'Message' }),
      ]);
      await expectNoAxeViolations(page);

      // The visitor ends it; the assistant answers again.
      await panel.getByRole('button', { name: 'End chat' }).click();
      await expect(messagesOf(page).last()).toContainText('You ended the chat with our team.');
      await expect(panel.getByTestId('chat-subtitle')).toHaveText('Powered by AI');
      await expect(panel.getByRole('button', { name: 'End chat' })).toHaveCount(0);
      const count = await messagesOf(page).count();
      await panel.getByRole('button', { name: 'Hours', exact: true }).click();
      await expect(messagesOf(page)).toHaveCount(count + 2);
      await expect(messagesOf(page).last()).toHaveAttribute('data-role', 'assistant');
      await expect(messagesOf(page).last()).toContainText('Monday to Friday');
      const history = await visitorHistory(request, sessionId);
      expect(history.handoff?.status).toBe('ended');
      // Every stored message is on screen exactly once (the greeting is the panel's own).
      await expect(messagesOf(page)).toHaveCount(history.messages.length + 1);
    });
  } finally {
    await maria.setAvailable(false).catch(() => undefined);
    await maria.dispose();
  }
});

test('the chat open in more tabs than its stream allows: the oldest says so and carries on when asked', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow(); // four tabs, a person on the other side
  const maria = await staffMember(playwright, baseURL ?? '', 'Maria');
  try {
    await withStaffAvailabilityLock(async () => {
      await maria.setAvailable(true);
      await openChat(page);
      await panelOf(page).getByRole('button', { name: 'Talk to Human', exact: true }).click();
      await expect(panelOf(page).getByTestId('chat-subtitle')).toHaveText('Waiting for a person…');
      await maria.setAvailable(false);
    });
    const sessionId = await sessionIdOf(page);
    await maria.take(sessionId);
    await expect(panelOf(page).getByTestId('chat-subtitle')).toHaveText('Maria from our team');

    // The same chat in three more tabs of this browser: the fourth stream takes the oldest's place.
    const tabs = [page];
    for (let n = 1; n < 4; n++) {
      const tab = await page.context().newPage();
      await openChat(tab);
      await expect(panelOf(tab).getByTestId('chat-subtitle')).toHaveText('Maria from our team');
      tabs.push(tab);
    }
    const replaced = (tab: Page) => panelOf(tab).getByTestId('chat-replaced');
    await expect(replaced(page)).toHaveText(/This chat is open in another tab\./);
    for (const tab of tabs.slice(1)) await expect(replaced(tab)).toHaveCount(0);
    await maria.write(sessionId, 'Seen in the newer tabs');
    for (const tab of tabs.slice(1))
      await expect(
        panelOf(tab).locator('[data-role="staff"]').filter({ hasText: 'Seen in the newer tabs' }),
      ).toHaveCount(1);
    // No reconnecting back and forth: it stays so until the visitor asks to continue here.
    await page.waitForTimeout(2_500);
    await expect(replaced(page)).toBeVisible();
    await replaced(page).getByRole('button', { name: 'Continue here' }).click();
    await expect(replaced(page)).toHaveCount(0);
    await expect(replaced(tabs[1] as Page)).toBeVisible();
    // What was said meanwhile arrives once.
    const fromMaria = panelOf(page).locator('[data-role="staff"]');
    await expect(fromMaria.filter({ hasText: 'Seen in the newer tabs' })).toHaveCount(1);
    await maria.write(sessionId, 'And here again');
    await expect(fromMaria.filter({ hasText: 'And here again' })).toHaveCount(1);
    await expect(panelOf(page).getByRole('button', { name: 'End chat' })).toBeVisible();
    for (const tab of tabs.slice(1)) await tab.close();
  } finally {
    await maria.dispose();
  }
});

test('a message whose answer the network lost is sent again with the same id: answered, shown and stored once', async ({
  page,
  request,
}) => {
  await openChat(page);
  await say(page, 'What are your hours?');
  await expect(messagesOf(page)).toHaveCount(3);
  const sessionId = await sessionIdOf(page);

  // The next send reaches the server, which stores it and answers, but the answer never reaches the browser.
  const sent: { clientMessageId?: string }[] = [];
  await page.route('**/api/chat', async (route) => {
    sent.push(route.request().postDataJSON() as { clientMessageId?: string });
    if (sent.length > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await say(page, 'How much does a micro market cost?');
  await expect(messagesOf(page)).toHaveCount(5);
  await expect(messagesOf(page).last()).toHaveAttribute('data-role', 'assistant');
  await expect(panelOf(page)).not.toContainText("I'm having trouble connecting");
  expect(sent).toHaveLength(2);
  expect(sent[0]?.clientMessageId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(sent[1]?.clientMessageId).toBe(sent[0]?.clientMessageId);
  const history = await visitorHistory(request, sessionId);
  expect(history.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
});
