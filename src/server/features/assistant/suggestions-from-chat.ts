import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { trainingDataSuggestions } from '../../db/schema/index';
import type { Candidate } from './engine/knowledge-index';
import { normalize } from './engine/text';

/**
 * An unsure or unanswered chat question becomes a pending training suggestion; the same question asked again
 * (same words, any case or punctuation) raises that suggestion's count instead of adding a copy.
 */
export async function recordChatQuestion(
  db: Database,
  question: { text: string; sessionId: string; candidates: Candidate[]; answered: 'hedged' | 'none' },
) {
  const key = normalize(question.text).slice(0, 300);
  if (!key) return;
  const context =
    question.answered === 'none'
      ? 'Asked in the chat; the assistant had no answer and offered a person.'
      : `Asked in the chat; the assistant was unsure and answered from "${question.candidates[0]?.title ?? ''}".`;
  await db
    .insert(trainingDataSuggestions)
    .values({
      suggestedQuestion: question.text,
      suggestedCategory: 'general',
      suggestedPriority: 1,
      feedbackContext: context,
      source: 'chat',
      questionKey: key,
      sessionId: question.sessionId,
      candidates: question.candidates
        .slice(0, 3)
        .map(({ id, title, score }) => ({ id, title, score: Math.round(score * 100) / 100 })),
      lastAskedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: trainingDataSuggestions.questionKey,
      targetWhere: sql`status = 'pending'`,
      set: {
        askedCount: sql`${trainingDataSuggestions.askedCount} + 1`,
        lastAskedAt: new Date(),
        sessionId: question.sessionId,
        suggestedPriority: sql`least(3, 1 + (${trainingDataSuggestions.askedCount} + 1) / 3)`,
      },
    });
}
