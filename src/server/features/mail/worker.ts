import type { Database } from '../../db/client';
import { claimDue, markFailed, markSent, type OutboxRow, releaseClaims } from './claims';
import type { DeliveryJournal } from './delivery-journal';
import type { MailTransport } from './transport';
import { forgetQuietAddresses } from './visitor-mail';

export const MAX_ATTEMPTS = 8;
/** Messages claimed at a time; the transport sends them `transport.concurrency` at once. */
const BATCH = 50;
/** On shutdown, sends under way get this long to finish before their connections are cut. */
const STOP_GRACE_MS = 4_000;
/** How often the addresses with no message in the last day are forgotten (visitor-mail.ts). */
const FORGET_ADDRESSES_MS = 3_600_000;

/** 30 s, 1 min, 2 min … capped at one hour between attempts. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

type Log = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

type Outcome = { row: OutboxRow } & (
  | { result: 'accepted' }
  | { result: 'unstarted' }
  | { result: 'refused'; error: string }
);

/**
 * Sends what the outbox holds, several messages at once over the transport's pooled connections. Several
 * instances may run one each: a row is claimed (FOR UPDATE SKIP LOCKED) before it is sent, and a claim left by a
 * stopped instance is taken over after five minutes.
 *
 * Exactly once: an acceptance by the mail server is written to the delivery journal before the database hears
 * of it. If the database cannot take the `sent` update, the journal keeps the outcome and every run applies it
 * first, once the database answers; a claimed row the journal knows is marked sent, never sent again.
 *
 * Shutdown (`stop`): no new claims, sends under way finish (or are cut after a grace period and retried later),
 * claimed rows not yet tried go back to pending.
 */
export class MailWorker {
  private timer: ReturnType<typeof setInterval> | undefined;
  private forgetTimer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  /** The next run also takes over claims gone stale: the first, and then one every interval. */
  private staleClaimsDue = true;
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly options: {
      from: string;
      log: Log;
      journal: DeliveryJournal;
      intervalMs?: number;
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.options.now?.() ?? new Date();
  }

  private get journal() {
    return this.options.journal;
  }

  /**
   * Sends every message that is due now; answers how many the mail server accepted. `staleClaims: false` leaves
   * claims gone stale for a later run (a run for new mail need not look for them: they are minutes old by then).
   */
  async runOnce(options: { staleClaims?: boolean } = {}): Promise<number> {
    const claim = { staleClaims: options.staleClaims ?? true };
    await this.journal.open();
    await this.applyJournal();
    let sent = 0;
    let batch = this.stopping ? [] : await claimDue(this.db, this.now(), BATCH, claim);
    while (batch.length > 0) {
      // A full batch may have more behind it: the next is claimed while this one is on the wire. A smaller one was
      // all that was due; mail queued since kicks another run (`again`).
      const more = !this.stopping && batch.length === BATCH;
      const [delivered, next] = await Promise.allSettled([
        this.deliverBatch(batch),
        more ? claimDue(this.db, this.now(), BATCH, claim) : Promise.resolve([]),
      ]);
      const claimed = next.status === 'fulfilled' ? next.value : [];
      if (delivered.status === 'rejected' || this.stopping) {
        // Best effort: with the database away, these claims go stale and are taken over later.
        await releaseClaims(
          this.db,
          claimed.map((row) => row.id),
        ).catch(() => {});
        if (delivered.status === 'rejected') throw delivered.reason;
      }
      sent += delivered.value;
      if (next.status === 'rejected') throw next.reason;
      batch = this.stopping ? [] : claimed;
    }
    this.transport.idle();
    return sent;
  }

  /**
   * Runs now (a new message was queued); overlapping calls share one run and one run after it. Claims gone stale
   * are looked for on the periodic run only.
   */
  kick(): Promise<number> {
    if (this.stopping) return Promise.resolve(0);
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const staleClaims = this.staleClaimsDue;
    this.staleClaimsDue = false;
    this.running = this.runOnce({ staleClaims })
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
    this.timer = setInterval(() => {
      this.staleClaimsDue = true;
      void this.kick();
    }, this.options.intervalMs ?? 15_000);
    this.timer.unref();
    this.forgetTimer = setInterval(() => {
      forgetQuietAddresses(this.db).catch((error: unknown) =>
        this.options.log.warn({ err: error }, 'quiet visitor mail addresses not forgotten'),
      );
    }, FORGET_ADDRESSES_MS);
    this.forgetTimer.unref();
    void this.kick();
  }

  /** Stops claiming, lets what is in flight finish or go back to pending, and closes the connections. */
  async stop() {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    if (this.forgetTimer) clearInterval(this.forgetTimer);
    const running = this.running;
    if (running) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const graceOver = new Promise<'grace over'>((resolve) => {
        timer = setTimeout(() => resolve('grace over'), STOP_GRACE_MS);
      });
      if ((await Promise.race([running, graceOver])) === 'grace over') {
        this.options.log.warn({}, 'mail sends still under way at shutdown: cutting their connections');
        this.transport.close({ force: true });
      }
      clearTimeout(timer);
      await running;
    }
    this.transport.close();
    await this.journal.close();
  }

  /** Outcomes the journal holds that the database may not have yet (an outage, a crash): applied first. */
  private async applyJournal() {
    const pending = this.journal.pending();
    if (pending.length === 0) return;
    for (const entry of pending) await markSent(this.db, [entry.messageId], new Date(entry.at));
    await this.journal.settle(pending.map((entry) => entry.messageId));
    this.options.log.info({ count: pending.length }, 'mail outcomes from the delivery journal applied');
  }

  private async deliverBatch(rows: OutboxRow[]): Promise<number> {
    const outcomes = await mapConcurrently(rows, this.transport.concurrency, (row) => this.attempt(row));
    const accepted = outcomes.filter((outcome) => outcome.result === 'accepted').map(({ row }) => row.messageId);
    const unstarted = outcomes.filter((outcome) => outcome.result === 'unstarted').map(({ row }) => row.id);

    if (accepted.length > 0) {
      try {
        await markSent(this.db, accepted, this.now());
        await this.journal.settle(accepted);
      } catch (error) {
        // The journal keeps these outcomes; the next run applies them when the database answers.
        this.options.log.error({ err: error, count: accepted.length }, 'sent mail not yet recorded in the database');
        throw error;
      }
    }
    await releaseClaims(this.db, unstarted);
    for (const outcome of outcomes)
      if (outcome.result === 'refused') await this.recordFailure(outcome.row, outcome.error);
    return accepted.length;
  }

  /** One message: known accepted already (journal), not started (shutdown), or sent now. */
  private async attempt(row: OutboxRow): Promise<Outcome> {
    if (this.journal.has(row.messageId)) return { row, result: 'accepted' };
    if (this.stopping) return { row, result: 'unstarted' };
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
    } catch (error) {
      return { row, result: 'refused', error: error instanceof Error ? error.message : String(error) };
    }
    await this.journal
      .record({ id: row.id, messageId: row.messageId, at: this.now().toISOString() })
      .catch((error: unknown) =>
        this.options.log.error({ err: error, mailId: row.id }, 'delivery journal not written'),
      );
    this.options.log.info({ mailId: row.id, kind: row.kind }, 'mail sent');
    return { row, result: 'accepted' };
  }

  private async recordFailure(row: OutboxRow, error: string) {
    const failed = row.attempts >= MAX_ATTEMPTS;
    await markFailed(this.db, row.id, {
      failed,
      error,
      retryAt: new Date(this.now().getTime() + backoffMs(row.attempts)),
    });
    this.options.log.warn({ mailId: row.id, attempts: row.attempts, failed, error }, 'mail not sent');
  }
}

/** Runs `work` on every item, at most `limit` at a time; answers the results in the items' order. */
async function mapConcurrently<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
