import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TrainingEntryItem } from '../../../../contracts/assistant-admin';
import {
  type EntryPhrasings,
  type OutOfScopeAdded,
  type OutOfScopeItem,
  PHRASINGS_MAX,
  type PhrasingAdded,
} from '../../../../contracts/assistant-teaching';
import type { Page } from '../../../../contracts/common';
import { assistantOutOfScope, chatbotTrainingData, userActivity } from '../../../db/schema/index';
import { trainingEntryBody } from '../../../testing/factories';
import { json, setupStaffTestApp } from '../../../testing/test-app';

// The phrasings of an entry and the out-of-scope examples, as staff edit them on /admin-chatbot-training: every input
// checked, each change in the activity log, and phrasings carried by the import and export.
const { ctx, call } = setupStaffTestApp('admin');

async function created(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/admin/chatbot-training', trainingEntryBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return json<TrainingEntryItem>(response);
}
const phrasingsUrl = (id: number) => `/api/admin/chatbot-training/${id}/phrasings`;
const fieldErrors = (response: { body: string }) =>
  (JSON.parse(response.body) as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
const activity = async (resource: string) =>
  (await ctx.app.db.select().from(userActivity).orderBy(userActivity.id)).filter((row) => row.resource === resource);

describe("an entry's phrasings", () => {
  it('are counted in the list, listed, added trimmed and removed, each change logged', async () => {
    const gluten = await created({ phrasings: ['anything without wheat?', 'celiac friendly food'] });
    expect(gluten.phrasingCount).toBe(2);
    const list = json<Page<TrainingEntryItem>>(await call('GET', '/api/admin/chatbot-training?page=1'));
    expect(list.items[0]).toMatchObject({ id: gluten.id, phrasingCount: 2 });
    expect(list.items[0]).not.toHaveProperty('phrasings');

    const added = await call('POST', phrasingsUrl(gluten.id), { text: '   Do you have GF stuff for my kid?  ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(json<PhrasingAdded>(added)).toMatchObject({
      text: 'Do you have GF stuff for my kid?',
      movedFrom: [],
      wasOutOfScope: false,
      entry: {
        id: gluten.id,
        phrasings: ['anything without wheat?', 'celiac friendly food', 'Do you have GF stuff for my kid?'],
      },
    });
    const read = json<EntryPhrasings>(await call('GET', phrasingsUrl(gluten.id)));
    expect(read.phrasings).toHaveLength(3);

    const removed = await call('DELETE', phrasingsUrl(gluten.id), { text: 'celiac friendly food' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json<EntryPhrasings>(removed).phrasings).toEqual([
      'anything without wheat?',
      'Do you have GF stuff for my kid?',
    ]);
    expect((await call('DELETE', phrasingsUrl(gluten.id), { text: 'celiac friendly food' })).statusCode).toBe(404);

    // An edit from the form (which sends no phrasings) keeps them.
    const edited = await call(
      'PUT',
      `/api/admin/chatbot-training/${gluten.id}`,
      trainingEntryBody({ content: 'Yes, labelled GF.' }),
    );
    expect(json<TrainingEntryItem>(edited).phrasingCount).toBe(2);

    const rows = await activity('chatbot_training');
    expect(rows.map((row) => row.action)).toEqual(['create', 'add_phrasing', 'remove_phrasing', 'update']);
    expect(rows[1]?.details).toMatchObject({ phrasing: 'Do you have GF stuff for my kid?', source: 'typed' });
    expect(rows[2]?.details).toMatchObject({ phrasing: 'celiac friendly food' });
  });

  it('refuses a duplicate (in other case, punctuation or inflection), a blank, a long or wordless one, naming the field', async () => {
    const gluten = await created({ phrasings: ['Do you carry gluten free snacks'] });
    const refusals: [object, string, RegExp][] = [
      [{ text: 'do you carry gluten-free snack?' }, 'text', /already has this phrasing/],
      [{ text: '   ' }, 'text', /Phrasing is required/],
      [{ text: 'x'.repeat(301) }, 'text', /at most 300 characters/],
      [{ text: '?!?' }, 'text', /at least one word/],
      [{ text: 'two\nlines' }, 'text', /single line/],
      [{}, 'text', /Phrasing is required/],
      [{ text: 'both', messageId: 4 }, 'text', /not several/],
      [{ messageId: 'four' }, 'messageId', /whole number/],
    ];
    for (const [body, field, message] of refusals) {
      const response = await call('POST', phrasingsUrl(gluten.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldErrors(response)[field]?.join(' '), JSON.stringify(body)).toMatch(message);
    }
    expect((await call('POST', phrasingsUrl(999_999), { text: 'gluten?' })).statusCode).toBe(404);
    expect((await call('POST', phrasingsUrl(gluten.id), { messageId: 999_999 })).statusCode).toBe(404);
    expect((await call('POST', phrasingsUrl(gluten.id), { suggestionId: 999_999 })).statusCode).toBe(404);
    expect(json<EntryPhrasings>(await call('GET', phrasingsUrl(gluten.id))).phrasings).toHaveLength(1);
    // Refused requests log nothing.
    expect((await activity('chatbot_training')).map((row) => row.action)).toEqual(['create']);
  });

  it(`keeps at most ${PHRASINGS_MAX} per entry, and refuses a list whose phrasings read the same`, async () => {
    const many = Array.from({ length: PHRASINGS_MAX }, (_, n) => `question number ${n} about gluten`);
    const full = await created({ phrasings: many });
    const more = await call('POST', phrasingsUrl(full.id), { text: 'one more about gluten' });
    expect(more.statusCode).toBe(400);
    expect(fieldErrors(more).text?.[0]).toMatch(/already has 100 phrasings/);

    const tooMany = await call(
      'POST',
      '/api/admin/chatbot-training',
      trainingEntryBody({ phrasings: [...many, 'one more'] }),
    );
    expect(fieldErrors(tooMany).phrasings?.[0]).toBe('At most 100 phrasings per entry');
    const twice = await call(
      'POST',
      '/api/admin/chatbot-training',
      trainingEntryBody({ phrasings: ['Is it vegan?', 'is it  VEGAN'] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(fieldErrors(twice).phrasings?.[0]).toMatch(/reads the same as "Is it vegan\?"/);
    const longOne = await call(
      'PUT',
      `/api/admin/chatbot-training/${full.id}`,
      trainingEntryBody({ phrasings: ['ok', 'y'.repeat(301)] }),
    );
    expect(Object.keys(fieldErrors(longOne))).toEqual(['phrasings.1']);
  });

  it('travel with the JSON and CSV export and import, one entry a row, phrasings one a line', async () => {
    await created({ title: 'Gluten?', phrasings: ['any "GF" snacks, please?', '=cmd|calc', 'celiac food'] });
    await created({ title: 'No phrasings yet' });
    const exportedJson = JSON.parse((await call('GET', '/api/admin/chatbot-training/export?format=json')).body);
    expect(exportedJson.map((row: { phrasings: string[] }) => row.phrasings)).toEqual([
      ['any "GF" snacks, please?', '=cmd|calc', 'celiac food'],
      [],
    ]);
    const csv = (await call('GET', '/api/admin/chatbot-training/export?format=csv')).body;
    expect(csv.split('\n')[0]).toBe('category,title,content,isActive,priority,tags,phrasings');
    expect(csv).toContain('"any ""GF"" snacks, please?\n=cmd|calc\nceliac food"');

    for (const [format, data] of [
      ['csv', csv],
      ['json', JSON.stringify(exportedJson)],
    ] as const) {
      const before = await ctx.app.db.select({ id: chatbotTrainingData.id }).from(chatbotTrainingData);
      const imported = await call('POST', '/api/admin/chatbot-training/import', { format, data });
      expect(json<{ imported: number }>(imported).imported, format).toBe(2);
      const rows = (await ctx.app.db.select().from(chatbotTrainingData).orderBy(chatbotTrainingData.id)).slice(
        before.length,
      );
      expect(
        rows.map((row) => row.phrasings),
        format,
      ).toEqual([['any "GF" snacks, please?', '=cmd|calc', 'celiac food'], []]);
    }

    // A file from before phrasings existed still imports; a row with two phrasings alike is refused by number.
    const old =
      'category,title,content,isActive,priority,tags\nfaq,Old file,An answer from an older export.,true,0,a\n';
    expect(
      json<{ imported: number }>(await call('POST', '/api/admin/chatbot-training/import', { format: 'csv', data: old }))
        .imported,
    ).toBe(1);
    const bad = `${csv.split('\n')[0]}\nfaq,Fine,An answer.,true,0,a,\nfaq,Twice,Some answer here.,true,0,b,"Is it free?\nis it free"\n`;
    const refused = await call('POST', '/api/admin/chatbot-training/import', { format: 'csv', data: bad });
    expect(refused.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string[]> }>(refused).fieldErrors).toEqual({
      'row 2': ['phrasings: "is it free" reads the same as "Is it free?": keep one of them'],
    });
  });
});

describe('out-of-scope examples', () => {
  const url = '/api/admin/chatbot-training/out-of-scope';

  it('are listed latest first and searched, added from typed text and removed, each change logged', async () => {
    await ctx.app.db
      .insert(assistantOutOfScope)
      .values([{ text: 'what is the capital of France' }, { text: 'tell me a joke' }]);
    const added = await call('POST', url, { text: '  Who cleans the pool at the gym?  ' });
    expect(added.statusCode, added.body).toBe(201);
    const example = json<OutOfScopeAdded>(added).example;
    expect(example).toMatchObject({ text: 'Who cleans the pool at the gym?', addedBy: 'Sam Rivera' });

    const page = json<Page<OutOfScopeItem>>(await call('GET', `${url}?page=1&pageSize=2`));
    expect(page.total).toBe(3);
    expect(page.items[0]?.text).toBe('Who cleans the pool at the gym?');
    const found = json<Page<OutOfScopeItem>>(await call('GET', `${url}?page=1&search=FRANCE`));
    expect(found.items.map((item) => [item.text, item.addedBy])).toEqual([['what is the capital of France', null]]);

    expect((await call('DELETE', `${url}/${example.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `${url}/${example.id}`)).statusCode).toBe(404);
    expect(await ctx.app.db.select().from(assistantOutOfScope).where(eq(assistantOutOfScope.id, example.id))).toEqual(
      [],
    );
    expect((await activity('assistant_out_of_scope')).map((row) => [row.action, row.details])).toEqual([
      ['create', { text: 'Who cleans the pool at the gym?', source: 'typed' }],
      ['delete', { text: 'Who cleans the pool at the gym?' }],
    ]);
  });

  it('refuses one already there (in other words as read), a blank or a long one; a message that is a phrasing leaves its entry', async () => {
    await ctx.app.db.insert(assistantOutOfScope).values({ text: 'Tell me a joke' });
    for (const [body, message] of [
      [{ text: 'tell me a JOKE!' }, /already an out-of-scope example: "Tell me a joke"/],
      [{ text: '' }, /Example is required/],
      [{ text: 'z'.repeat(301) }, /at most 300/],
    ] as const) {
      const response = await call('POST', url, body);
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response).text?.[0]).toMatch(message);
    }
    const gluten = await created({ phrasings: ['Is the pool heated?', 'gluten free?'] });
    const moved = json<OutOfScopeAdded>(await call('POST', url, { text: 'is the pool heated' }));
    expect(moved.removedFrom).toEqual([gluten.title]);
    expect(json<EntryPhrasings>(await call('GET', phrasingsUrl(gluten.id))).phrasings).toEqual(['gluten free?']);
    // And back: taught as a phrasing, it leaves the examples.
    const back = json<PhrasingAdded>(await call('POST', phrasingsUrl(gluten.id), { text: 'Is the pool heated?' }));
    expect(back.wasOutOfScope).toBe(true);
    const left = json<OutOfScopeItem[]>(await call('GET', url));
    expect(left.map((item) => item.text)).toEqual(['Tell me a joke']);
  });
});
