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

/** Presses the panel's transcript button: answers the transcript form's dialog. */
export async function openTranscriptForm(page: Page) {
  await panelOf(page).getByRole('button', { name: 'Get Chat Transcript via Email' }).click();
  return page.getByRole('dialog', { name: 'Get Your Chat Transcript' });
}

/** Asks for the transcript by e-mail, with this name and address; answers the dialog. */
export async function sendTranscript(page: Page, name: string, email: string) {
  const dialog = await openTranscriptForm(page);
  await submitFields(dialog, 'Send Transcript', { 'Full Name': name, 'Email Address': email });
  return dialog;
}
