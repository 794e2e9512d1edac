import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The visitor's chat panel and its messages. */
export const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Elevate Support' });
export const messagesOf = (page: Page) => panelOf(page).getByTestId('chat-message');

/** Sends a question and waits until the panel holds `count` messages; answers the last one. */
export async function askAndWait(page: Page, question: string, count: number) {
  await panelOf(page).getByRole('textbox', { name: 'Message' }).fill(question);
  await panelOf(page).getByRole('button', { name: 'Send message' }).click();
  await expect(messagesOf(page)).toHaveCount(count);
  return messagesOf(page).nth(count - 1);
}
