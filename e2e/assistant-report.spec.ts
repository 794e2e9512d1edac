import type { APIRequestContext, Page } from '@playwright/test';
import type { AssistantReport } from '../src/contracts/assistant-report';
import { addIsoWeeks } from '../src/contracts/iso-week';
import { expect, expectNoAxeViolations, openAsAdmin, test } from './fixtures';

// /admin-assistant-report (docs/product/chat-assistant.md#assistant-report). Other tests chat on the same server at
// the same time, so the figures are checked against the answer the page itself received, and this test's own
// conversations by their tagged question.

/** One visitor conversation through POST /api/chat: the session id and the assistant's tier. */
async function ask(request: APIRequestContext, message: string) {
  const response = await request.post('/api/chat', { data: { message, sessionId: null } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { sessionId: string; confidence: string };
}

/** Opens the report (of `query`) and answers the report the page received. */
async function openReport(page: Page, query = '') {
  const received = page.waitForResponse(
    (response) => response.url().includes('/api/admin/assistant-report') && response.status() === 200,
  );
  await page.goto(`/admin-assistant-report${query}`);
  return (await (await received).json()) as AssistantReport;
}

const card = (page: Page, label: string) =>
  page
    .getByTestId('report-cards')
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) });

test('the week’s figures show as cards, with the questions the assistant could not answer and one click to teach', async ({
  page,
  request,
  tag,
}) => {
  test.slow(); // three conversations, two weeks and an accessibility scan
  const question = `Do you rent kayaks on the lake ${tag}?`;
  const asked = [];
  for (let i = 0; i < 3; i += 1) asked.push(await ask(request, question));
  expect(asked.map((answer) => answer.confidence)).toEqual(['none', 'none', 'none']);
  const latest = asked.at(-1)?.sessionId ?? '';

  await openAsAdmin(page, '/admin');
  const report = await openReport(page);
  const week = report.week;
  await expect(page.getByRole('heading', { level: 1, name: 'Assistant Report' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /\(this week\)/ })).toBeVisible();
  expect(week.conversations).toBeGreaterThanOrEqual(3);
  expect(week.unanswered).toBeGreaterThanOrEqual(3);

  // The cards say what the server counted.
  await expect(page.getByTestId('resolution-rate')).toHaveText(
    week.resolutionRate === null ? '–' : `${week.resolutionRate}%`,
  );
  await expect(page.getByLabel('Resolution rate')).toContainText(`${week.resolved} of ${week.questions} questions`);
  await expect(card(page, 'Conversations')).toContainText(String(week.conversations));
  await expect(card(page, 'Questions')).toContainText(`${week.askedForPerson} asked for a person`);
  await expect(card(page, 'Answered')).toContainText(
    `${week.answeredFromEntry} from entries, ${week.answeredFromPassage} from site pages`,
  );
  await expect(card(page, 'Unanswered')).toContainText(String(week.unanswered));
  await expect(card(page, 'Handed to a person')).toContainText(String(week.handedToPerson));
  await expect(card(page, 'Votes')).toContainText(`${week.helpful} / ${week.notHelpful}`);

  // This test's question, asked three times, with its latest conversation a click away.
  const mine = page.getByTestId('unanswered-question').filter({ hasText: question });
  await expect(mine).toContainText('Asked 3 times');
  const openChat = mine.getByRole('link', { name: `Open the chat: ${question}` });
  await expect(openChat).toHaveAttribute('href', `/admin-chat?chat=${encodeURIComponent(latest)}`);

  // Twelve weeks, newest first, this one marked.
  const weeks = page.getByTestId('trend-week');
  await expect(weeks).toHaveCount(12);
  await expect(weeks.first()).toHaveAttribute('aria-current', 'true');
  await expect(weeks.first()).toContainText(String(week.questions));
  await expectNoAxeViolations(page);

  // The week before, from the arrows; then back to this one.
  const previous = addIsoWeeks(week.week, -1);
  await page.getByRole('link', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?week=${previous}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Week ${Number(previous.slice(-2))}` })).toBeVisible();
  await expect(page.getByTestId('unanswered-question').filter({ hasText: question })).toHaveCount(0);
  await page.getByRole('link', { name: 'This week' }).click();
  await expect(mine).toContainText('Asked 3 times');

  // One click to teach: not our topic, said beside the question.
  await mine.getByRole('button', { name: `Teach: ${question}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Teach the assistant' });
  await expect(dialog.getByTestId('taught-question')).toHaveText(question);
  await dialog.getByRole('button', { name: 'Not our topic' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mine.getByRole('status')).toHaveText('Taught: not our topic');

  await openChat.click();
  await expect(page).toHaveURL(/\/admin-chat\?chat=/);
  await expect(page.getByText(question).first()).toBeVisible();
});

test('a week that has not begun is refused with the server’s reason', async ({ page }) => {
  await openAsAdmin(page, '/admin-assistant-report?week=2099-W01');
  await expect(page.getByRole('alert')).toContainText('Week 2099-W01 has not begun yet');
  await page.getByRole('link', { name: 'Show this week' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /\(this week\)/ })).toBeVisible();
});

test('on a phone the report fits the screen: cards two by two, the trend as week, questions and rate', {
  tag: '@phone',
}, async ({ page, isMobile }) => {
  await openAsAdmin(page, '/admin');
  await openReport(page);
  await expect(page.getByTestId('resolution-rate')).toBeVisible();
  const [first, second] = await Promise.all(
    [0, 1].map((n) => page.getByTestId('report-cards').locator(':scope > div').nth(n).boundingBox()),
  );
  expect(first && second && first.y === second.y).toBe(true);
  const conversations = page.getByRole('columnheader', { name: 'Conversations' });
  if (isMobile) await expect(conversations).toBeHidden();
  else await expect(conversations).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Resolution rate' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
