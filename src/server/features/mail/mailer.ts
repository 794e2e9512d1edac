import type { SiteConfig } from '../../../contracts/site';
import type { Database } from '../../db/client';
import { enqueueMailOnce, enqueueMails, type MailToQueue, toRow } from './outbox';
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
  /**
   * Mail to an address a visitor typed: queued only under the caps; answers what became of it. `alongside` makes
   * the staff mail that goes with it from that outcome (the notification that says whether the visitor's
   * confirmation went out); it is written with the visitor's message, in one insert.
   */
  queueForVisitor(
    db: Database,
    mail: MailToQueue,
    alongside?: (outcome: VisitorMailOutcome) => MailToQueue[],
  ): Promise<{ outcome: VisitorMailOutcome; id?: number }>;
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

  // A message that cannot be queued (a recipient that is not one address, a value too long for its column) is
  // found before any query and left out, logged: the record it is about is still stored. Nothing else in an
  // insert can fail but the database itself, and then the whole transaction fails anyway; so no savepoint.
  const queueable = (mail: MailToQueue) => {
    try {
      toRow(mail, '<check@example.com>');
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

  const queueForVisitor: Mailer['queueForVisitor'] = async (db, mail, alongside) => {
    const outcome: VisitorMailOutcome = queueable(mail)
      ? await visitorMailAllowance(db, mail.to, options.caps)
      : 'failed';
    if (outcome === 'site_cap') await tellStaffOfSiteCap(db);
    const others = alongside?.(outcome) ?? [];
    if (others.some((other) => isVisitorMail(other.kind))) throw new Error('Visitor mail goes through the caps');
    const mails = [...(outcome === 'queued' ? [mail] : []), ...others.filter(queueable)];
    const ids = await enqueueMails(db, mails, messageDomain);
    if (outcome === 'queued') return { outcome, id: ids[0] };
    if (outcome !== 'failed')
      log.warn({ kind: mail.kind, outcome, resource: mail.resource }, 'visitor mail held by a cap');
    return { outcome };
  };

  return {
    site,
    notifyAddress: options.notifyAddress,
    queueForVisitor,
    queue: async (db, mail) => {
      if (isVisitorMail(mail.kind)) return (await queueForVisitor(db, mail)).id;
      if (!queueable(mail)) return undefined;
      const [id] = await enqueueMails(db, [mail], messageDomain);
      return id;
    },
    kick: options.kick,
  };
}
