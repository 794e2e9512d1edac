import { decideVisitorMail } from './visitor-mail';

/**
 * The one statement that stores a public form's record with its two e-mails (Mailer.storeForm): built once per
 * form from the record's INSERT, whose values are the statement's first `recordParams` parameters.
 */
export type FormStatement = { name: string; text: string; recordParams: number };

/** The parameters that follow the record's, in the statement's order (Mailer.storeForm fills them). */
export const formParamNames = [
  'address',
  'perDay',
  'perHour',
  'wanted',
  'visitor',
  'resource',
  'confirmationId',
  'confirmationKind',
  'confirmationSubject',
  'confirmationText',
  'confirmationHtml',
  'notificationWanted',
  'notificationId',
  'notificationKind',
  'notifyAddress',
  'notificationSubject',
  'notificationText',
  'notificationHtml',
  'idBlank',
  'noteBlank',
  'addressCapText',
  'siteCapText',
  'failedText',
  'addressCapHtml',
  'siteCapHtml',
  'failedHtml',
  'pausedId',
  'pausedSubject',
  'pausedText',
  'pausedHtml',
  'activityDetails',
] as const;
export type FormParams = Record<(typeof formParamNames)[number], unknown>;

/**
 * Builds the statement. `record(go)` is the record's INSERT … SELECT, to insert only `where ${go}` and to return
 * its `id`. In order, in one statement (atomic without a transaction of its own, and one round trip):
 * - the visitor mail is decided (decideVisitorMail: the address's lock and count, an hourly place);
 * - the record is inserted, unless the hourly places are not all made yet ('unready': then nothing at all is
 *   written, and the caller makes them and runs it again);
 * - the outbox gets the confirmation when it was allowed, the business's notification with its blanks filled (the
 *   record's id; the note's tail for the outcome, as text and as HTML), and at the site's cap the "Visitor e-mail
 *   paused" notice under its hour's Message-ID, written once whoever reaches the cap first;
 * - the activity log gets the visitor's "create" row for the record, with `activityDetails` (who sent it).
 */
export function formStatement(name: string, recordParams: number, record: (go: string) => string): FormStatement {
  const p = Object.fromEntries(formParamNames.map((key, i) => [key, `$${recordParams + i + 1}`])) as Record<
    (typeof formParamNames)[number],
    string
  >;
  const filled = (part: string, notes: [string, string, string]) =>
    `replace(replace(${part}::text, ${p.idBlank}::text, r.id::text), ${p.noteBlank}::text,
      case d.outcome when 'address_cap' then ${notes[0]}::text when 'site_cap' then ${notes[1]}::text
        when 'failed' then ${notes[2]}::text else '' end)`;
  const text = `with ${decideVisitorMail({
    address: `${p.address}::varchar`,
    perDay: `${p.perDay}::int`,
    perHour: `${p.perHour}::int`,
    wanted: `${p.wanted}::boolean`,
  })},
  record as (${record(`(select outcome from decided) <> 'unready'`)}),
  mail as (
    insert into mail_outbox (message_id, kind, to_address, reply_to, subject, text_body, html_body, resource,
      resource_id)
    select ${p.confirmationId}::varchar, ${p.confirmationKind}::varchar, ${p.visitor}::varchar, null::varchar,
      ${p.confirmationSubject}::varchar, ${p.confirmationText}::text, ${p.confirmationHtml}::text,
      ${p.resource}::varchar, r.id::text
    from record r, decided d where d.outcome = 'queued'
    union all
    select ${p.notificationId}, ${p.notificationKind}, ${p.notifyAddress}, ${p.visitor},
      ${p.notificationSubject},
      ${filled(p.notificationText, [p.addressCapText, p.siteCapText, p.failedText])},
      ${filled(p.notificationHtml, [p.addressCapHtml, p.siteCapHtml, p.failedHtml])},
      ${p.resource}, r.id::text
    from record r, decided d where ${p.notificationWanted}::boolean
    union all
    select ${p.pausedId}, 'visitor_mail_paused', ${p.notifyAddress}, null, ${p.pausedSubject}, ${p.pausedText},
      ${p.pausedHtml}, null, null
    from record r, decided d where d.outcome = 'site_cap'
    on conflict (message_id) do nothing),
  activity as (
    insert into user_activity (user_id, action, resource, resource_id, details)
    select null, 'create', ${p.resource}::varchar, r.id::text, ${p.activityDetails}::jsonb
    from record r where ${p.activityDetails}::jsonb is not null)
  select (select outcome from decided) as outcome, (select id from record) as id`;
  return { name, text, recordParams };
}
