import { contactFacilityLabels } from '../../../contracts/enums';
import type { contactInquiries } from '../../db/schema/index';
import { wallClock } from '../../lib/business-time';
import { type CsvColumns, recordColumns } from '../../lib/csv-stream';
import { loggedCsvExport } from '../activity';
import { inquiryBatches } from './inbox';

type Inquiry = typeof contactInquiries.$inferSelect;

// Codes read as the screens name them; times on the business's clock, its zone in the header
// (docs/product/back-office.md#business-time).
const inquiryColumns = (zone: string): CsvColumns<Inquiry> => [
  ...recordColumns(zone),
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

/** The filtered inquiries as a CSV download (a stream), logged as the staff member's. */
export const exportInquiries = loggedCsvExport('contact_inquiries', inquiryBatches, inquiryColumns);
