import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';
import { submitFields } from './forms';

/** The visitor's chat panel and its messages. */
export const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Elevate Support' });
export const messagesOf = (page: Page) => panelOf(page).getByTestId('chat-message');

/** Opens `path`, waits for the page to hydrate and opens the chat panel with its button. */
export async function openChat(page: Page, path = '/') {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(panelOf(page)).toBeVisible();
}

/** Reloads the page and opens the chat again, as a visitor coming back to the conversation. */
export async function reopenChat(page: Page) {
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open chat' }).click();
}

/** Types `text` in the panel's message box and sends it. */
export async function say(page: Page, text: string) {
  await panelOf(page).getByRole('textbox', { name: 'Message' }).fill(text);
  await panelOf(page).getByRole('button', { name: 'Send message' }).click();
}

/** Sends a question and waits until the panel holds `count` messages; answers the last one. */
export async function askAndWait(page: Page, question: string, count: number) {
  await say(page, question);
  await expect(messagesOf(page)).toHaveCount(count);
  return messagesOf(page).nth(count - 1);
}

/** The panel header's menu button, there while the transcript is on offer. */
export const chatOptionsOf = (page: Page) => panelOf(page).getByRole('button', { name: 'Chat options' });

/**
 * Sends a question and waits until the panel holds `count` messages; answers the last one and the titles of the
 * reply's sources (see `askForSources`).
 */
export async function askWithSources(page: Page, question: string, count: number) {
  const sources = await askForSources(page, question);
  await expect(messagesOf(page)).toHaveCount(count);
  return { answer: messagesOf(page).nth(count - 1), sources };
}

/** Chooses the transcript in the panel header's menu: answers the transcript form's dialog. */
export async function openTranscriptForm(page: Page) {
  await chatOptionsOf(page).click();
  await panelOf(page).getByRole('menuitem', { name: 'Get Chat Transcript via Email' }).click();
  return page.getByRole('dialog', { name: 'Get Your Chat Transcript' });
}

/**
 * Sends a question; answers the titles of the sources the server gave for its reply, curated entries included
 * (the visitor sees only the pages among them, as links).
 */
export async function askForSources(page: Page, question: string): Promise<string[]> {
  // On a server just started, the first answer waits for the assistant's first training.
  const reply = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/chat' && response.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await say(page, question);
  const { sources } = (await (await reply).json()) as { sources: { title: string }[] };
  return sources.map((source) => source.title);
}

/** Asks for the transcript by e-mail, with this name and address; answers the dialog. */
export async function sendTranscript(page: Page, name: string, email: string) {
  const dialog = await openTranscriptForm(page);
  await submitFields(dialog, 'Send Transcript', { 'Full Name': name, 'Email Address': email });
  return dialog;
}
