import { randomUUID } from 'node:crypto';
import type { SiteConfig } from '../../../contracts/site';
import type { Database } from '../../db/client';
import { type FormParams, type FormStatement, formParamNames } from './form-statement';
import { enqueueMailOnce, enqueueMails, type MailToQueue, toRow } from './outbox';
import { runStatement } from './statement';
import { blanks } from './templates/blanks';
import type { RenderedEmail } from './templates/layout';
import { escapeHtml } from './templates/layout';
import { noteTail } from './templates/visitor-mail-note';
import { visitorMailPaused } from './templates/visitor-mail-paused';
import {
  addMissingPlaces,
  isVisitorMail,
  type VisitorMailCaps,
  type VisitorMailOutcome,
  visitorMailAllowance,
} from './visitor-mail';

/** A form's message to queue with it: the kind and the rendered message (the notification with its blanks). */
type FormMessage = RenderedEmail & { kind: MailToQueue['kind'] };

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
  /**
   * Stores a public form's record with its confirmation to `visitor` (under the caps) and its notification to the
   * business (its blanks filled from the record's id and the confirmation's outcome), in the one statement
   * `statement` (formStatement), outside any transaction: the record is never lost to a mail failure or a cap,
   * and its mail is never lost to a crash. Answers the record's id and what became of the confirmation. Wakes the
   * worker after.
   */
  storeForm(
    db: Database,
    statement: FormStatement,
    recordValues: unknown[],
    form: {
      visitor: string;
      resource: string;
      confirmation: FormMessage;
      /** To `notify` (the mailer's notifyAddress), answered to the visitor. */
      notification: FormMessage;
      notify: string;
      /** The details of the record's "create" row in the activity log (who sent it), written by the same statement. */
      activity: Record<string, unknown>;
    },
  ): Promise<{ id: number; outcome: VisitorMailOutcome }>;
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
    const hour = hourOf(options.now?.() ?? new Date());
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

  // The notice is the same words every time for a cap: rendered once per cap.
  const pausedNotices = new Map<number, RenderedEmail>();
  const pausedNotice = (cap: number) => {
    let notice = pausedNotices.get(cap);
    if (!notice) {
      notice = visitorMailPaused(cap, site);
      pausedNotices.set(cap, notice);
    }
    return notice;
  };
  const notes = (['address_cap', 'site_cap', 'failed'] as const).map(noteTail);

  const storeForm: Mailer['storeForm'] = async (db, statement, recordValues, form) => {
    const { confirmation, notification, visitor } = form;
    const newId = () => `<${randomUUID()}@${messageDomain}>`;
    const about = { to: visitor, resource: form.resource };
    const wanted = queueable({ ...confirmation, ...about });
    const notificationWanted = queueable({ ...notification, ...about, to: form.notify, replyTo: visitor });
    const paused = pausedNotice(options.caps.sitePerHour);
    const params: FormParams = {
      address: visitor.toLowerCase(),
      perDay: options.caps.perAddressPerDay,
      perHour: options.caps.sitePerHour,
      wanted,
      visitor,
      resource: form.resource,
      confirmationId: newId(),
      confirmationKind: confirmation.kind,
      confirmationSubject: confirmation.subject,
      confirmationText: confirmation.text,
      confirmationHtml: confirmation.html,
      notificationWanted,
      notificationId: newId(),
      notificationKind: notification.kind,
      notifyAddress: form.notify,
      notificationSubject: notification.subject,
      notificationText: notification.text,
      notificationHtml: notification.html,
      idBlank: blanks.id,
      noteBlank: blanks.note,
      addressCapText: notes[0],
      siteCapText: notes[1],
      failedText: notes[2],
      addressCapHtml: escapeHtml(notes[0] ?? ''),
      siteCapHtml: escapeHtml(notes[1] ?? ''),
      failedHtml: escapeHtml(notes[2] ?? ''),
      pausedId: `<visitor-mail-paused-${hourOf(options.now?.() ?? new Date())}@${messageDomain}>`,
      pausedSubject: paused.subject,
      pausedText: paused.text,
      pausedHtml: paused.html,
      activityDetails: JSON.stringify(form.activity),
    };
    const values = [...recordValues, ...formParamNames.map((name) => params[name])];
    const run = async () => {
      const [row] = await runStatement<{ outcome: VisitorMailOutcome | 'unready'; id: number | null }>(
        db,
        statement.name,
        statement.text,
        values,
      );
      return row;
    };
    let row = await run();
    if (row?.outcome === 'unready') {
      // The hourly cap's places are not all made yet (a new database, a raised cap): nothing was written.
      await addMissingPlaces(db, options.caps.sitePerHour);
      row = await run();
    }
    if (!row || row.outcome === 'unready' || row.id === null) throw new Error('The form was not stored');
    if (row.outcome === 'address_cap' || row.outcome === 'site_cap')
      log.warn(
        { kind: confirmation.kind, outcome: row.outcome, resource: form.resource },
        'visitor mail held by a cap',
      );
    options.kick();
    return { id: Number(row.id), outcome: row.outcome };
  };

  return {
    site,
    notifyAddress: options.notifyAddress,
    queueForVisitor,
    storeForm,
    queue: async (db, mail) => {
      if (isVisitorMail(mail.kind)) return (await queueForVisitor(db, mail)).id;
      if (!queueable(mail)) return undefined;
      const [id] = await enqueueMails(db, [mail], messageDomain);
      return id;
    },
    kick: options.kick,
  };
}

/** The clock hour of a time, as the paused notice's Message-ID names it (2026112814). */
const hourOf = (time: Date) => time.toISOString().slice(0, 13).replace(/\D/g, '');
