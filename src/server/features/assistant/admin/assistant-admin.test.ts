import { describe, expect, it } from 'vitest';
import type {
  ChatSessionDetail,
  SuggestionItem,
  SynonymsResponse,
  TrainingEntryItem,
} from '../../../../contracts/assistant-admin';
import type { ChatResponse } from '../../../../contracts/chat';
import type { Page } from '../../../../contracts/common';
import { chatbotTrainingData, crmProspects, trainingDataSuggestions, userActivity } from '../../../db/schema/index';
import { DomainEvents } from '../../../lib/domain-events';
import { seedAssistant } from '../../../testing/assistant';
import { trainingEntryBody } from '../../../testing/factories';
import { loginAs } from '../../../testing/staff';
import { storedRow } from '../../../testing/stored-row';
import { json, setupStaffTestApp } from '../../../testing/test-app';
import { seedAssistantKnowledge as seedTraining } from '../seed/seed-knowledge';
import { saveSynonyms } from './synonyms';

const { ctx, call } = setupStaffTestApp('admin');
const ask = async (message: string, sessionId: string | null = null) =>
  json<ChatResponse>(await ctx.app.inject({ method: 'POST', url: '/api/chat', payload: { message, sessionId } }));

// A knowledge's first model is trained in a worker thread when the test seeds it: tens of seconds on a busy machine.
describe('chat sessions', { timeout: 90_000 }, () => {
  it('lists sessions with their counts, searches name, e-mail and id, and shows one conversation', async () => {
    await seedAssistant(ctx.app, ctx.config.site);
    const first = await ask('How much does a micro market cost?');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${first.sessionId}/contact`,
      payload: { userName: 'Maya Chen', userEmail: 'maya@towers.example' },
    });
    await ask('Hello');

    const page = json<Page<{ sessionId: string; messageCount: number; userName: string | null }>>(
      await call('GET', '/api/admin/chat-sessions?page=1&pageSize=10'),
    );
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.messageCount)).toEqual([2, 2]);
    for (const search of ['maya', 'TOWERS.example', first.sessionId.slice(0, 8)]) {
      const found = json<Page<{ sessionId: string }>>(
        await call('GET', `/api/admin/chat-sessions?page=1&search=${search}`),
      );
      expect(
        found.items.map((item) => item.sessionId),
        search,
      ).toEqual([first.sessionId]);
    }

    const detail = json<ChatSessionDetail>(await call('GET', `/api/admin/chat-sessions/${first.sessionId}`));
    expect(detail).toMatchObject({ userName: 'Maya Chen', emailSent: false, prospectId: null });
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(detail.messages[1]?.sources?.[0]?.title).toBe('How much does a micro market cost?');
    expect((await call('GET', '/api/admin/chat-sessions/unknown-session')).statusCode).toBe(404);
  });

  it("turns a conversation's contact into a prospect, once, and only with an e-mail", async () => {
    const anonymous = await ask('Hello');
    expect(
      (
        await call('POST', `/api/admin/chat-sessions/${anonymous.sessionId}/prospect`, {
          locationName: 'Harbor Towers',
        })
      ).statusCode,
    ).toBe(400);

    const known = await ask('Do you install in condos?');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${known.sessionId}/contact`,
      payload: { userName: 'Maya Chen', userEmail: 'maya@towers.example', userPhone: '555-010-1234' },
    });
    const created = await call('POST', `/api/admin/chat-sessions/${known.sessionId}/prospect`, {
      locationName: 'Harbor Towers',
    });
    expect(created.statusCode).toBe(201);
    const prospect = await storedRow(ctx.app.db, crmProspects);
    expect(prospect).toMatchObject({
      locationName: 'Harbor Towers',
      contactName: 'Maya Chen',
      contactEmail: 'maya@towers.example',
      contactPhone: '555-010-1234',
      status: 'new_lead',
      leadSource: 'website',
      chatSessionId: known.sessionId,
    });
    expect(
      (await call('POST', `/api/admin/chat-sessions/${known.sessionId}/prospect`, { locationName: 'Again' }))
        .statusCode,
    ).toBe(409);
    expect(json<ChatSessionDetail>(await call('GET', `/api/admin/chat-sessions/${known.sessionId}`)).prospectId).toBe(
      prospect?.id,
    );
  });
});

describe('training data', () => {
  it('creates with the form rules: tags from comma text, non-numeric priority 0, trimmed text', async () => {
    const response = await call(
      'POST',
      '/api/admin/chatbot-training',
      trainingEntryBody({ title: '  Gluten-free?  ', tags: 'gluten, , allergies,', priority: 'lots' }),
    );
    expect(response.statusCode).toBe(201);
    expect(json<TrainingEntryItem>(response)).toMatchObject({
      title: 'Gluten-free?',
      tags: ['gluten', 'allergies'],
      priority: 0,
      isActive: true,
      version: 1,
    });
    const refused = await call(
      'POST',
      '/api/admin/chatbot-training',
      trainingEntryBody({ title: ' ', content: '', priority: 101, category: 'weather' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(json<{ fieldErrors: object }>(refused).fieldErrors).sort()).toEqual([
      'category',
      'content',
      'priority',
      'title',
    ]);
  });

  it('edits (version up), toggles and deletes, each in the activity log, and the assistant follows at once', async () => {
    const created = json<TrainingEntryItem>(await call('POST', '/api/admin/chatbot-training', trainingEntryBody()));
    expect((await ask('Do you carry gluten-free snacks?')).sources[0]?.id).toBe(created.id);

    const edited = json<TrainingEntryItem>(
      await call(
        'PUT',
        `/api/admin/chatbot-training/${created.id}`,
        trainingEntryBody({ content: 'Yes, always labelled.', priority: 60 }),
      ),
    );
    expect(edited).toMatchObject({ version: 2, content: 'Yes, always labelled.', priority: 60 });
    expect((await ask('Do you carry gluten-free snacks?')).response).toBe('Yes, always labelled.');

    const off = json<TrainingEntryItem>(
      await call('PUT', `/api/admin/chatbot-training/${created.id}/toggle`, { isActive: false }),
    );
    expect(off.isActive).toBe(false);
    expect((await ask('Do you carry gluten-free snacks?')).sources).toEqual([]);

    expect((await call('DELETE', `/api/admin/chatbot-training/${created.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/chatbot-training/${created.id}`)).statusCode).toBe(404);
    const actions = (await ctx.app.db.select().from(userActivity)).filter((row) => row.resource === 'chatbot_training');
    expect(actions.map((row) => row.action)).toEqual(['create', 'update', 'deactivate', 'delete']);
  });

  it('filters by search (title, content, tags), category and state, and counts per category', async () => {
    await seedTraining(ctx.app.db, ctx.config.site);
    const created = json<TrainingEntryItem>(
      await call('POST', '/api/admin/chatbot-training', trainingEntryBody({ tags: 'celiac' })),
    );
    const find = async (query: string) =>
      json<Page<TrainingEntryItem>>(await call('GET', `/api/admin/chatbot-training?page=1&pageSize=100&${query}`));
    expect((await find('search=CELIAC')).items.map((item) => item.id)).toEqual([created.id]);
    expect((await find('category=faq')).items.every((item) => item.category === 'faq')).toBe(true);
    await call('PUT', `/api/admin/chatbot-training/${created.id}/toggle`, { isActive: false });
    expect((await find('active=false')).items.map((item) => item.id)).toEqual([created.id]);

    const stats = json<{
      total: number;
      active: number;
      categories: number;
      highPriority: number;
      byCategory: { category: string; total: number }[];
    }>(await call('GET', '/api/admin/chatbot-training/stats'));
    const all = await ctx.app.db.select().from(chatbotTrainingData);
    expect(stats.total).toBe(all.length);
    expect(stats.active).toBe(all.length - 1);
    expect(stats.categories).toBe(12);
    expect(stats.highPriority).toBe(all.filter((row) => row.priority > 50).length);
    expect(stats.byCategory).toHaveLength(12);
  });

  it('exports JSON and CSV that import back; a file with one bad row stores nothing and names the row', async () => {
    await call('POST', '/api/admin/chatbot-training', trainingEntryBody({ title: '=HYPERLINK("x") tricky title' }));
    await call('POST', '/api/admin/chatbot-training', trainingEntryBody({ title: 'Second entry', tags: 'one, two' }));
    const exportedJson = await call('GET', '/api/admin/chatbot-training/export?format=json');
    expect(exportedJson.headers['content-disposition']).toMatch(
      /attachment; filename="chatbot-training-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const exportedCsv = await call('GET', '/api/admin/chatbot-training/export?format=csv');
    expect(exportedCsv.body.split('\n')[0]).toBe('category,title,content,isActive,priority,tags,phrasings');
    expect(exportedCsv.body).toContain(`"'=HYPERLINK(""x"") tricky title"`);

    const rows = JSON.parse(exportedJson.body) as object[];
    const bad = await call('POST', '/api/admin/chatbot-training/import', {
      format: 'json',
      data: JSON.stringify([...rows, { category: 'faq', title: '', content: 'no title' }]),
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ message: string; fieldErrors: Record<string, string[]> }>(bad)).toMatchObject({
      message: 'Nothing was imported: 1 row was refused.',
      fieldErrors: { 'row 3': [expect.stringMatching(/^title: /)] },
    });
    expect(await ctx.app.db.select().from(chatbotTrainingData)).toHaveLength(2);

    expect(
      json<{ imported: number }>(
        await call('POST', '/api/admin/chatbot-training/import', { format: 'json', data: exportedJson.body }),
      ).imported,
    ).toBe(2);
    expect(
      json<{ imported: number }>(
        await call('POST', '/api/admin/chatbot-training/import', { format: 'csv', data: exportedCsv.body }),
      ).imported,
    ).toBe(2);
    const stored = await ctx.app.db.select().from(chatbotTrainingData);
    expect(stored).toHaveLength(6);
    expect(stored.filter((row) => row.title === '=HYPERLINK("x") tricky title')).toHaveLength(3);
    expect(stored.filter((row) => row.title === 'Second entry').map((row) => row.tags)).toEqual([
      ['one', 'two'],
      ['one', 'two'],
      ['one', 'two'],
    ]);
    expect(
      (await call('POST', '/api/admin/chatbot-training/import', { format: 'json', data: '{not json' })).statusCode,
    ).toBe(400);
  });
});

// A knowledge's first model is trained in a worker thread when the test seeds it: tens of seconds on a busy machine.
describe('training suggestions', { timeout: 90_000 }, () => {
  // Once in a few full runs (never alone) the first question came back answered: the retry and the reply's
  // explanation in the message are there to find out why (the model's state shows in it).
  it('counts, reviews and implements; the assistant then answers the question', { retry: 1 }, async () => {
    await seedAssistant(ctx.app, ctx.config.site);
    const question = 'Can the market print photos for me?';
    const before = await ask(question);
    const why = () => JSON.stringify({ before, model: ctx.app.assistant.knowledge.modelState }).slice(0, 2000);
    expect(before.confidence, why()).not.toBe('answer');
    const other = await ask('Does the market lend board games?');
    expect(other.confidence, JSON.stringify(other).slice(0, 2000)).not.toBe('answer');

    const list = json<Page<SuggestionItem>>(await call('GET', '/api/admin/training-suggestions?page=1&status=pending'));
    expect(list.total).toBe(2);
    const photos = list.items.find((item) => item.suggestedQuestion === question)!;
    const games = list.items.find((item) => item !== photos)!;
    expect(photos).toMatchObject({ source: 'chat', askedCount: 1, status: 'pending' });

    const reviewed = await call('PUT', `/api/admin/training-suggestions/${games.id}`, {
      status: 'rejected',
      reviewNotes: 'Not something we offer',
    });
    expect(json<SuggestionItem>(reviewed)).toMatchObject({
      status: 'rejected',
      reviewNotes: 'Not something we offer',
      reviewedBy: expect.any(String),
    });
    expect((await call('PUT', `/api/admin/training-suggestions/${games.id}`, { status: 'approved' })).statusCode).toBe(
      409,
    );
    expect(
      (
        await call('POST', `/api/admin/training-suggestions/${games.id}/implement`, {
          title: 'x',
          content: 'y',
          category: 'faq',
          priority: 1,
        })
      ).statusCode,
    ).toBe(409);

    const implemented = await call('POST', `/api/admin/training-suggestions/${photos.id}/implement`, {
      title: question,
      content: 'No. Our markets do not print photos; a pharmacy or a photo shop can.',
      category: 'policies',
      priority: 30,
    });
    expect(implemented.statusCode).toBe(200);
    const { trainingDataId } = json<{ trainingDataId: number }>(implemented);
    const [row] = (await ctx.app.db.select().from(trainingDataSuggestions)).filter((s) => s.id === photos.id);
    expect(row).toMatchObject({ status: 'implemented', implementedTrainingDataId: trainingDataId });
    const after = await ask(question);
    expect(after).toMatchObject({ confidence: 'answer', sources: [{ id: trainingDataId, title: question }] });

    expect(json(await call('GET', '/api/admin/training-suggestions/counts'))).toEqual({
      total: 2,
      pending: 0,
      approved: 0,
      rejected: 1,
      implemented: 1,
      offTopicLast30Days: 0,
    });
  });
});

// A knowledge's first model is trained in a worker thread when the test seeds it: tens of seconds on a busy machine.
describe('the synonym list', { timeout: 90_000 }, () => {
  const tariff = 'How much is the tariff?';

  it('starts as the built-in list; a saved list is used by the next answer; a reset brings the built-in one back', async () => {
    await seedAssistant(ctx.app, ctx.config.site);
    const initial = json<SynonymsResponse>(await call('GET', '/api/admin/chatbot-training/synonyms'));
    expect(initial.isDefault).toBe(true);
    expect(initial.synonyms).toContainEqual({ phrase: 'hoa', expansion: 'condominium association board' });
    expect((await ask(tariff)).confidence).toBe('none');

    const saved = await call('PUT', '/api/admin/chatbot-training/synonyms', {
      synonyms: [...initial.synonyms, { phrase: ' Tariff ', expansion: 'Cost' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(json<SynonymsResponse>(saved)).toMatchObject({ isDefault: false, updatedBy: expect.any(String) });
    expect(json<SynonymsResponse>(saved).synonyms).toContainEqual({ phrase: 'tariff', expansion: 'cost' });
    const answered = await ask(tariff);
    expect(answered.confidence).not.toBe('none');
    expect(answered.sources[0]?.title).toBe('How much does a micro market cost?');
    const [activity] = (await ctx.app.db.select().from(userActivity)).filter((a) => a.action === 'update_synonyms');
    expect(activity).toBeDefined();

    expect(json<SynonymsResponse>(await call('DELETE', '/api/admin/chatbot-training/synonyms')).isDefault).toBe(true);
    expect((await ask(tariff)).confidence).toBe('none');
  });

  it('follows a list saved by another instance', async () => {
    await seedAssistant(ctx.app, ctx.config.site);
    expect((await ask(tariff)).confidence).toBe('none');
    await saveSynonyms(
      ctx.app.db,
      [{ phrase: 'tariff', expansion: 'cost' }],
      {
        userId: null,
        name: 'Another instance',
        ipAddress: null,
        userAgent: null,
      },
      // Another instance has a hub of its own: this instance learns of the list from the database alone.
      new DomainEvents(ctx.app.log),
    );
    expect((await ask(tariff)).sources[0]?.title).toBe('How much does a micro market cost?');
  });

  it('refuses a word listed twice or left blank, and anyone but an admin', async () => {
    const twice = await call('PUT', '/api/admin/chatbot-training/synonyms', {
      synonyms: [
        { phrase: 'fee', expansion: 'cost' },
        { phrase: 'FEE', expansion: 'price' },
        { phrase: 'wifi', expansion: ' ' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string[]> }>(twice).fieldErrors).toEqual({
      'synonyms.1.phrase': ['"fee" is listed twice'],
      'synonyms.2.expansion': ['Say which words it means'],
    });
    const manager = (await loginAs(ctx.app, 'manager')).cookie;
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/chatbot-training/synonyms',
      headers: { cookie: manager },
      payload: { synonyms: [] },
    });
    expect(refused.statusCode).toBe(403);
  });
});
