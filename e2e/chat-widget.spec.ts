import type { Page } from '@playwright/test';
import { holdChatReplies } from './assistant-hold-chat';
import {
  askForSources,
  chatOptionsOf,
  messagesOf,
  openChat,
  openTranscriptForm,
  panelOf,
  reopenChat,
  say,
  sendTranscript,
} from './chat-panel';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { submitFields } from './forms';
import { whileNobodyAvailable } from './live-chat-staff-api';
import { uniqueTag } from './records';

// The e2e server runs with config/business.json.
const PHONE = '(555) 010-4200';
const COST_QUESTION = 'How much does a micro market cost?';

/** Asks the cost question and waits for the assistant's answer. */
async function askCost(page: Page) {
  await say(page, COST_QUESTION);
  await expect(messagesOf(page)).toHaveCount(3);
  await expect(messagesOf(page).nth(2)).toContainText('$0');
}

test('the button opens the panel with the greeting, and a question gets an answer from its entry', {
  tag: '@phone',
}, async ({ page }) => {
  await openChat(page);
  const panel = panelOf(page);
  await expect(page.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('heading', { name: 'Elevate Support' })).toBeVisible();
  await expect(panel).toContainText(/powered by AI/i);
  await expect(panel.getByRole('log')).toHaveAttribute('aria-live', 'polite');
  await expect(messagesOf(page)).toHaveCount(1);
  await expect(messagesOf(page).first()).toHaveAttribute('data-role', 'assistant');
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();
  for (const label of ['Talk to Human', 'Hours', 'Tech Support'])
    await expect(panel.getByRole('button', { name: label, exact: true })).toBeVisible();

  expect(await askForSources(page, COST_QUESTION)).toContain(COST_QUESTION);
  await expect(messagesOf(page).nth(1)).toHaveText(`You said: ${COST_QUESTION}`);
  const answer = messagesOf(page).nth(2);
  await expect(answer).toContainText('$0');
  // **$0** is rendered bold, not with its asterisks.
  await expect(answer.locator('strong', { hasText: '$0' })).toBeVisible();
  await expect(answer).not.toContainText('**');
  // The curated entry it came from is no page a visitor can open: its title is for staff, not a bare source here.
  await expect(answer).not.toContainText(`Sources: ${COST_QUESTION}`);
  expect(await page.evaluate(() => localStorage.getItem('chatSessionId'))).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
});

test('a reload restores the conversation after the greeting', async ({ page }) => {
  test.slow(); // several round trips on a busy machine
  await openChat(page);
  await askCost(page);
  const sessionId = await page.evaluate(() => localStorage.getItem('chatSessionId'));
  const greeting = await messagesOf(page).first().textContent();

  await reopenChat(page);
  await expect(messagesOf(page)).toHaveCount(3);
  await expect(messagesOf(page).first()).toHaveText(greeting ?? '');
  await expect(messagesOf(page).nth(1)).toContainText(COST_QUESTION);
  await expect(messagesOf(page).nth(2)).toContainText('$0');

  // The next question continues the same session.
  await say(page, 'Do you install the market?');
  await expect(messagesOf(page)).toHaveCount(5);
  expect(await page.evaluate(() => localStorage.getItem('chatSessionId'))).toBe(sessionId);
});

test('an unknown stored session is dropped quietly and a new one replaces it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('chatSessionId', 'no-such-session-123'));
  await openChat(page);
  await expect(messagesOf(page)).toHaveCount(1);
  await askCost(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('chatSessionId'))).not.toBe('no-such-session-123');
});

test('the Hours quick reply asks for the hours and shows them', async ({ page }) => {
  await openChat(page);
  await panelOf(page).getByRole('button', { name: 'Hours', exact: true }).click();
  await expect(messagesOf(page).nth(1)).toContainText('What are your hours?');
  await expect(messagesOf(page).nth(2)).toContainText('Monday to Friday, 8 am to 6 pm');
  await expect(messagesOf(page).nth(2)).toContainText(PHONE);
  await expect(panelOf(page).getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

// Talk to Human hands over to a person (docs/product/live-chat.md); these tests count on nobody on staff being
// available, so they wait while a live chat test has someone available.
test('Talk to Human with nobody available says so, gives the phone and offers to leave a name and e-mail', async ({
  page,
  request,
}) => {
  test.slow(); // it may wait for a live chat test's available staff member
  await whileNobodyAvailable(request, async () => {
    await openChat(page);
    await panelOf(page).getByRole('button', { name: 'Talk to Human', exact: true }).click();
    const answer = messagesOf(page).nth(2);
    await expect(answer).toContainText('Nobody from our team is free to chat right now');
    await expect(answer).toContainText(PHONE);
    await expect(panelOf(page).getByRole('form', { name: 'Leave your details' })).toBeVisible();
  });
});

test('a reply is scrolled to its start, not to the bottom', async ({ page, request }) => {
  test.slow(); // it may wait for a live chat test's available staff member
  await whileNobodyAvailable(request, () => replyScrolledToItsStart(page));
});

/**
 * Opens the chat, asks the cost question and then for a person, with nobody available: five messages, more than the
 * list shows at once. Answers the list.
 */
async function costThenPerson(page: Page) {
  await openChat(page);
  await askCost(page);
  await panelOf(page).getByRole('button', { name: 'Talk to Human', exact: true }).click();
  await expect(messagesOf(page)).toHaveCount(5);
  return panelOf(page).getByRole('log');
}

async function replyScrolledToItsStart(page: Page) {
  const log = await costThenPerson(page);
  // The list overflows, and its top shows the start of the last reply (16 px of breathing room above it), or the
  // list is scrolled as far as it goes with that start in view.
  await expect
    .poll(() =>
      log.evaluate((list) => {
        const reply = list.querySelectorAll('[data-testid="chat-message"]')[4] as HTMLElement;
        const top = Math.round(reply.getBoundingClientRect().top - list.getBoundingClientRect().top);
        const atEnd = list.scrollTop > 0 && Math.abs(list.scrollHeight - list.clientHeight - list.scrollTop) <= 1;
        return top === 16 || (atEnd && top > 16 && top < list.clientHeight);
      }),
    )
    .toBe(true);
  expect(await log.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
}

test("a visitor's message scrolls the list to the bottom; Tech Support sends its question and gets the support line", async ({
  page,
  request,
}) => {
  test.slow(); // it may wait for a live chat test's available staff member
  await whileNobodyAvailable(request, () => visitorMessageScrollsToTheBottom(page));
});

async function visitorMessageScrollsToTheBottom(page: Page) {
  const log = await costThenPerson(page);
  // Once the reply was brought into view, the visitor scrolls back up to the start of the conversation.
  await expect.poll(() => log.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
  await log.evaluate((list) => {
    list.scrollTop = 0;
  });
  expect(await log.evaluate((list) => list.scrollHeight - list.clientHeight)).toBeGreaterThan(2);

  const release = await holdChatReplies(page);
  await panelOf(page).getByRole('button', { name: 'Tech Support', exact: true }).click();
  await expect(messagesOf(page).nth(5)).toContainText('I need tech support');
  await expect
    .poll(() => log.evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight))
    .toBeLessThan(2);
  release();
  await expect(messagesOf(page)).toHaveCount(7);
  await expect(messagesOf(page).nth(6)).toContainText('monitored 24/7');
}

test('input and send are disabled with a typing indicator while a reply loads; blank messages are ignored', async ({
  page,
}) => {
  await openChat(page);
  const panel = panelOf(page);
  await say(page, '   ');
  await expect(messagesOf(page)).toHaveCount(1);

  const release = await holdChatReplies(page);
  await say(page, COST_QUESTION);
  await expect(panel.getByTestId('typing-indicator')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();
  release();
  await expect(messagesOf(page)).toHaveCount(3);
  await expect(panel.getByTestId('typing-indicator')).toHaveCount(0);
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeEnabled();
});

test('a connection failure shows the apology with the support phone', async ({ page }) => {
  await openChat(page);
  await page.route('**/api/chat', (route) => route.abort());
  await say(page, COST_QUESTION);
  await expect(messagesOf(page).nth(2)).toHaveText(
    `Elevate Support said: I'm sorry, I'm having trouble connecting right now. Please try again in a moment or contact our support team directly at ${PHONE}`,
  );
  // Nothing reached the server: no transcript to offer.
  await expect(chatOptionsOf(page)).toHaveCount(0);
});

test('a refused reply (success false) shows the same apology', async ({ page }) => {
  await openChat(page);
  await page.route('**/api/chat', (route) => route.fulfill({ json: { success: false, message: 'no' } }));
  await say(page, COST_QUESTION);
  await expect(messagesOf(page).nth(2)).toContainText(`contact our support team directly at ${PHONE}`);
});

test('the transcript: missing fields, then saved and sent; the button is gone for good', { tag: '@phone' }, async ({
  page,
}) => {
  test.slow(); // several round trips on a busy machine
  await openChat(page);
  const panel = panelOf(page);
  await expect(chatOptionsOf(page)).toHaveCount(0);
  await askCost(page);
  const dialog = await openTranscriptForm(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email Address')).toHaveAttribute('type', 'email');
  // An address of this test's own: the transcript is mailed to it.
  await submitFields(dialog, 'Send Transcript', {
    'Full Name': '   ',
    'Email Address': `dana${uniqueTag()}@example.com`,
  });
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Missing Information');
  await expect(toast).toContainText('Please fill in your name and email address.');
  await expect(dialog).toBeVisible();

  // The fields take what is typed (docs/product/chat-assistant.md).
  await dialog.getByLabel('Full Name').fill('Dana Rivera');
  await dialog.getByLabel('Phone Number').fill('(555) 010-7788');
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Dana Rivera');
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('(555) 010-7788');
  const sent = page.waitForResponse((res) => res.url().endsWith('/send-transcript'));
  await dialog.getByRole('button', { name: 'Send Transcript' }).click();
  expect((await sent).status()).toBe(200);
  await expect(toast).toContainText('Success!');
  await expect(toast).toContainText(
    'Your contact information has been saved and a chat transcript has been sent to your email.',
  );
  await expect(dialog).toHaveCount(0);
  await expect(chatOptionsOf(page)).toHaveCount(0);
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();

  await reopenChat(page);
  await expect(messagesOf(page)).toHaveCount(3);
  await expect(chatOptionsOf(page)).toHaveCount(0);
});

test('a failed transcript send still counts the contact as saved', async ({ page }) => {
  test.slow(); // several round trips on a busy machine
  await openChat(page);
  await askCost(page);
  await page.route('**/send-transcript', (route) => route.fulfill({ status: 500, body: 'mail down' }));
  const dialog = await sendTranscript(page, 'Dana Rivera', `dana${uniqueTag()}@example.com`);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Contact Saved');
  await expect(toast).toContainText('there was an issue sending the email');
  await expect(dialog).toHaveCount(0);
  await expect(chatOptionsOf(page)).toHaveCount(0);
});

test('the transcript form loads on its first press; if it cannot load, the visitor is told and can press again', async ({
  page,
}) => {
  await openChat(page);
  await askCost(page);
  await page.route('**/assets/transcript-dialog-*.js', (route) => route.abort());
  await openTranscriptForm(page);
  await expect(page.getByTestId('toast')).toContainText('The form could not load');
  await expect(page.getByRole('dialog', { name: 'Get Your Chat Transcript' })).toHaveCount(0);

  await page.unroute('**/assets/transcript-dialog-*.js');
  const dialog = await openTranscriptForm(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
});

test('Escape closes the panel and returns focus to the button; the conversation is kept', async ({ page }) => {
  await openChat(page);
  await askCost(page);
  await panelOf(page).getByRole('textbox', { name: 'Message' }).press('Escape');
  await expect(panelOf(page)).toBeHidden();
  const launcher = page.getByRole('button', { name: 'Open chat' });
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(messagesOf(page)).toHaveCount(3);
  await expect(panelOf(page).getByRole('textbox', { name: 'Message' })).toBeFocused();
  await panelOf(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panelOf(page)).toBeHidden();
});

test('minimize keeps only the header, and the panel can be restored', async ({ page }) => {
  await openChat(page);
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Minimize chat' }).click();
  await expect(panel.getByRole('heading', { name: 'Elevate Support' })).toBeVisible();
  await expect(panel.getByRole('log')).toBeHidden();
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeHidden();
  expect((await panel.boundingBox())?.height).toBeLessThan(100);
  await panel.getByRole('button', { name: 'Restore chat' }).click();
  await expect(panel.getByRole('log')).toBeVisible();
  expect(Math.round((await panel.boundingBox())?.height ?? 0)).toBe(openHeight(page.viewportSize()!));
});

/** Desktop: 600 px, less only when the window leaves no room; phones: the whole screen. */
const openHeight = (viewport: { width: number; height: number }) =>
  viewport.width < 640 ? viewport.height : Math.min(600, viewport.height - 100);

test('an answer can be marked helpful, and the vote is taken back on a second press', async ({ page }) => {
  await openChat(page);
  await askCost(page);
  const helpful = messagesOf(page).nth(2).getByRole('button', { name: 'Helpful', exact: true });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  const voted = page.waitForResponse((res) => res.url().includes('/feedback') && res.request().method() === 'POST');
  await helpful.click();
  expect((await voted).status()).toBe(200);
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(messagesOf(page).nth(2).getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const withdrawn = page.waitForResponse((res) => res.url().includes('/feedback'));
  await helpful.click();
  expect(JSON.parse((await withdrawn).request().postData() ?? '{}')).toEqual({ helpful: null });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
});

test('the open panel with a conversation passes the accessibility scan', { tag: '@phone' }, async ({ page }) => {
  test.slow(); // several round trips on a busy machine
  await openChat(page);
  await askCost(page);
  await expectNoAxeViolations(page);
  await expect(await openTranscriptForm(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the panel fits the screen', { tag: '@phone' }, async ({ page }) => {
  await openChat(page);
  await askCost(page);
  const viewport = page.viewportSize()!;
  const box = (await panelOf(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(Math.round(box.height)).toBe(openHeight(viewport));
  if (viewport.width >= 640) {
    expect(box.height).toBeGreaterThanOrEqual(560);
    // The launcher stays visible below the panel.
    const launcher = (await page.getByRole('button', { name: 'Close chat' }).boundingBox())!;
    expect(launcher.y).toBeGreaterThanOrEqual(box.y + box.height);
  } else {
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width });
  }
  // Every control of the panel is at least 44 px both ways, the answer's votes and the quick replies included.
  const controls = panelOf(page).getByRole('button');
  for (let index = 0; index < (await controls.count()); index++) {
    const control = controls.nth(index);
    if (!(await control.isVisible())) continue;
    const size = (await control.boundingBox())!;
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    expect(Math.round(size.height), `${name} height`).toBeGreaterThanOrEqual(44);
    expect(Math.round(size.width), `${name} width`).toBeGreaterThanOrEqual(44);
  }
});

test('an answer names the pages it came from as links, and a page in its words is a link, never a raw path', {
  tag: '@phone',
}, async ({ page }) => {
  await openChat(page);
  const sources = await askForSources(page, 'How do I report a problem with a machine?');
  expect(sources).toContain('Customer Service');
  const answer = messagesOf(page).nth(2);
  await expect(answer.getByRole('link', { name: 'Customer Service page' }).first()).toHaveAttribute(
    'href',
    '/customer-service',
  );
  await expect(answer).not.toContainText('(/customer-service)');
  const listed = answer.getByTestId('chat-sources');
  await expect(listed).toHaveText('Sources: Customer Service');
  // The curated entries among the sources are for staff: no bare title for the visitor.
  for (const title of sources.filter((source) => source !== 'Customer Service'))
    await expect(answer).not.toContainText(title);
  // The whole line shows, within the panel.
  const line = (await listed.boundingBox())!;
  const panel = (await panelOf(page).getByRole('log').boundingBox())!;
  expect(line.x + line.width).toBeLessThanOrEqual(panel.x + panel.width);

  // The link opens the page with the chat still open.
  await listed.getByRole('link', { name: 'Customer Service' }).click();
  await expect(page).toHaveURL(/\/customer-service$/);
  await expect(panelOf(page)).toBeVisible();
});

test('after the first answer the footer is compact: quick replies in one row, the transcript in the header menu', async ({
  page,
}) => {
  await openChat(page);
  await askCost(page);
  const panel = panelOf(page);
  const replies = panel.getByRole('group', { name: 'Quick replies' }).getByRole('button');
  const tops = await replies.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  // Below the conversation: the quick replies and the message box, about 110 px of the 600.
  const box = (await panel.boundingBox())!;
  const log = (await panel.getByRole('log').boundingBox())!;
  expect(box.y + box.height - (log.y + log.height)).toBeLessThanOrEqual(120);

  // The menu opens on its item; Escape closes the menu and leaves the chat open.
  await chatOptionsOf(page).click();
  const item = panel.getByRole('menuitem', { name: 'Get Chat Transcript via Email' });
  await expect(item).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(item).toHaveCount(0);
  await expect(chatOptionsOf(page)).toBeFocused();
  await expect(panel).toBeVisible();
  await chatOptionsOf(page).press('Enter');
  await expect(item).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Get Your Chat Transcript' })).toBeVisible();
});

test('the chat button never covers a form field: it steps aside while one is under it, or typed in on a phone', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/customer-service');
  await waitForHydration(page);
  const launcher = page.getByTestId('chat-launcher');
  const fields = page.locator('input:not([type="hidden"]), select, textarea');
  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const coversAField = async () => {
    if (!(await launcher.isVisible())) return false;
    const button = (await launcher.boundingBox())!;
    const boxes = await fields.evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
    return boxes.some((box) => box.width > 0 && overlaps(box, button));
  };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 150) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await expect.poll(coversAField, `scrolled to ${top}`).toBe(false);
  }

  // The Email field right under the button: the button is out of the way.
  const email = page.getByTestId('feedback-form').getByLabel('Email');
  await page.evaluate(() => window.scrollTo(0, 0));
  const button = (await launcher.boundingBox())!;
  const field = (await email.boundingBox())!;
  await page.evaluate((by) => window.scrollBy(0, by), field.y + field.height / 2 - (button.y + button.height / 2));
  const under = (await email.boundingBox())!;
  if (overlaps(under, button)) await expect(launcher).toBeHidden();
  else expect(page.viewportSize()!.width).toBeGreaterThanOrEqual(640);

  // On a phone, typing in a field puts it aside too; leaving the field brings it back where nothing is under it.
  if (page.viewportSize()!.width < 640) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('feedback-form').getByLabel('Full Name').focus();
    await expect(launcher).toBeHidden();
    await page.getByTestId('feedback-form').getByLabel('Full Name').blur();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(launcher).toBeVisible();
  }
});

test('the chat button never covers the footer text', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const launcher = (await page.getByRole('button', { name: 'Open chat' }).boundingBox())!;
  const texts = page.getByRole('contentinfo').locator('p, li, a, span');
  for (let index = 0; index < (await texts.count()); index++) {
    const box = await texts.nth(index).boundingBox();
    if (!box || box.width === 0) continue;
    const overlaps =
      box.x < launcher.x + launcher.width &&
      launcher.x < box.x + box.width &&
      box.y < launcher.y + launcher.height &&
      launcher.y < box.y + box.height;
    expect(overlaps, (await texts.nth(index).textContent()) ?? '').toBe(false);
  }
});

test('the widget is on the public pages, not in the back office or the portal', async ({ page }) => {
  for (const path of ['/about', '/customer-service', '/no-such-page']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
  }
  for (const path of ['/admin', '/property-manager']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('main, form').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open chat' })).toHaveCount(0);
  }
});
