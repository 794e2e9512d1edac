import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens the "…" menu of the record in `row` ("More actions for `record`") and answers it, after checking that it
 * holds `items`, in order, when given.
 */
export async function openRowMenu(page: Page, row: Locator, record: string, items?: string[]) {
  await row.getByRole('button', { name: `More actions for ${record}` }).click();
  const menu = page.getByRole('menu', { name: `More actions for ${record}` });
  await expect(menu).toBeVisible();
  if (items) await expect(menu.getByRole('menuitem')).toHaveText(items);
  return menu;
}

/** Chooses `item` in the "…" menu of the record in `row`. */
export async function chooseInRowMenu(page: Page, row: Locator, record: string, item: string) {
  const menu = await openRowMenu(page, row, record);
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
  await expect(menu).toBeHidden();
}
