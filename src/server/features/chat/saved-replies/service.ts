import { asc, eq, sql } from 'drizzle-orm';
import type { SavedReplyInput, SavedReplyItem } from '../../../../contracts/saved-replies';
import type { Database } from '../../../db/client';
import { isUniqueViolation } from '../../../db/faults';
import { savedReplies, users } from '../../../db/schema/index';
import { conflictingField, notFound } from '../../../lib/domain-error';
import {
  type ActivityOf,
  changeOneRecord,
  type RecordChange,
  type RecordCreation,
  type RecordRemoval,
  unitOfWork,
} from '../../activity';

// The team's saved replies (docs/product/live-chat.md, decision 061): any staff member adds, edits and deletes them,
// each change with its activity row. Nothing derived follows them, so no event is emitted.

/** A saved reply's columns as the API answers them, with the name of who added it (read, returned or listed). */
const itemFields = {
  id: savedReplies.id,
  shortcut: savedReplies.shortcut,
  body: savedReplies.body,
  createdBy: savedReplies.createdBy,
  createdByName: sql<string | null>`(select trim(concat(${users.firstName}, ' ', ${users.lastName}))
    from ${users} where ${users.id} = ${savedReplies.createdBy})`,
  createdAt: savedReplies.createdAt,
  updatedAt: savedReplies.updatedAt,
};
type Row = {
  id: number;
  shortcut: string;
  body: string;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const toItem = (row: Row): SavedReplyItem => ({
  id: row.id,
  shortcut: row.shortcut,
  body: row.body,
  createdBy: row.createdBy,
  createdByName: row.createdByName || null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const logged = (action: string, id: number, details: Record<string, unknown>): ActivityOf => ({
  resource: 'saved_reply',
  action,
  resourceId: id,
  details,
});

const NOT_FOUND = 'Saved reply not found';

const shortcutTaken = (shortcut: string) =>
  conflictingField('shortcut', `A saved reply with the shortcut "${shortcut}" already exists`);

/** A write that the shortcut's unique index may refuse: the refusal is the 409 naming the field. */
async function unlessTaken<T>(shortcut: string, write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw shortcutTaken(shortcut);
    throw error;
  }
}

/** Every saved reply, by shortcut. */
export async function listSavedReplies(db: Database): Promise<SavedReplyItem[]> {
  const rows = await db.select(itemFields).from(savedReplies).orderBy(asc(savedReplies.shortcut));
  return rows.map(toItem);
}

/** A new saved reply, added by `actor`; 409 when its shortcut is taken. */
export const createSavedReply: RecordCreation<SavedReplyInput, SavedReplyItem> = (db, input, actor, events) =>
  unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const [stored] = await tx
      .insert(savedReplies)
      .values({ shortcut: input.shortcut, body: input.body, createdBy: actor.userId })
      .onConflictDoNothing({ target: savedReplies.shortcut })
      .returning(itemFields);
    if (!stored) throw shortcutTaken(input.shortcut);
    record(logged('create', stored.id, { shortcut: stored.shortcut }));
    return toItem(stored);
  });

/** A saved reply's new shortcut and text; 404 when it is gone, 409 when the shortcut is another's. */
export const updateSavedReply: RecordChange<SavedReplyInput, SavedReplyItem> = (db, id, input, actor, events) =>
  changeOneRecord(db, actor, events, {
    update: (tx) =>
      unlessTaken(
        input.shortcut,
        tx
          .update(savedReplies)
          .set({ shortcut: input.shortcut, body: input.body, updatedAt: new Date() })
          .where(eq(savedReplies.id, id))
          .returning(itemFields),
      ),
    missing: NOT_FOUND,
    toItem,
    activity: (item) => logged('update', item.id, { shortcut: item.shortcut }),
  });

/** Deletes a saved reply; 404 when it is gone. */
export const deleteSavedReply: RecordRemoval = (db, id, actor, events) =>
  unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const [removed] = await tx
      .delete(savedReplies)
      .where(eq(savedReplies.id, id))
      .returning({ shortcut: savedReplies.shortcut });
    if (!removed) throw notFound(NOT_FOUND);
    record(logged('delete', id, { shortcut: removed.shortcut }));
  });
