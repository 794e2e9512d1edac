import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { wallClock } from './business-time';

/** Today's date on the business's clock, for a file name: contact-inquiries-2026-11-22.csv. */
export const csvFileName = (name: string, timeZone: string, now = new Date()) =>
  `${name}-${wallClock(now, timeZone).slice(0, 10)}.csv`;

/** The headers of a CSV download named `<name>-<today>.csv`. */
export const csvDownload = (name: string, timeZone: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${csvFileName(name, timeZone)}"`,
});

/** A CSV file's columns: each header with the cell it reads from a row. */
export type CsvColumns<T> = Array<[string, (row: T) => string]>;

/**
 * The columns a record's export starts with: its id, and when it was created on the business's clock, the zone in
 * the header (docs/product/back-office.md#business-time).
 */
export const recordColumns = (zone: string): CsvColumns<{ id: number; createdAt: Date }> => [
  ['ID', (row) => String(row.id)],
  [`Created (${zone})`, (row) => wallClock(row.createdAt, zone)],
];

/**
 * Streams rows batch by batch, each batch written out by csv-stringify in one go (a chunk per batch, not per row):
 * RFC 4180 quoting, CRLF records, and cells that start with = + - @, a tab or a carriage return neutralised
 * against spreadsheet formula injection; the first chunk starts with a UTF-8 BOM and the header. Memory stays flat
 * at any size.
 */
export function csvStream<T>(batches: AsyncGenerator<T[]>, columns: CsvColumns<T>): Readable {
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
