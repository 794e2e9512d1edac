import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offTopicQuestions, trainingDataSuggestions } from '../../db/schema/index';
import type { MeaningIndex } from './engine/meaning-index';
import type { EngineReply } from './engine/reply';
import { normalize, stemKey } from './engine/text';

/** How many of the latest pending chat suggestions a new question is compared with. */
const COMPARED = 200;
/** Two questions whose weighted meaningful words overlap this much ask the same thing. */
const ALIKE = 0.6;

// The pending questions are read again for every new one: their readings are kept (per index, as it weighs them).
const readings = new WeakMap<MeaningIndex, Map<string, Map<string, number>>>();
function weightsOf(index: MeaningIndex, text: string): Map<string, number> {
  const cache = readings.get(index) ?? new Map<string, Map<string, number>>();
  readings.set(index, cache);
  let weights = cache.get(text);
  if (!weights) {
    weights = new Map<string, number>();
    for (const word of index.read(text))
      weights.set(stemKey(word.read), Math.max(weights.get(stemKey(word.read)) ?? 0, word.weight));
    if (cache.size >= 1000) cache.delete(cache.keys().next().value ?? '');
    cache.set(text, weights);
  }
  return weights;
}

/**
 * Whether two questions ask the same thing: their meaningful words (typos read as the word meant), weighted by how
 * much each says, mostly shared ("card declined at the kiosk" and "my card got declined at the kiosk!").
 */
export function questionsAlike(index: MeaningIndex, a: string, b: string): boolean {
  const wa = weightsOf(index, a);
  const wb = weightsOf(index, b);
  if (wa.size === 0 || wb.size === 0) return false;
  let shared = 0;
  let all = 0;
  for (const key of new Set([...wa.keys(), ...wb.keys()])) {
    const x = wa.get(key) ?? 0;
    const y = wb.get(key) ?? 0;
    shared += Math.min(x, y);
    all += Math.max(x, y);
  }
  return shared / all >= ALIKE;
}

/**
 * What an unanswered chat question leaves behind. Off-topic: one more on the day's count, no suggestion. Otherwise
 * a pending training suggestion naming the words nothing covered; a question close to a pending one raises that
 * one's count (and its priority, every third ask) instead of adding a copy.
 */
export async function recordChatQuestion(
  db: Database,
  index: MeaningIndex,
  question: { text: string; sessionId: string; reply: EngineReply },
) {
  const { reply } = question;
  if (reply.offTopic) {
    await db
      .insert(offTopicQuestions)
      .values({ day: sql`current_date`, asked: 1 })
      .onConflictDoUpdate({ target: offTopicQuestions.day, set: { asked: sql`${offTopicQuestions.asked} + 1` } });
    return;
  }
  const key = normalize(question.text).slice(0, 300);
  if (!key) return;
  const pending = await db
    .select({ id: trainingDataSuggestions.id, question: trainingDataSuggestions.suggestedQuestion })
    .from(trainingDataSuggestions)
    .where(and(eq(trainingDataSuggestions.status, 'pending'), eq(trainingDataSuggestions.source, 'chat')))
    .orderBy(desc(trainingDataSuggestions.lastAskedAt))
    .limit(COMPARED);
  const alike = pending.find((row) => questionsAlike(index, row.question, question.text));
  const askedAgain = {
    askedCount: sql`${trainingDataSuggestions.askedCount} + 1`,
    lastAskedAt: new Date(),
    sessionId: question.sessionId,
    suggestedPriority: sql`least(3, 1 + (${trainingDataSuggestions.askedCount} + 1) / 3)`,
  };
  if (alike) {
    await db.update(trainingDataSuggestions).set(askedAgain).where(eq(trainingDataSuggestions.id, alike.id));
    return;
  }
  const context =
    reply.confidence === 'none'
      ? 'Asked in the chat; the assistant had no answer and offered a person.'
      : `Asked in the chat; the assistant was unsure between "${reply.sources[0]?.title ?? ''}" and "${reply.sources[1]?.title ?? ''}".`;
  await db
    .insert(trainingDataSuggestions)
    .values({
      suggestedQuestion: question.text,
      suggestedCategory: reply.problem ? 'technical_support' : 'general',
      suggestedPriority: reply.problem ? 2 : 1,
      feedbackContext: context,
      source: 'chat',
      questionKey: key,
      sessionId: question.sessionId,
      candidates: reply.candidates.slice(0, 3).map(({ id, title, score }) => ({ id, title, score })),
      uncovered: reply.uncovered.join(', ') || null,
      lastAskedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: trainingDataSuggestions.questionKey,
      targetWhere: sql`status = 'pending'`,
      set: askedAgain,
    });
}
