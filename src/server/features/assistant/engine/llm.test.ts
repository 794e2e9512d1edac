import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ScriptedProvider, scripts, startScriptedProvider } from '../../../testing/scripted-provider';
import { freePort } from '../../../testing/smtp';
import { askModel } from './llm';

let provider: ScriptedProvider;
let elsewhere: ScriptedProvider;
beforeAll(async () => {
  provider = await startScriptedProvider();
  elsewhere = await startScriptedProvider();
});
afterAll(async () => {
  await provider.close();
  await elsewhere.close();
});
beforeEach(() => {
  warnings.length = 0;
  provider.requests.length = 0;
  elsewhere.requests.length = 0;
});

const cost = { key: 'entry:15', title: 'How much does a micro market cost?', text: 'Nothing: $0 to the property.' };
const hours = { key: 'entry:4', title: 'When is the market open?', text: 'Around the clock, every day.' };
const warnings: string[] = [];
const log = { warn: (obj: object, msg: string) => warnings.push(`${msg} ${JSON.stringify(obj)}`) };
const ask = (options: { timeoutMs?: number; baseUrl?: string } = {}, entries = [cost]) =>
  askModel(
    { baseUrl: provider.baseUrl, apiKey: 'sk-test', model: 'test-model', ...options },
    'What does it cost?',
    entries,
    log,
  );

describe('the language model provider', () => {
  it('is asked at the configured address, with the numbered context and the question, and its citations are read and removed', async () => {
    provider.play(scripts.answer('It costs the property **nothing** [1].'));
    expect(await ask()).toEqual({ text: 'It costs the property **nothing**.', cited: ['entry:15'] });
    const [request] = provider.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'test-model', stream: false },
      titles: ['How much does a micro market cost?'],
      question: 'What does it cost?',
    });
    expect(request?.context).toContain('Nothing: $0 to the property.');
  });

  it('reads a streamed answer, and citations of several entries at once', async () => {
    provider.play(scripts.stream(['It is ', 'free, and open ', 'around the clock [1, 2].']));
    expect(await ask({}, [cost, hours])).toEqual({
      text: 'It is free, and open around the clock.',
      cited: ['entry:15', 'entry:4'],
    });
  });

  it('is not called with nothing to answer from', async () => {
    expect(await ask({}, [])).toBeNull();
    expect(provider.requests).toHaveLength(0);
  });

  it.each([
    ['an HTTP error', scripts.status(500)],
    ['a rate limit', scripts.status(429, '{"error":{"message":"slow down"}}')],
    ['a body that is not the API', scripts.garbage()],
    ['JSON without an answer', scripts.answer('')],
    ['NO_ANSWER', scripts.answer('NO_ANSWER')],
    ['no citation', scripts.answer('Trust me, it is free.')],
    ['a citation outside the context', scripts.answer('It is free [1], as everyone knows [7].')],
    ['only citations', scripts.answer('[1]')],
    ['an answer cut off at its length limit', scripts.answer('It costs the property nothing [1], but', 'length')],
    ['an answer far longer than asked for', scripts.answer(`${'It is free. '.repeat(300)}[1]`)],
    ['a stream that stops before its end', scripts.stream(['It costs the property ', 'nothing [1].'], false)],
    ['a connection cut mid-stream', scripts.cutMidStream()],
    ['a connection closed before any answer', scripts.reset()],
  ])('gives way to the offline answer on %s, with a warning for the operator', async (_, script) => {
    provider.play(script);
    expect(await ask()).toBeNull();
    expect(provider.requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toContain('What does it cost?');
  });

  it('gives way on a body too large to be an answer', async () => {
    provider.play(scripts.answer(`It is free [1]. ${'x'.repeat(100_000)}`));
    expect(await ask()).toBeNull();
  });

  it('gives way when the provider does not answer in time', async () => {
    provider.play(scripts.hang());
    expect(await ask({ timeoutMs: 200 })).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/^language model unavailable/)]);
  });

  it('gives way in time though the garbage collector runs while it waits', async () => {
    // Node holds a fetch's timeout signal weakly: collected, it never fired, and the visitor waited forever (the test
    // then fails by its own timeout).
    setFlagsFromString('--expose_gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    provider.play(scripts.hang());
    const asked = ask({ timeoutMs: 300 });
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      collectGarbage();
    }
    expect(await asked).toBeNull();
  }, 10_000);

  it('gives way when nothing listens at the address', async () => {
    expect(await ask({ baseUrl: `http://127.0.0.1:${await freePort()}/v1` })).toBeNull();
  });

  it('does not follow a redirect: the key and the question go to the configured address only', async () => {
    provider.play(scripts.redirect(`${elsewhere.baseUrl}/chat/completions`));
    expect(await ask()).toBeNull();
    expect(elsewhere.requests).toHaveLength(0);
  });
});
