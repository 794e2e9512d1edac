import type { SiteConfig } from '../../../contracts/site';
import type { Database } from '../../db/client';
import { enqueueMail, enqueueMailOnce, type MailToQueue } from './outbox';
import { visitorMailPaused } from './templates/visitor-mail-paused';
import { isVisitorMail, type VisitorMailCaps, type VisitorMailOutcome, visitorMailAllowance } from './visitor-mail';

/** What a feature needs to send mail: queue it (in its own transaction), then wake the worker after commit. */
export type Mailer = {
  site: SiteConfig;
  /** Where business notifications go. */
  notifyAddress: string;
  /**
   * Answers the outbox id, or undefined when the message was not queued (the fault is logged). Mail to a visitor
   * (visitorMailKinds) goes through `queueForVisitor`, caps included.
   */
  queue(db: Database, mail: MailToQueue): Promise<number | undefined>;
  /** Mail to an address a visitor typed: queued only under the caps; answers what became of it. */
  queueForVisitor(db: Database, mail: MailToQueue): Promise<{ outcome: VisitorMailOutcome; id?: number }>;
  /** Ask the worker to send now (call after the transaction committed). */
  kick(): void;
};

type Log = { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };

export function createMailer(options: {
  site: SiteConfig;
  notifyAddress: string;
  messageDomain: string;
  caps: VisitorMailCaps;
  kick: () => void;
  log: Log;
  /** The clock of the "told once an hour" notice (tests move it). */
  now?: () => Date;
}): Mailer {
  const { site, messageDomain, log } = options;

  // A savepoint: if a message cannot be queued, the record it is about is still stored (and the fault logged).
  // (Drizzle's nested transactions do not hand back the callback's value: the callers keep it.)
  const inSavepoint = async (db: Database, mail: MailToQueue, work: (savepoint: Database) => Promise<void>) => {
    try {
      await db.transaction(work);
      return true;
    } catch (error) {
      log.error(
        { err: error, kind: mail.kind, resource: mail.resource, resourceId: mail.resourceId },
        'mail not queued',
      );
      return false;
    }
  };

  // Staff hear of the hourly cap once per clock hour: the notice's Message-ID names the hour, and a second
  // insert of the same one (here or on another instance) is a no-op.
  const tellStaffOfSiteCap = async (db: Database) => {
    const hour = (options.now?.() ?? new Date()).toISOString().slice(0, 13).replace(/\D/g, '');
    await enqueueMailOnce(
      db,
      { ...visitorMailPaused(options.caps.sitePerHour, site), kind: 'visitor_mail_paused', to: options.notifyAddress },
      `<visitor-mail-paused-${hour}@${messageDomain}>`,
    );
  };

  const queueForVisitor: Mailer['queueForVisitor'] = async (db, mail) => {
    const answer: { outcome: VisitorMailOutcome; id?: number } = { outcome: 'failed' };
    const done = await inSavepoint(db, mail, async (savepoint) => {
      answer.outcome = await visitorMailAllowance(savepoint, mail.to, options.caps);
      if (answer.outcome === 'queued') {
        const row = await enqueueMail(savepoint, mail, messageDomain);
        if (row) answer.id = row.id;
      } else if (answer.outcome === 'site_cap') await tellStaffOfSiteCap(savepoint);
    });
    if (!done) return { outcome: 'failed' };
    if (answer.outcome !== 'queued')
      log.warn({ kind: mail.kind, outcome: answer.outcome, resource: mail.resource }, 'visitor mail held by a cap');
    return answer;
  };

  return {
    site,
    notifyAddress: options.notifyAddress,
    queueForVisitor,
    queue: async (db, mail) => {
      if (isVisitorMail(mail.kind)) return (await queueForVisitor(db, mail)).id;
      let id: number | undefined;
      const done = await inSavepoint(db, mail, async (savepoint) => {
        id = (await enqueueMail(savepoint, mail, messageDomain))?.id;
      });
      return done ? id : undefined;
    },
    kick: options.kick,
  };
}
