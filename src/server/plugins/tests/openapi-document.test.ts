import { describe, expect, it } from 'vitest';
import { json, setupTestApp } from '../../testing/test-app';

// The OpenAPI document is the API's promise to its callers: a change to any route's path, method, input or answer
// shows here as a changed snapshot, to be accepted on purpose (`npx vitest -u`) or fixed.
describe('the OpenAPI document', () => {
  const ctx = setupTestApp({ truncate: false });

  it('is the one on record', async () => {
    const spec = json<object>(await ctx.app.inject('/api/openapi.json'));
    await expect(`${JSON.stringify(spec, null, 2)}\n`).toMatchFileSnapshot('./openapi.snapshot.json');
  });
});
