import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatSessionDetail, SuggestionItem } from '../../../../contracts/assistant-admin';
import type { OutOfScopeAdded, PhrasingAdded } from '../../../../contracts/assistant-teaching';
import type { ChatResponse } from '../../../../contracts/chat';
import type { Page } from '../../../../contracts/common';
import type { App } from '../../../app';
import { chatbotTrainingData, trainingDataSuggestions, userActivity } from '../../../db/schema/index';
import { seedAssistant } from '../../../testing/assistant';
import { setupSecondInstance } from '../../../testing/instances';
import { json, setupStaffTestApp } from '../../../testing/test-app';

// Staff teach the assistant from a real conversation (docs/product/chat-assistant.md, "Staff teach it"): on one
// instance, and the next visitor asking the same on another instance sharing the database gets the new answer at
// once, before the model has retrained; then the model retrains with it.
const { ctx, call } = setupStaffTestApp('admin');
/** A second instance on the same database, with its own connections and its own assistant. */
const other = setupSecondInstance(ctx);

async function ask(app: App, message: string, sessionId: string | null = null) {
  const response = await app.inject({ method: 'POST', url: '/api/chat', payload: { message, sessionId } });
  expect(response.statusCode, response.body).toBe(200);
  return json<ChatResponse>(response);
}
/** The visitor's message a reply answered, as /admin-chat shows it (its id is what staff teach). */
async function visitorMessage(reply: ChatResponse) {
  const detail = json<ChatSessionDetail>(await call('GET', `/api/admin/chat-sessions/${reply.sessionId}`));
  const asked = detail.messages.filter((message) => message.role === 'user').at(-1);
  if (!asked) throw new Error('no visitor message');
  return asked;
}
const entryId = async (title: string) => {
  const [row] = await ctx.app.db.select().from(chatbotTrainingData).where(eq(chatbotTrainingData.title, title));
  if (!row) throw new Error(`no entry ${title}`);
  return row.id;
};
const explanationOf = async (reply: ChatResponse) => {
  const detail = json<ChatSessionDetail>(await call('GET', `/api/admin/chat-sessions/${reply.sessionId}`));
  return detail.messages.find((message) => message.id === reply.messageId)?.explanation;
};

const STAFF_ENTRY = 'Does our staff need to do anything to run the market?';
// Visitors' words the seeded knowledge misses, and a trap it answers though it is not ours.
const MISSED = 'Will the valets at bkdgf tower be stuck lugging crates to the market?';
const TRAP = 'how often do you restock the hotel minibar?';

describe('teaching from a conversation', { timeout: 180_000 }, () => {
  it('changes the next answer on another instance at once, both kinds, and the model retrains with it', async () => {
    await seedAssistant(ctx.app, ctx.config.site);
    await other.app.assistant.knowledge.trained();
    const before = other.app.assistant.knowledge.modelState.answering;

    // The other instance answers both wrongly, as the visitors saw.
    const missed = await ask(other.app, MISSED);
    expect(missed.confidence).toBe('none');
    const trap = await ask(other.app, TRAP);
    expect(trap.confidence).toBe('answer');
    expect(trap.sources[0]?.title).toBe('How often is the market restocked?');

    // Staff, on this instance, read the conversations and teach both messages.
    const staffEntry = await entryId(STAFF_ENTRY);
    const taught = await call('POST', `/api/admin/chatbot-training/${staffEntry}/phrasings`, {
      messageId: (await visitorMessage(missed)).id,
    });
    expect(taught.statusCode, taught.body).toBe(201);
    expect(json<PhrasingAdded>(taught)).toMatchObject({ text: MISSED, entry: { title: STAFF_ENTRY } });
    const notOurs = await call('POST', '/api/admin/chatbot-training/out-of-scope', {
      messageId: (await visitorMessage(trap)).id,
    });
    expect(notOurs.statusCode, notOurs.body).toBe(201);
    expect(json<OutOfScopeAdded>(notOurs).example.text).toBe(TRAP);

    // The next visitor asks the same on the other instance: answered from the taught entry, and not answered.
    const again = await ask(other.app, MISSED);
    expect(again.confidence).toBe('answer');
    expect(again.sources[0]).toMatchObject({ id: staffEntry, title: STAFF_ENTRY });
    expect(await explanationOf(again)).toMatchObject({
      reason: 'a phrasing staff taught',
      model: { entry: STAFF_ENTRY, probability: 1, taught: true },
    });
    const trapAgain = await ask(other.app, TRAP);
    expect(trapAgain.confidence).toBe('none');
    expect(trapAgain.response).toMatch(/I can only help with questions about/);
    expect(trapAgain.sources).toEqual([]);

    // The model trains again with both, in its worker, and still answers them so.
    await other.app.assistant.knowledge.trained();
    const after = other.app.assistant.knowledge.modelState;
    expect(after.answering).toBe(after.wanted);
    expect(after.answering).not.toBe(before);
    expect((await ask(other.app, MISSED)).sources[0]?.id).toBe(staffEntry);
    expect((await ask(other.app, TRAP)).confidence).toBe('none');

    // Each change is in the activity log with the conversation it came from.
    const rows = (await ctx.app.db.select().from(userActivity)).filter((row) => row.action !== 'login');
    expect(rows.map((row) => [row.resource, row.action, row.details])).toEqual([
      [
        'chatbot_training',
        'add_phrasing',
        expect.objectContaining({ title: STAFF_ENTRY, phrasing: MISSED, source: 'chat', sessionId: missed.sessionId }),
      ],
      [
        'assistant_out_of_scope',
        'create',
        expect.objectContaining({ text: TRAP, source: 'chat', sessionId: trap.sessionId }),
      ],
    ]);
  });

  it("settles the suggestion taught from, refuses what is not a visitor's message, and teaches a suggestion once", async () => {
    await seedAssistant(ctx.app, ctx.config.site);
    const missed = await ask(ctx.app, MISSED);
    const [pending] = json<Page<SuggestionItem>>(
      await call('GET', '/api/admin/training-suggestions?page=1&status=pending'),
    ).items;
    expect(pending?.suggestedQuestion).toBe(MISSED);

    // The assistant's own answer is not a visitor's message.
    const staffEntry = await entryId(STAFF_ENTRY);
    const own = await call('POST', `/api/admin/chatbot-training/${staffEntry}/phrasings`, {
      messageId: missed.messageId,
    });
    expect(own.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string[]> }>(own).fieldErrors).toEqual({
      messageId: ["Only a visitor's message can be taught"],
    });

    // Taught from the conversation, its pending suggestion is implemented with the entry.
    await call('POST', `/api/admin/chatbot-training/${staffEntry}/phrasings`, {
      messageId: (await visitorMessage(missed)).id,
    });
    const [settled] = await ctx.app.db.select().from(trainingDataSuggestions);
    expect(settled).toMatchObject({
      status: 'implemented',
      implementedTrainingDataId: staffEntry,
      reviewedBy: 'Sam Rivera',
    });

    // "Not our topic" on a suggestion rejects it; a settled suggestion cannot be taught again.
    await ask(ctx.app, 'Can the market print photos for me?');
    const photos = json<Page<SuggestionItem>>(
      await call('GET', '/api/admin/training-suggestions?page=1&status=pending'),
    ).items[0];
    if (!photos) throw new Error('no suggestion');
    const rejected = await call('POST', '/api/admin/chatbot-training/out-of-scope', { suggestionId: photos.id });
    expect(rejected.statusCode, rejected.body).toBe(201);
    const [row] = await ctx.app.db
      .select()
      .from(trainingDataSuggestions)
      .where(eq(trainingDataSuggestions.id, photos.id));
    expect(row).toMatchObject({ status: 'rejected', reviewNotes: 'Not our topic: taught as an out-of-scope example.' });
    expect((await ask(ctx.app, 'Can the market print photos for me?')).response).toMatch(/I can only help/);
    const again = await call('POST', `/api/admin/chatbot-training/${staffEntry}/phrasings`, {
      suggestionId: photos.id,
    });
    expect(again.statusCode).toBe(409);
  });
});
