import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { MailTransport } from './transport';

export const MAX_ATTEMPTS = 8;
const BATCH = 10;
const STALE_LOCK_MS = 5 * 60_000;

/** 30 s, 1 min, 2 min … capped at one hour between attempts. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

type Log = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

/**
 * Sends what the outbox holds. Several instances may run one each: a row is claimed (FOR UPDATE SKIP LOCKED)
 * before it is sent, and a claim left by a crashed instance is taken over after five minutes.
 */
export class MailWorker {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<number> | undefined;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly options: { from: string; log: Log; intervalMs?: number; now?: () => Date },
  ) {}

  private now() {
    return this.options.now?.() ?? new Date();
  }

  /** Sends every message that is due now; answers how many went out. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return sent;
      for (const row of batch) if (await this.deliver(row)) sent++;
    }
  }

  /** Runs soon (after a new message was queued); overlapping calls share one run. */
  kick(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.runOnce()
      .catch((error: unknown) => {
        this.options.log.error({ err: error }, 'mail worker run failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  start() {
    this.timer = setInterval(() => void this.kick(), this.options.intervalMs ?? 15_000);
    this.timer.unref();
    void this.kick();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  private async claim() {
    const now = this.now();
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
          and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedAt, new Date(now.getTime() - STALE_LOCK_MS))),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ status: 'sending', lockedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  private async deliver(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    try {
      await this.transport.send({
        messageId: row.messageId,
        from: this.options.from,
        to: row.toAddress,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        date: row.createdAt,
      });
      await this.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: this.now(), lockedAt: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      this.options.log.info({ mailId: row.id, kind: row.kind }, 'mail sent');
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = row.attempts >= MAX_ATTEMPTS;
      await this.db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lockedAt: null,
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(this.now().getTime() + backoffMs(row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      this.options.log.warn({ mailId: row.id, attempts: row.attempts, failed, error: message }, 'mail not sent');
      return false;
    }
  }
}
