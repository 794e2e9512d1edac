import { afterEach, describe, expect, it, vi } from 'vitest';
import { assistantModel, assistantSentenceMeanings, chatbotTrainingData } from '../../db/schema/index';
import { switchableDatabase } from '../../testing/switchable-database';
import { setupTestApp } from '../../testing/test-app';
import { NONE, UNANSWERED } from './engine/intent-model/data';
import { decodeModel } from './engine/intent-model/serialize';
import { trainInWorker } from './engine/intent-model/trainer';
import { Knowledge, TRAINING_RETRY_MS } from './knowledge';
import { seedAssistantKnowledge as seedTraining } from './seed/seed-knowledge';
import { defaultSynonyms } from './seed/synonyms';
import { readStoredMeanings } from './sentence-meanings-store';

const ctx = setupTestApp();
afterEach(() => {
  vi.useRealTimers();
});

describe('the assistant index after a kept change', () => {
  it('never fails the change when the database drops before the refresh, and catches up at the next question', async () => {
    await seedTraining(ctx.app.db, ctx.config.site);
    const { db, state } = switchableDatabase(ctx.app.db);
    const knowledge = new Knowledge(db, defaultSynonyms);
    await knowledge.current();
    const [entry] = await ctx.app.db
      .insert(chatbotTrainingData)
      .values({
        category: 'faq',
        title: 'Do the markets take gift cards?',
        content: 'Yes, every kiosk takes our gift cards.',
        lastUpdatedBy: 'Admin',
      })
      .returning();
    if (!entry) throw new Error('entry not stored');

    state.down = true;
    await expect(knowledge.changed(entry.id)).resolves.toBeUndefined();
    await expect(knowledge.synonymsChanged()).resolves.toBeUndefined();
    state.down = false;

    const index = await knowledge.current();
    expect(index.retrieve('gift cards').ranked[0]?.doc.title).toBe('Do the markets take gift cards?');
    // The first question of a knowledge with no saved model waits for its first training, in a worker thread.
  }, 120_000);
});

/** What a knowledge's model understands of a question, read with its sentence meaning as the server reads it. */
/** What the model understood of a question, as data: its classes, their probabilities, how likely any entry is. */
async function understood(knowledge: Knowledge, question: string) {
  const meanings = await knowledge.meaningsOf([question]);
  const { shareOf, ...read } = knowledge.reader.understand(question, meanings.get(question));
  return { ...read, anyEntry: shareOf((label) => label !== NONE) };
}

describe('the saved model', () => {
  it('is what a new instance answers with from its start, without training again', async () => {
    await seedTraining(ctx.app.db, ctx.config.site);
    const first = new Knowledge(ctx.app.db, defaultSynonyms);
    await first.trained();
    const trained = first.modelState;
    expect(trained.answering).toBe(trained.wanted);
    const [saved] = await ctx.app.db.select().from(assistantModel);
    expect(saved?.fingerprint).toBe(trained.wanted);
    // The bytes read back are the model: one class per active entry, "none", and "ours, no entry answers it".
    const entries = await ctx.app.db.select().from(chatbotTrainingData);
    const labels = decodeModel(saved?.data ?? Buffer.alloc(0)).labels;
    expect(labels).toHaveLength(entries.length + 2);
    expect(labels).toContain(NONE);
    expect(labels).toContain(UNANSWERED);

    // Another instance reads the same knowledge: the saved model answers at once, no training under way.
    const second = new Knowledge(ctx.app.db, defaultSynonyms);
    await second.current();
    expect(second.modelState).toEqual(trained);
    const question = 'how much does a micro market cost us';
    expect(await understood(second, question)).toEqual(await understood(first, question));
    expect((await understood(second, question)).label).not.toBe('none');
  }, 180_000);
});

describe('the sentence meanings a training reads', () => {
  it('are kept, so that another instance training the same knowledge does not read them again', async () => {
    await seedTraining(ctx.app.db, ctx.config.site);
    const phrasing = 'can the night porter restock it if it runs dry at 3 am';
    await ctx.app.db.insert(chatbotTrainingData).values({
      category: 'faq',
      title: 'Who restocks the market at night?',
      content: 'Our crew restocks on a schedule set by what sells; the market tells us when a shelf runs low.',
      phrasings: [phrasing],
      lastUpdatedBy: 'Admin',
    });
    const first = new Knowledge(ctx.app.db, defaultSynonyms);
    await first.trained();
    // The seeded sentences come read with the code; this entry's were read by the training, and kept.
    const kept = await readStoredMeanings(ctx.app.db, [phrasing, 'Who restocks the market at night?']);
    expect(kept.texts.sort()).toEqual([phrasing, 'Who restocks the market at night?'].sort());
    expect(await ctx.app.db.$count(assistantSentenceMeanings)).toBeGreaterThanOrEqual(3);

    // Another instance's training is handed them, and reads nothing new.
    const handed: number[] = [];
    const readAgain: number[] = [];
    const second = new Knowledge(ctx.app.db, defaultSynonyms, [], undefined, async (examples, fingerprint, known) => {
      handed.push(known?.texts.length ?? 0);
      const trained = await trainInWorker(examples, `${fingerprint}#another`, known);
      readAgain.push(trained.learned.texts.length);
      return trained;
    });
    await ctx.app.db.delete(assistantModel);
    await second.trained();
    expect(handed[0]).toBeGreaterThanOrEqual(3);
    expect(readAgain).toEqual([0]);
  }, 180_000);
});

describe('a training that failed', () => {
  it('is tried again at a question a minute later, and the model then answers', async () => {
    await seedTraining(ctx.app.db, ctx.config.site);
    // An entry of this test's own: no other training (in the background, or saved by one) has these examples.
    await ctx.app.db.insert(chatbotTrainingData).values({
      category: 'faq',
      title: 'Can residents leave a tip for the restocking crew?',
      content: 'No tips are needed: our crew is paid by us.',
      lastUpdatedBy: 'Admin',
    });
    // This knowledge's trainings fail until told otherwise.
    let failing = true;
    const knowledge = new Knowledge(ctx.app.db, defaultSynonyms, [], undefined, (examples, fingerprint) =>
      failing
        ? Promise.reject(new Error('the training worker stopped with code 1'))
        : trainInWorker(examples, fingerprint),
    );
    await knowledge.current();
    // No model of this knowledge answers (at most one saved by another training, of other examples).
    expect(knowledge.modelState.answering).not.toBe(knowledge.modelState.wanted);
    failing = false;

    // Within the minute, questions do not start another training.
    await knowledge.current();
    expect(knowledge.modelState.answering).not.toBe(knowledge.modelState.wanted);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + TRAINING_RETRY_MS + 1_000);
    await knowledge.current();
    await knowledge.trained();
    expect(knowledge.modelState.answering).toBe(knowledge.modelState.wanted);
    expect((await understood(knowledge, 'how much does a micro market cost us')).label).not.toBe(NONE);
  }, 180_000);
});

describe("the sentence meanings of visitors' messages", () => {
  it("are read once: a follow-up's question before it, read when it was asked, is not read again", async () => {
    const sent: string[][] = [];
    const encode = async (texts: readonly string[]) => {
      sent.push([...texts]);
      return texts.map((_, i) => Float32Array.from({ length: 512 }, (_, k) => (k === i ? 1 : 0)));
    };
    const knowledge = new Knowledge(ctx.app.db, defaultSynonyms, [], undefined, trainInWorker, encode);
    const first = await knowledge.meaningsOf(['do you put markets in hotel lobbies?']);
    const next = await knowledge.meaningsOf([
      'and gyms?',
      'do you put markets in hotel lobbies? and gyms?',
      'do you put markets in hotel lobbies?',
    ]);
    expect(sent).toEqual([
      ['do you put markets in hotel lobbies?'],
      ['and gyms?', 'do you put markets in hotel lobbies? and gyms?'],
    ]);
    expect(next.get('do you put markets in hotel lobbies?')).toEqual(first.get('do you put markets in hotel lobbies?'));
    expect(next.size).toBe(3);
  });

  it('are read once when asked for again while being read (a message read ahead of its turn)', async () => {
    const sent: string[][] = [];
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const knowledge = new Knowledge(ctx.app.db, defaultSynonyms, [], undefined, trainInWorker, async (texts) => {
      sent.push([...texts]);
      await held;
      return texts.map(() => new Float32Array(512).fill(0.25));
    });
    const ahead = knowledge.meaningsOf(['is there one near the pool?']);
    const turn = knowledge.meaningsOf(['is there one near the pool?', 'is there one near the pool? and the gym']);
    finish();
    const [first, second] = await Promise.all([ahead, turn]);
    expect(sent).toEqual([['is there one near the pool?'], ['is there one near the pool? and the gym']]);
    expect(second.get('is there one near the pool?')).toEqual(first.get('is there one near the pool?'));
    expect(second.size).toBe(2);
  });

  it('are left out when the encoder fails, and read at the next message', async () => {
    let failing = true;
    const sent: string[][] = [];
    const knowledge = new Knowledge(ctx.app.db, defaultSynonyms, [], undefined, trainInWorker, async (texts) => {
      sent.push([...texts]);
      if (failing) throw new Error('the encoder stopped');
      return texts.map(() => new Float32Array(512).fill(0.5));
    });
    expect((await knowledge.meaningsOf(['can you install one in our gym?'])).size).toBe(0);
    failing = false;
    expect((await knowledge.meaningsOf(['can you install one in our gym?'])).size).toBe(1);
    expect(sent).toEqual([['can you install one in our gym?'], ['can you install one in our gym?']]);
  });
});
