import { expect, test } from '@playwright/test';

// Before any test: the assistant of the fresh database the suite runs on has its first model. The very first start
// of a database trains it before the first answer (about 13 s of one core, more on a busy machine), and a test's
// first question would otherwise wait for that inside its few seconds.
test('the assistant answers its first question', async ({ request }) => {
  test.setTimeout(180_000);
  const response = await request.post('/api/chat', {
    data: { message: 'How much does a micro market cost?' },
    timeout: 170_000,
  });
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { confidence: string }).confidence).toBe('answer');
});
