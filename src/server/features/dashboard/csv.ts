import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import {
  contactFacilityLabels,
  feedbackIssueTypeLabels,
  feedbackPriorityLabels,
  feedbackStatusLabels,
} from '../../../contracts/enums';
import type { Database } from '../../db/client';
import type { contactInquiries, customerFeedback } from '../../db/schema/index';
import { wallClock } from '../../lib/business-time';
import { type Actor, recordActivity } from '../activity';
import { feedbackBatches } from './feedback';
import { inquiryBatches } from './inquiries';

/** Today's date on the business's clock, for a file name: contact-inquiries-2026-11-22.csv. */
export const csvFileName = (name: string, timeZone: string, now = new Date()) =>
  `${name}-${wallClock(now, timeZone).slice(0, 10)}.csv`;

/** The headers of a CSV download named `<name>-<today>.csv`. */
export const csvDownload = (name: string, timeZone: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${csvFileName(name, timeZone)}"`,
});

type Inquiry = typeof contactInquiries.$inferSelect;
type Feedback = typeof customerFeedback.$inferSelect;
type Columns<T> = Array<[string, (row: T) => string]>;

// Codes read as the screens name them; times on the business's clock, its zone in the header
// (docs/product/back-office.md#business-time).
const inquiryColumns = (zone: string): Columns<Inquiry> => [
  ['ID', (row) => String(row.id)],
  [`Created (${zone})`, (row) => wallClock(row.createdAt, zone)],
  ['First Name', (row) => row.firstName],
  ['Last Name', (row) => row.lastName],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['Facility Type', (row) => contactFacilityLabels[row.facilityType]],
  ['Company', (row) => row.companyName ?? ''],
  ['Custom Cabinetry', (row) => (row.customCabinetry ? 'Yes' : 'No')],
  ['Message', (row) => row.message ?? ''],
  [`Contacted (${zone})`, (row) => wallClock(row.contactedAt, zone)],
  ['Contacted By', (row) => row.contactedBy ?? ''],
];

const feedbackColumns = (zone: string): Columns<Feedback> => [
  ['ID', (row) => String(row.id)],
  [`Created (${zone})`, (row) => wallClock(row.createdAt, zone)],
  ['Customer Name', (row) => row.customerName],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone ?? ''],
  ['Location', (row) => row.location],
  ['Issue Type', (row) => feedbackIssueTypeLabels[row.issueType]],
  ['Priority', (row) => feedbackPriorityLabels[row.priority]],
  [
    'Status',
    (row) => feedbackStatusLabels[row.status === 'in_progress' || row.status === 'resolved' ? row.status : 'pending'],
  ],
  ['Subject', (row) => row.subject],
  ['Description', (row) => row.description],
  ['Resolution', (row) => row.resolution ?? ''],
  ['Assigned To', (row) => row.assignedTo ?? ''],
  [`Resolved (${zone})`, (row) => wallClock(row.resolvedAt, zone)],
];

/**
 * Streams rows batch by batch, each batch written out by csv-stringify in one go (a chunk per batch, not per row):
 * RFC 4180 quoting, CRLF records, and cells that start with = + - @, a tab or a carriage return neutralised
 * against spreadsheet formula injection; the first chunk starts with a UTF-8 BOM and the header. Memory stays flat
 * at any size.
 */
function csvStream<T>(batches: AsyncGenerator<T[]>, columns: Columns<T>): Readable {
  const options = { escape_formulas: true, record_delimiter: 'windows' } as const;
  const header = stringify([columns.map(([name]) => name)], { ...options, bom: true });
  return Readable.from(
    (async function* () {
      yield header;
      for await (const batch of batches)
        yield stringify(
          batch.map((row) => columns.map(([, read]) => read(row))),
          options,
        );
    })(),
    { objectMode: false },
  );
}

type InquiryQuery = Parameters<typeof inquiryBatches>[1];
type FeedbackQuery = Parameters<typeof feedbackBatches>[1];

/** The filtered inquiries as a CSV stream; the download is logged with its filters before the first row is read. */
export async function exportInquiries(db: Database, query: InquiryQuery, timeZone: string, actor: Actor) {
  await recordActivity(db, { ...actor, action: 'export_csv', resource: 'contact_inquiries', details: { ...query } });
  return csvStream(inquiryBatches(db, query), inquiryColumns(timeZone));
}

/** The filtered feedback as a CSV stream, logged as the inquiries' export is. */
export async function exportFeedback(db: Database, query: FeedbackQuery, timeZone: string, actor: Actor) {
  await recordActivity(db, { ...actor, action: 'export_csv', resource: 'customer_feedback', details: { ...query } });
  return csvStream(feedbackBatches(db, query), feedbackColumns(timeZone));
}
