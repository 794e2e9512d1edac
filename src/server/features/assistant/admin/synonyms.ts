import { eq } from 'drizzle-orm';
import type { SynonymEntry, SynonymsResponse } from '../../../../contracts/assistant-admin';
import type { Database } from '../../../db/client';
import { assistantSettings } from '../../../db/schema/index';
import type { DomainEvents } from '../../../lib/domain-events';
import { type Actor, unitOfWork } from '../../activity';
import type { SynonymMap } from '../engine/synonyms';

const toList = (map: SynonymMap): SynonymEntry[] =>
  Object.entries(map).map(([phrase, expansion]) => ({ phrase, expansion }));

/** The synonym list in force: the one an admin saved, or the built-in one until then. */
export async function readSynonyms(db: Database, defaults: SynonymMap): Promise<SynonymsResponse> {
  const [row] = await db.select().from(assistantSettings).where(eq(assistantSettings.id, 1));
  if (!row) return { synonyms: toList(defaults), isDefault: true, updatedBy: null, updatedAt: null };
  return {
    synonyms: toList(row.synonyms),
    isDefault: false,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Replaces the whole list. */
export async function saveSynonyms(db: Database, entries: SynonymEntry[], actor: Actor, events: DomainEvents) {
  await unitOfWork({ db, events }, actor, async ({ tx, record, emit }) => {
    const synonyms = Object.fromEntries(entries.map((entry) => [entry.phrase, entry.expansion]));
    await tx
      .insert(assistantSettings)
      .values({ id: 1, synonyms, updatedBy: actor.name })
      .onConflictDoUpdate({
        target: assistantSettings.id,
        set: { synonyms, updatedBy: actor.name, updatedAt: new Date() },
      });
    record({ resource: 'chatbot_training', action: 'update_synonyms', details: { count: entries.length } });
    emit({ type: 'synonyms-changed' });
  });
}

/** Back to the built-in list. */
export async function resetSynonyms(db: Database, actor: Actor, events: DomainEvents) {
  await unitOfWork({ db, events }, actor, async ({ tx, record, emit }) => {
    await tx.delete(assistantSettings).where(eq(assistantSettings.id, 1));
    record({ resource: 'chatbot_training', action: 'reset_synonyms' });
    emit({ type: 'synonyms-changed' });
  });
}
