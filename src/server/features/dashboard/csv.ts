import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client';
import type { contactInquiries, customerFeedback } from '../../db/schema/index';
import { feedbackBatches } from './feedback';
import { inquiryBatches } from './inquiries';

const pad = (value: number) => String(value).padStart(2, '0');

/** yyyy-MM-dd HH:mm:ss in UTC (docs/product/back-office.md). */
export function csvTimestamp(date: Date | null): string {
  if (!date) return '';
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** A dated file name: contact-inquiries-2026-11-22.csv. */
export const csvFileName = (name: string, now = new Date()) => `${name}-${csvTimestamp(now).slice(0, 10)}.csv`;

type Inquiry = typeof contactInquiries.$inferSelect;
type Feedback = typeof customerFeedback.$inferSelect;

const inquiryColumns: Array<[string, (row: Inquiry) => string]> = [
  ['ID', (row) => String(row.id)],
  ['Created (UTC)', (row) => csvTimestamp(row.createdAt)],
  ['First Name', (row) => row.firstName],
  ['Last Name', (row) => row.lastName],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['Facility Type', (row) => row.facilityType],
  ['Company', (row) => row.companyName ?? ''],
  ['Custom Cabinetry', (row) => (row.customCabinetry ? 'Yes' : 'No')],
  ['Message', (row) => row.message ?? ''],
  ['Contacted (UTC)', (row) => csvTimestamp(row.contactedAt)],
  ['Contacted By', (row) => row.contactedBy ?? ''],
];

const feedbackColumns: Array<[string, (row: Feedback) => string]> = [
  ['ID', (row) => String(row.id)],
  ['Created (UTC)', (row) => csvTimestamp(row.createdAt)],
  ['Customer Name', (row) => row.customerName],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone ?? ''],
  ['Location', (row) => row.location],
  ['Issue Type', (row) => row.issueType],
  ['Priority', (row) => row.priority],
  ['Status', (row) => (row.status === 'in_progress' || row.status === 'resolved' ? row.status : 'pending')],
  ['Subject', (row) => row.subject],
  ['Description', (row) => row.description],
  ['Resolution', (row) => row.resolution ?? ''],
  ['Assigned To', (row) => row.assignedTo ?? ''],
  ['Resolved (UTC)', (row) => csvTimestamp(row.resolvedAt)],
];

/**
 * Streams rows batch by batch, each batch written out by csv-stringify in one go (a chunk per batch, not per row):
 * RFC 4180 quoting, CRLF records, and cells that start with = + - @, a tab or a carriage return neutralised
 * against spreadsheet formula injection; the first chunk starts with a UTF-8 BOM and the header. Memory stays flat
 * at any size.
 */
function csvStream<T>(batches: AsyncGenerator<T[]>, columns: Array<[string, (row: T) => string]>): Readable {
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

export const inquiriesCsv = (db: Database, query: Parameters<typeof inquiryBatches>[1]) =>
  csvStream(inquiryBatches(db, query), inquiryColumns);
export const feedbackCsv = (db: Database, query: Parameters<typeof feedbackBatches>[1]) =>
  csvStream(feedbackBatches(db, query), feedbackColumns);
