import { eq, inArray } from 'drizzle-orm';
import { type EntryPhrasings, PHRASINGS_MAX, type PhrasingAdded } from '../../../../contracts/assistant-teaching';
import type { Database } from '../../../db/client';
import { assistantOutOfScope, chatbotTrainingData } from '../../../db/schema/index';
import { invalidField, notFound } from '../../../lib/domain-error';
import type { DomainEvents } from '../../../lib/domain-events';
import { type Actor, unitOfWork } from '../../activity';
import { phrasingKey } from './phrasing-key';
import { settleSuggestions, type TeachInput, taughtFrom } from './teach-source';
import { NO_SUCH_ENTRY } from './training';

type Row = typeof chatbotTrainingData.$inferSelect;
const t = chatbotTrainingData;

const toPhrasings = (row: Row): EntryPhrasings => ({
  id: row.id,
  title: row.title,
  isActive: row.isActive,
  phrasings: row.phrasings,
});

/** The Phrasings panel: an entry's phrasings in the order they were added. */
export async function readPhrasings(db: Database, id: number): Promise<EntryPhrasings> {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  if (!row) throw notFound(NO_SUCH_ENTRY);
  return toPhrasings(row);
}

/** Stores an entry's phrasings, stamped with who changed them (which the assistant's change check reads). */
async function storePhrasings(tx: Database, id: number, phrasings: string[], actor: Actor) {
  const [row] = await tx
    .update(t)
    .set({ phrasings, lastUpdatedBy: actor.name, updatedAt: new Date() })
    .where(eq(t.id, id))
    .returning();
  if (!row) throw notFound(NO_SUCH_ENTRY);
  return row;
}

/**
 * Takes the words of `key` off every entry that has them as a phrasing, except the entry `keep`: a message belongs to
 * one answer, the last one taught. Answers the entries changed.
 */
export async function takePhrasingOff(tx: Database, key: string, actor: Actor, keep?: number): Promise<Row[]> {
  const holders = (await tx.select({ id: t.id, phrasings: t.phrasings }).from(t)).filter(
    (row) => row.id !== keep && row.phrasings.some((phrasing) => phrasingKey(phrasing) === key),
  );
  const changed: Row[] = [];
  for (const holder of holders) {
    const kept = holder.phrasings.filter((phrasing) => phrasingKey(phrasing) !== key);
    changed.push(await storePhrasings(tx, holder.id, kept, actor));
  }
  return changed;
}

/**
 * "This should have been answered by…", or a phrasing typed in the panel: the text becomes a phrasing of the entry.
 * A message belongs to one answer, the last one taught: the same words are taken off any other entry and out of
 * the out-of-scope examples, in the same transaction, and the suggestion it came from is settled. After the
 * commit the assistant hears of every entry changed, and answers the phrasing from this entry at once.
 */
export async function addPhrasing(
  db: Database,
  id: number,
  input: TeachInput,
  actor: Actor,
  events: DomainEvents,
): Promise<PhrasingAdded> {
  const outcome = await unitOfWork({ db, events }, actor, async ({ tx, record, emit }) => {
    const taught = await taughtFrom(tx, input, 'Phrasing');
    const [entry] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!entry) throw notFound(NO_SUCH_ENTRY);
    const same = entry.phrasings.find((phrasing) => phrasingKey(phrasing) === taught.key);
    if (same !== undefined) throw invalidField(taught.field, `"${entry.title}" already has this phrasing: "${same}"`);
    if (entry.phrasings.length >= PHRASINGS_MAX)
      throw invalidField(
        taught.field,
        `"${entry.title}" already has ${PHRASINGS_MAX} phrasings, the most an entry keeps: remove one first`,
      );

    const moved = await takePhrasingOff(tx, taught.key, actor, id);
    const examples = await tx
      .select({ id: assistantOutOfScope.id, text: assistantOutOfScope.text })
      .from(assistantOutOfScope);
    const notOurs = examples.filter((example) => phrasingKey(example.text) === taught.key).map((e) => e.id);
    if (notOurs.length) await tx.delete(assistantOutOfScope).where(inArray(assistantOutOfScope.id, notOurs));

    const row = await storePhrasings(tx, id, [...entry.phrasings, taught.text], actor);
    await settleSuggestions(tx, taught, { entryId: id }, actor);
    const wasOutOfScope = notOurs.length > 0;
    record({
      resource: 'chatbot_training',
      action: 'add_phrasing',
      resourceId: row.id,
      details: {
        title: row.title,
        phrasing: taught.text,
        ...taught.origin,
        ...(moved.length ? { movedFrom: moved.map((other) => other.title) } : {}),
        ...(wasOutOfScope ? { wasOutOfScope } : {}),
      },
    });
    for (const changed of [...moved, row]) emit({ type: 'training-entry-changed', id: changed.id });
    return { row, moved, taught, wasOutOfScope };
  });
  return {
    entry: toPhrasings(outcome.row),
    text: outcome.taught.text,
    movedFrom: outcome.moved.map((other) => other.title),
    wasOutOfScope: outcome.wasOutOfScope,
  };
}

/** Takes a phrasing off an entry (staff undoing a mistake, or pruning): found by its words as the assistant reads them. */
export async function removePhrasing(db: Database, id: number, text: string, actor: Actor, events: DomainEvents) {
  const row = await unitOfWork({ db, events }, actor, async ({ tx, record, emit }) => {
    const [entry] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!entry) throw notFound(NO_SUCH_ENTRY);
    const key = phrasingKey(text);
    const kept = entry.phrasings.filter((phrasing) => phrasing !== text && (!key || phrasingKey(phrasing) !== key));
    if (kept.length === entry.phrasings.length) throw notFound(`"${entry.title}" has no phrasing "${text}"`);
    const row = await storePhrasings(tx, id, kept, actor);
    record({
      resource: 'chatbot_training',
      action: 'remove_phrasing',
      resourceId: row.id,
      details: { title: row.title, phrasing: text },
    });
    emit({ type: 'training-entry-changed', id: row.id });
    return row;
  });
  return toPhrasings(row);
}
