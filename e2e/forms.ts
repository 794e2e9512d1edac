import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Fills the fields of `scope` (a form, a dialog, the page) by their labels, in the order given: a select's option is
 * chosen by its value, any other field takes the text.
 */
export async function fillFields(scope: Page | Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const field = scope.getByLabel(label);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Fills the fields of `scope` (see fillFields), then presses its `submit` button. */
export async function submitFields(scope: Locator, submit: string, fields: Record<string, string>) {
  await fillFields(scope, fields);
  await scope.getByRole('button', { name: submit }).click();
}

/** Presses the `submit` button of `scope` with its required fields left empty: each of `messages` shows. */
export async function expectRequired(scope: Locator, submit: string, messages: string[]) {
  await scope.getByRole('button', { name: submit }).click();
  for (const message of messages) await expect(scope.getByText(message)).toBeVisible();
}

/** Each labelled field of `scope` holds its value (a select, its chosen option's value). */
export async function expectValues(scope: Page | Locator, values: Record<string, string | RegExp>) {
  for (const [label, value] of Object.entries(values)) await expect(scope.getByLabel(label)).toHaveValue(value);
}
