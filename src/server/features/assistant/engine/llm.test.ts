import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatResponse } from '../../../../contracts/chat';
import { seedAssistant } from '../../../testing/assistant';
import { freePort } from '../../../testing/smtp';
import { json, setupTestApp } from '../../../testing/test-app';
import { askModel } from './llm';

// A fake OpenAI-compatible provider on loopback; each test picks its behaviour through the model name.
type Behaviour = (
  request: IncomingMessage,
  response: ServerResponse,
  body: { messages: { content: string }[] },
) => void;
const behaviours: Record<string, Behaviour> = {
  normal: (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ choices: [{ message: { content: 'It costs the property **nothing** [1].' } }] }));
  },
  streamed: (_req, res) => {
    res.setHeader('content-type', 'text/event-stream');
    for (const piece of ['It is ', 'free ', 'for you [1].'])
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
    res.end('data: [DONE]\n\n');
  },
  failing: (_req, res) => {
    res.statusCode = 500;
    res.end('upstream exploded');
  },
  slow: (_req, res) => {
    setTimeout(() => res.end('{}'), 2000);
  },
  unsure: (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ choices: [{ message: { content: 'NO_ANSWER' } }] }));
  },
  uncited: (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ choices: [{ message: { content: 'Trust me, it is free [7].' } }] }));
  },
};

let server: Server;
let baseUrl: string;
const seen: { authorization?: string; context: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; messages: { content: string }[] };
      seen.push({ authorization: req.headers.authorization, context: body.messages.at(-1)?.content ?? '' });
      behaviours[body.model]?.(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const entries = [{ key: 'entry:11', title: 'How much does it cost?', text: 'Nothing: $0 to the property.' }];

describe('the optional language model provider', () => {
  it('answers from the numbered context, with citations checked and removed', async () => {
    const answer = await askModel({ baseUrl, apiKey: 'sk-test', model: 'normal' }, 'What does it cost?', entries);
    expect(answer).toEqual({ text: 'It costs the property **nothing**.', cited: ['entry:11'] });
    expect(seen.at(-1)?.authorization).toBe('Bearer sk-test');
    expect(seen.at(-1)?.context).toContain('[1] How much does it cost?');
  });

  it('reads a streamed answer', async () => {
    expect(await askModel({ baseUrl, model: 'streamed' }, 'cost?', entries)).toEqual({
      text: 'It is free for you.',
      cited: ['entry:11'],
    });
  });

  it('gives way to the offline answer on an error, a refused connection, a timeout, NO_ANSWER or no valid citation', async () => {
    expect(await askModel({ baseUrl, model: 'failing' }, 'cost?', entries)).toBeNull();
    expect(
      await askModel({ baseUrl: `http://127.0.0.1:${await freePort()}`, model: 'normal' }, 'cost?', entries),
    ).toBeNull();
    expect(await askModel({ baseUrl, model: 'slow', timeoutMs: 200 }, 'cost?', entries)).toBeNull();
    expect(await askModel({ baseUrl, model: 'unsure' }, 'cost?', entries)).toBeNull();
    expect(await askModel({ baseUrl, model: 'uncited' }, 'cost?', entries)).toBeNull();
  });
});

describe('the chat with a provider configured', () => {
  const ctx = setupTestApp({
    before: async (env) => {
      env.LLM_BASE_URL = baseUrl;
      env.LLM_MODEL = 'normal';
    },
  });
  beforeEach(async () => {
    await seedAssistant(ctx.app, ctx.config.site);
  });
  const ask = async (message: string) =>
    json<ChatResponse>(
      await ctx.app.inject({ method: 'POST', url: '/api/chat', payload: { message, sessionId: null } }),
    );

  it("answers with the model's words and the entry it cited", async () => {
    const reply = await ask('How much does a micro market cost?');
    expect(reply).toMatchObject({ response: 'It costs the property **nothing**.', confidence: 'answer' });
    expect(reply.sources).toHaveLength(1);
    expect(seen.at(-1)?.context).toContain('How much does a micro market cost?');
  });

  it('does not call the model when retrieval found nothing', async () => {
    const calls = seen.length;
    const reply = await ask('who won the super bowl');
    expect(reply.confidence).toBe('none');
    expect(seen.length).toBe(calls);
  });
});
