import type { Database } from '../../db/client';
import { type CsvColumns, csvStream } from '../../lib/csv-stream';
import { type Actor, recordActivity } from './service';

/**
 * A staff list's CSV download: the filtered rows as a CSV stream in the business's time zone, the download logged
 * as the staff member's, with its filters, before the first row is read.
 */
export const loggedCsvExport =
  <Query extends Record<string, unknown>, Row>(
    resource: string,
    batches: (db: Database, query: Query) => AsyncGenerator<Row[]>,
    columns: (timeZone: string) => CsvColumns<Row>,
  ) =>
  async (db: Database, query: Query, timeZone: string, actor: Actor) => {
    await recordActivity(db, { ...actor, action: 'export_csv', resource, details: { ...query } });
    return csvStream(batches(db, query), columns(timeZone));
  };
