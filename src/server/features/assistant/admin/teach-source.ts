import { and, eq } from 'drizzle-orm';
import { suggestionActions } from '../../../../contracts/assistant-admin';
import { taughtText } from '../../../../contracts/assistant-teaching';
import type { Database } from '../../../db/client';
import { chatMessages, trainingDataSuggestions } from '../../../db/schema/index';
import { conflict, invalidField, notFound } from '../../../lib/domain-error';
import type { Actor } from '../../activity';
import { normalize } from '../engine/text';
import { phrasingKey } from './phrasing-key';

/** What staff teach: typed text, a visitor's message of a stored chat, or a training suggestion's question. */
export type TeachInput = {
  text?: string | undefined;
  messageId?: number | undefined;
  suggestionId?: number | undefined;
};

/** The text taught, the request field it came from, and where it came from (for the activity row). */
export type Taught = {
  text: string;
  key: string;
  field: 'text' | 'messageId' | 'suggestionId';
  origin:
    | { source: 'typed' }
    | { source: 'chat'; sessionId: string; messageId: number }
    | { source: 'suggestion'; suggestionId: number };
};

/** Reads what is taught, under the rules of a typed phrasing: one line, at most 300 characters, a word in it. */
export async function taughtFrom(tx: Database, input: TeachInput, label: string): Promise<Taught> {
  if (input.messageId !== undefined) {
    const [message] = await tx
      .select({
        id: chatMessages.id,
        role: chatMessages.role,
        content: chatMessages.content,
        sessionId: chatMessages.sessionId,
      })
      .from(chatMessages)
      .where(eq(chatMessages.id, input.messageId));
    if (!message) throw notFound('Chat message not found');
    if (message.role !== 'user') throw invalidField('messageId', "Only a visitor's message can be taught");
    const text = checked(message.content.replace(/\s+/g, ' '), 'messageId', label);
    return { ...text, origin: { source: 'chat', sessionId: message.sessionId, messageId: message.id } };
  }
  if (input.suggestionId !== undefined) {
    const [suggestion] = await tx
      .select()
      .from(trainingDataSuggestions)
      .where(eq(trainingDataSuggestions.id, input.suggestionId))
      .for('update');
    if (!suggestion) throw notFound('Training suggestion not found');
    if (!suggestionActions(suggestion.status).implement)
      throw conflict(`This suggestion is already ${suggestion.status}`);
    const text = checked(suggestion.suggestedQuestion.replace(/\s+/g, ' '), 'suggestionId', label);
    return { ...text, origin: { source: 'suggestion', suggestionId: suggestion.id } };
  }
  return { ...checked(input.text ?? '', 'text', label), origin: { source: 'typed' } };
}

function checked(raw: string, field: Taught['field'], label: string) {
  const parsed = taughtText(label).safeParse(raw);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? `${label} is not valid`;
    throw invalidField(
      field,
      field === 'text' ? reason : `This ${field === 'messageId' ? 'message' : 'question'} cannot be taught: ${reason}`,
    );
  }
  const key = phrasingKey(parsed.data);
  if (!key) throw invalidField(field, `${label} needs at least one word the assistant reads`);
  return { text: parsed.data, key, field };
}

/**
 * A taught question is settled as a suggestion: the suggestion it came from, or the pending suggestion a chat
 * message left, is marked implemented (a phrasing of `entryId`) or rejected (not our topic).
 */
export async function settleSuggestions(
  tx: Database,
  taught: Taught,
  outcome: { entryId: number } | { outOfScope: true },
  actor: Actor,
) {
  const s = trainingDataSuggestions;
  const which =
    taught.origin.source === 'suggestion'
      ? eq(s.id, taught.origin.suggestionId)
      : taught.origin.source === 'chat'
        ? and(eq(s.status, 'pending'), eq(s.questionKey, normalize(taught.text).slice(0, 300)))
        : undefined;
  if (!which) return;
  const settled = { reviewedBy: actor.name, reviewedAt: new Date(), questionKey: null };
  await tx
    .update(s)
    .set(
      'entryId' in outcome
        ? { ...settled, status: 'implemented', implementedTrainingDataId: outcome.entryId }
        : { ...settled, status: 'rejected', reviewNotes: 'Not our topic: taught as an out-of-scope example.' },
    )
    .where(which);
}
