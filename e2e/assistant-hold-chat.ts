import type { Page } from '@playwright/test';

/** Holds every POST /api/chat of the page until the returned function is called: the reply is "on its way". */
export async function holdChatReplies(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/chat', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
