import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatResponse } from '../../../contracts/chat';
import { chatbotTrainingData } from '../../db/schema/index';
import { seedAssistant } from '../../testing/assistant';
import { type Script, type ScriptedProvider, scripts, startScriptedProvider } from '../../testing/scripted-provider';
import { json, setupTestApp } from '../../testing/test-app';
import { createAssistant, providerContext, withProviderAnswer } from './assistant';
import { docFromEntry, docFromPassage, type KnowledgeDoc } from './engine/documents';
import { type EngineReply, thresholds } from './engine/reply';
import { supportRoute } from './engine/support';
import { defaultSynonyms } from './seed/synonyms';
import { answerablePassages } from './site-knowledge';

// A scripted OpenAI-compatible provider on loopback, started before the app that is configured with it.
let provider: ScriptedProvider;
beforeAll(async () => {
  provider = await startScriptedProvider();
});
afterAll(() => provider.close());

const ctx = setupTestApp({
  truncate: false,
  before: async (env) => {
    env.LLM_BASE_URL = provider.baseUrl;
    env.LLM_MODEL = 'scripted-model';
    env.LLM_API_KEY = 'sk-test';
  },
});
// Training the model on the seeded knowledge takes a while on a busy machine.
beforeAll(async () => {
  await seedAssistant(ctx.app, ctx.config.site);
}, 180_000);
beforeEach(() => {
  provider.requests.length = 0;
  provider.play(scripts.answer('Unused [1].'));
});

const chat = async (message: string) => {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/chat', payload: { message, sessionId: null } });
  expect(response.statusCode).toBe(200);
  return json<ChatResponse>(response);
};
const history = async (sessionId: string) =>
  json<{ messages: ChatMessage[] }>(await ctx.app.inject({ method: 'GET', url: `/api/chat/${sessionId}` })).messages;
/** What the assistant says with no provider: the offline engine over the same knowledge. */
const offline = (message: string) => ctx.app.assistant.offline(message);
const entries = async () => (await ctx.app.db.select().from(chatbotTrainingData)).map(docFromEntry);
/** The context the assistant should send for an offline answer from this entry: it, and a close runner-up. */
const expectedTitles = (reply: EngineReply) => {
  const runnerUp = reply.explanation.model?.runnerUp;
  return [
    reply.sources[0]?.title,
    ...(runnerUp?.title && runnerUp.probability >= thresholds.entryFloor ? [runnerUp.title] : []),
  ];
};

describe('the chat with a language model provider configured', () => {
  it("answers in the provider's words from the entry the intent model picked, and sends no other entry", async () => {
    const question = 'How much does a micro market cost?';
    const before = await offline(question);
    expect(before.confidence).toBe('answer');
    const picked = (await entries()).find((doc) => doc.entryId === before.sources[0]?.id);
    expect(picked?.title).toBe('How much does a micro market cost?');

    provider.play(scripts.answer('It costs your property **nothing**: we install, stock and service it [1].'));
    const reply = await chat(question);

    expect(reply).toMatchObject({
      confidence: 'answer',
      response: 'It costs your property **nothing**: we install, stock and service it.',
    });
    expect(reply.sources[0]).toEqual({ id: picked?.entryId, title: picked?.title, link: null });
    expect(provider.requests).toHaveLength(1);
    const [request] = provider.requests;
    expect(request).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-test', question });
    expect(request?.titles).toEqual(expectedTitles(before));
    expect(request?.context).toContain(`[1] ${picked?.title}\n${picked?.text}`);
    for (const other of await entries())
      if (!expectedTitles(before).includes(other.title)) expect(request?.context).not.toContain(other.text);
    // The visitor's message and the answer they saw are kept.
    expect((await history(reply.sessionId)).map((m) => [m.role, m.content])).toEqual([
      ['user', question],
      ['assistant', reply.response],
    ]);
  });

  it('answers a streamed answer whole', async () => {
    provider.play(scripts.stream(['It costs ', 'your property ', 'nothing [1].']));
    const reply = await chat('How much does a micro market cost?');
    expect(reply.response).toBe('It costs your property nothing.');
  });

  it('sends only the passage of the site the assistant answered from, and links it', async () => {
    // Questions the site's pages answer and no entry does; the first the engine answers from a passage is asked.
    const candidates = [
      'what are the benefits for hotels?',
      'what technology do you use?',
      'tell me about your technology',
      'what are the benefits for gyms',
    ];
    let question: string | undefined;
    let before: EngineReply | undefined;
    for (const candidate of candidates) {
      const reply = await offline(candidate);
      if (reply.confidence === 'answer' && reply.sources[0]?.id === null) {
        question = candidate;
        before = reply;
        break;
      }
    }
    expect(question, 'one of the questions is answered from a passage of the site').toBeDefined();
    if (!question || !before) return;
    const passage = answerablePassages(ctx.config.site)
      .map(docFromPassage)
      .find((doc) => doc.link === before.sources[0]?.link && doc.title === before.sources[0]?.title);

    provider.play(scripts.answer('Guests get a 24/7 pantry in the lobby [1].'));
    const reply = await chat(question);

    expect(reply.response).toBe('Guests get a 24/7 pantry in the lobby.');
    expect(reply.sources[0]).toEqual({ id: null, title: passage?.title, link: passage?.link });
    expect(provider.requests[0]?.context).toBe(`[1] ${passage?.title}\n${passage?.text}`);
  });

  it.each([
    ['out of scope for the intent model', 'who won the super bowl'],
    ['out of scope for the intent model', 'what is the capital of France?'],
    ['a fixed reply', 'What are your hours?'],
    ['a greeting', 'Hello'],
  ])('does not call the provider for a message that is %s: "%s"', async (_, question) => {
    const before = await offline(question);
    expect(before.confidence).not.toBe('answer');
    const reply = await chat(question);
    expect(reply.response).toBe(before.text);
    expect(provider.requests).toHaveLength(0);
  });

  it('routes an out-of-scope message to the offline hand-off', async () => {
    const before = await offline('who won the super bowl');
    expect(before.explanation.model?.entry).toBeNull();
    const reply = await chat('who won the super bowl');
    expect(reply).toMatchObject({ confidence: 'none', sources: [] });
    expect(reply.response).toContain(ctx.config.site.phone);
    expect(provider.requests).toHaveLength(0);
  });

  it("keeps the support route, word for word, under the provider's answer to a problem report", async () => {
    const question = 'the cooler is warm and the milk smells';
    const before = await offline(question);
    expect(before).toMatchObject({ confidence: 'answer', problem: true });

    provider.play(scripts.answer('Please do not eat anything from that cooler [1].'));
    const reply = await chat(question);

    expect(reply.response).toBe(`Please do not eat anything from that cooler.\n${supportRoute(ctx.config.site)}`);
    expect(reply.response).toContain(ctx.config.site.emergencyPhone);
    expect(reply.sources).toContainEqual({ id: null, title: 'Customer Service', link: '/customer-service' });
    expect(provider.requests[0]?.titles[0]).toBe(before.sources[0]?.title);
  });

  it.each<[string, Script]>([
    ['an HTTP 500', scripts.status(500)],
    ['a body that is not the API', scripts.garbage()],
    ['a stream cut mid-way', scripts.cutMidStream()],
    ['a stream that never ends its answer', scripts.stream(['It costs ', 'nothing [1].'], false)],
    ['NO_ANSWER', scripts.answer('NO_ANSWER')],
    ['an answer without a citation', scripts.answer('It is totally free, trust me.')],
    ['a citation of nothing it was given', scripts.answer('It is free [3].')],
    ['a dropped connection', scripts.reset()],
  ])('gives the offline answer on %s, and keeps the message', async (_, script) => {
    for (const question of ['How much does a micro market cost?', 'the cooler is warm and the milk smells']) {
      const before = await offline(question);
      provider.play(script);
      const reply = await chat(question);
      expect(reply).toMatchObject({ confidence: 'answer', response: before.text, sources: before.sources });
      expect((await history(reply.sessionId)).map((m) => [m.role, m.content])).toEqual([
        ['user', question],
        ['assistant', before.text],
      ]);
    }
    expect(provider.requests).toHaveLength(2);
    // The next visitor is served by the provider again.
    provider.play(scripts.answer('Nothing at all [1].'));
    expect((await chat('How much does a micro market cost?')).response).toBe('Nothing at all.');
  });

  // A new assistant trains its own first model when the saved one was emptied with the tables: minutes on a busy machine.
  it('gives the offline answer when the provider does not answer in time', { timeout: 180_000 }, async () => {
    // The same assistant as the app's, with a short timeout (the app's is 8 s).
    const assistant = createAssistant({
      db: ctx.app.db,
      site: ctx.config.site,
      synonyms: defaultSynonyms,
      passages: answerablePassages(ctx.config.site),
      llm: { baseUrl: provider.baseUrl, model: 'scripted-model', timeoutMs: 300 },
    });
    await assistant.knowledge.trained();
    const question = 'How much does a micro market cost?';
    provider.play(scripts.hang());
    const reply = await assistant.reply(question);
    expect(reply.text).toBe((await offline(question)).text);
    expect(provider.requests).toHaveLength(1);
    assistant.knowledge.close();
  });
});

describe('what the provider is given', () => {
  const doc = (key: string, title: string, link: string | null = null): KnowledgeDoc => ({
    key,
    entryId: link ? null : Number(key.split(':')[1]),
    title,
    topic: 'general',
    heading: title,
    text: `${title} text`,
    link,
    priority: 50,
  });
  const cost = doc('entry:1', 'How much does it cost?');
  const install = doc('entry:2', 'How long does installation take?');
  const hotels = doc('page:hotels', 'Hotels: Benefits', '/hotels#benefits');
  const docs = [cost, install, hotels];
  const find = {
    bySource: (source: { id: number | null; link: string | null }) =>
      docs.find((d) => (source.id !== null ? d.entryId === source.id : d.link === source.link)),
    entryTitled: async (title: string) => docs.find((d) => d.entryId !== null && d.title === title),
  };
  const reply = (over: {
    confidence?: EngineReply['confidence'];
    picked?: KnowledgeDoc;
    runnerUp?: { title: string | null; probability: number } | null;
    taught?: boolean;
    problem?: boolean;
  }): EngineReply => {
    const picked = over.picked ?? cost;
    return {
      text: 'offline text',
      confidence: over.confidence ?? 'answer',
      sources: [
        { id: picked.entryId, title: picked.title, link: picked.link },
        ...(picked.entryId !== null ? [{ id: null, title: 'Hotels: Benefits', link: '/hotels#benefits' }] : []),
        ...(over.problem ? [{ id: null, title: 'Customer Service', link: '/customer-service' }] : []),
      ],
      candidates: [],
      explanation: {
        topic: picked.title,
        reason: 'the model is 60 % sure of this entry',
        words: [],
        sources: [],
        runnerUp: null,
        followUp: false,
        model: {
          entry: picked.entryId !== null ? picked.title : null,
          probability: 0.6,
          runnerUp: over.runnerUp === undefined ? { title: install.title, probability: 0.1 } : over.runnerUp,
          closestPhrasing: null,
          taught: over.taught ?? false,
        },
      },
      offTopic: false,
      uncovered: [],
      problem: over.problem ?? false,
    };
  };
  const keys = async (r: EngineReply) => (await providerContext(r, find)).map((d) => d.key);

  it('is the picked entry alone when the runner-up is far behind', async () => {
    expect(await keys(reply({}))).toEqual(['entry:1']);
    expect(
      await keys(reply({ runnerUp: { title: install.title, probability: thresholds.entryFloor - 0.01 } })),
    ).toEqual(['entry:1']);
  });

  it('adds the runner-up when the model would answer from it too (a question asking two things)', async () => {
    expect(await keys(reply({ runnerUp: { title: install.title, probability: thresholds.entryFloor } }))).toEqual([
      'entry:1',
      'entry:2',
    ]);
  });

  it('never adds "not ours", a runner-up of a taught phrasing, or one that is gone', async () => {
    expect(await keys(reply({ runnerUp: { title: null, probability: 0.4 } }))).toEqual(['entry:1']);
    expect(await keys(reply({ runnerUp: { title: install.title, probability: 0.4 }, taught: true }))).toEqual([
      'entry:1',
    ]);
    expect(await keys(reply({ runnerUp: { title: 'Deleted entry', probability: 0.4 } }))).toEqual(['entry:1']);
  });

  it('is the passage alone when a passage answered', async () => {
    expect(await keys(reply({ picked: hotels, runnerUp: { title: install.title, probability: 0.4 } }))).toEqual([
      'page:hotels',
    ]);
  });

  it('is nothing when the reply is not an answer, or its source is gone', async () => {
    for (const confidence of ['none', 'hedged', 'intent'] as const)
      expect(await keys(reply({ confidence }))).toEqual([]);
    expect(await keys(reply({ picked: doc('entry:9', 'Removed meanwhile') }))).toEqual([]);
  });

  it("names under the answer what the provider cited, and the related page only with the picked entry's answer", () => {
    const site = ctx.config.site;
    const both = withProviderAnswer(reply({}), { text: 'Both.', cited: ['entry:1', 'entry:2'] }, [cost, install], site);
    expect(both.sources.map((s) => s.title)).toEqual([cost.title, install.title, 'Hotels: Benefits']);
    const second = withProviderAnswer(
      reply({ problem: true }),
      { text: 'Only the second.', cited: ['entry:2'] },
      [cost, install],
      site,
    );
    expect(second.sources.map((s) => s.title)).toEqual([install.title, 'Customer Service']);
    expect(second.text).toBe(`Only the second.\n${supportRoute(site)}`);
    expect(second.explanation.reason).toContain('worded by the language model');
  });
});
