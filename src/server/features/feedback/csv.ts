import { feedbackIssueTypeLabels, feedbackPriorityLabels, feedbackStatusLabels } from '../../../contracts/enums';
import type { customerFeedback } from '../../db/schema/index';
import { wallClock } from '../../lib/business-time';
import { type CsvColumns, recordColumns } from '../../lib/csv-stream';
import { loggedCsvExport } from '../activity';
import { feedbackBatches, normalStatus } from './inbox';

type Feedback = typeof customerFeedback.$inferSelect;

// Codes read as the screens name them; times on the business's clock, its zone in the header
// (docs/product/back-office.md#business-time).
const feedbackColumns = (zone: string): CsvColumns<Feedback> => [
  ...recordColumns(zone),
  ['Customer Name', (row) => row.customerName],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone ?? ''],
  ['Location', (row) => row.location],
  ['Issue Type', (row) => feedbackIssueTypeLabels[row.issueType]],
  ['Priority', (row) => feedbackPriorityLabels[row.priority]],
  ['Status', (row) => feedbackStatusLabels[normalStatus(row.status)]],
  ['Subject', (row) => row.subject],
  ['Description', (row) => row.description],
  ['Resolution', (row) => row.resolution ?? ''],
  ['Assigned To', (row) => row.assignedTo ?? ''],
  [`Resolved (${zone})`, (row) => wallClock(row.resolvedAt, zone)],
];

/** The filtered feedback as a CSV download (a stream), logged as the staff member's. */
export const exportFeedback = loggedCsvExport('customer_feedback', feedbackBatches, feedbackColumns);
