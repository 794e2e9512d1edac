import { count, desc, eq } from 'drizzle-orm';
import {
  OUT_OF_SCOPE_MAX,
  type OutOfScopeAdded,
  type OutOfScopeItem,
  type OutOfScopeListQuery,
  outOfScopeListQuery,
} from '../../../../contracts/assistant-teaching';
import type { Database } from '../../../db/client';
import { assistantOutOfScope } from '../../../db/schema/index';
import { invalidField, notFound } from '../../../lib/domain-error';
import type { DomainEvents } from '../../../lib/domain-events';
import { searchAcross } from '../../../lib/list-queries';
import { pageOf } from '../../../lib/paged-list';
import { present } from '../../../lib/present';
import { type Actor, unitOfWork } from '../../activity';
import { phrasingKey } from './phrasing-key';
import { takePhrasingOff } from './phrasings';
import { settleSuggestions, type TeachInput, taughtFrom } from './teach-source';

const o = assistantOutOfScope;

const toItem = (row: typeof o.$inferSelect): OutOfScopeItem => ({
  id: row.id,
  text: row.text,
  addedBy: row.addedBy,
  createdAt: row.createdAt.toISOString(),
});

/** The out-of-scope examples, the latest taught first; searched in their text. */
export async function listOutOfScope(db: Database, input: OutOfScopeListQuery) {
  const query = outOfScopeListQuery.parse(input);
  const where = searchAcross(query.search, [o.text]);
  return pageOf(
    db.select().from(o).where(where).orderBy(desc(o.createdAt), desc(o.id)),
    () => db.select({ n: count() }).from(o).where(where),
    query,
    toItem,
  );
}

/**
 * "Not our topic": the text becomes an example of what the assistant does not answer. It is taken off any entry
 * that had it as a phrasing (the last thing taught wins), and the suggestion it came from is settled as rejected.
 */
export async function addOutOfScope(
  db: Database,
  input: TeachInput,
  actor: Actor,
  events: DomainEvents,
): Promise<OutOfScopeAdded> {
  const outcome = await unitOfWork({ db, events }, actor, async ({ tx, record, emit }) => {
    const taught = await taughtFrom(tx, input, 'Example');
    const examples = await tx.select({ text: o.text }).from(o);
    const same = examples.find((example) => phrasingKey(example.text) === taught.key);
    if (same) throw invalidField(taught.field, `This is already an out-of-scope example: "${same.text}"`);
    if (examples.length >= OUT_OF_SCOPE_MAX)
      throw invalidField(taught.field, `There are already ${OUT_OF_SCOPE_MAX} out-of-scope examples: remove one first`);

    const changed = await takePhrasingOff(tx, taught.key, actor);
    const [stored] = await tx.insert(o).values({ text: taught.text, addedBy: actor.name }).returning();
    const example = present(stored);
    await settleSuggestions(tx, taught, { outOfScope: true }, actor);
    record({
      resource: 'assistant_out_of_scope',
      action: 'create',
      resourceId: example.id,
      details: {
        text: example.text,
        ...taught.origin,
        ...(changed.length ? { removedFrom: changed.map((row) => row.title) } : {}),
      },
    });
    for (const row of changed) emit({ type: 'training-entry-changed', id: row.id });
    emit({ type: 'out-of-scope-changed' });
    return { example, changed };
  });
  return { example: toItem(outcome.example), removedFrom: outcome.changed.map((row) => row.title) };
}

/** Takes an example out (a mistake undone): the assistant may answer such a message again. */
export async function removeOutOfScope(db: Database, id: number, actor: Actor, events: DomainEvents) {
  return unitOfWork({ db, events }, actor, async ({ tx, record, emit }) => {
    const [row] = await tx.delete(o).where(eq(o.id, id)).returning();
    if (!row) throw notFound('Out-of-scope example not found');
    record({
      resource: 'assistant_out_of_scope',
      action: 'delete',
      resourceId: row.id,
      details: { text: row.text },
    });
    emit({ type: 'out-of-scope-changed' });
    return row;
  });
}
