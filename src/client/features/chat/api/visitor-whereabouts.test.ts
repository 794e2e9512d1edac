import { describe, expect, it } from 'vitest';
import { whereaboutsOf } from './visitor-whereabouts';

describe("the visitor's page and referrer on a chat message", () => {
  it('sends the page and an http or https referrer as they are', () => {
    expect(whereaboutsOf('/hotels', 'https://www.google.com/search?q=x')).toEqual({
      page: '/hotels',
      referrer: 'https://www.google.com/search?q=x',
    });
  });

  it('leaves out what the server would refuse, so the message itself never fails on it', () => {
    expect(whereaboutsOf('//evil.example/x', '')).toEqual({ page: undefined, referrer: undefined });
    expect(whereaboutsOf(`/${'a'.repeat(200)}`, 'android-app://com.example')).toEqual({
      page: undefined,
      referrer: undefined,
    });
    expect(whereaboutsOf('/', `https://example.com/${'a'.repeat(500)}`).referrer).toBeUndefined();
  });
});
