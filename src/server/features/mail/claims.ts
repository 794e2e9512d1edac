import { and, asc, eq, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A claim older than this was left by an instance that stopped without finishing: it is taken over. */
export const STALE_CLAIM_MS = 5 * 60_000;

/**
 * Claims up to `limit` messages: claims gone stale first (unless `staleClaims` is false), then those due, oldest
 * due first. FOR UPDATE SKIP LOCKED, so instances running side by side never claim the same row. A claim counts as
 * an attempt.
 */
export async function claimDue(
  db: Database,
  now: Date,
  limit: number,
  options: { staleClaims: boolean } = { staleClaims: true },
): Promise<OutboxRow[]> {
  const stale = options.staleClaims
    ? await claimWhere(
        db,
        now,
        and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
        limit,
      )
    : [];
  if (stale.length >= limit) return stale;
  const due = await claimWhere(
    db,
    now,
    and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
    limit - stale.length,
  );
  return [...stale, ...due];
}

// One condition at a time, so each is an ordered walk of the (status, next_attempt_at) index.
async function claimWhere(db: Database, now: Date, condition: SQL | undefined, limit: number) {
  const ids = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(condition)
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: 'sending', lockedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, ids))
    .returning();
}

/** These messages were accepted by the mail server: one update for all of them. */
export async function markSent(db: Database, messageIds: string[], sentAt: Date): Promise<void> {
  if (messageIds.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt, lockedAt: null, lastError: null })
    .where(and(inArray(mailOutbox.messageId, messageIds), ne(mailOutbox.status, 'sent')));
}

/** A send that failed: due again after `retryAt`, or failed for good. */
export async function markFailed(
  db: Database,
  id: number,
  outcome: { failed: boolean; error: string; retryAt: Date },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: outcome.failed ? 'failed' : 'pending',
      lockedAt: null,
      lastError: outcome.error.slice(0, 1000),
      nextAttemptAt: outcome.retryAt,
    })
    .where(eq(mailOutbox.id, id));
}

/** Claimed but never tried (a shutdown came first): due again at once, and the claim does not count as an attempt. */
export async function releaseClaims(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: 'pending', lockedAt: null, attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)` })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'sending')));
}
