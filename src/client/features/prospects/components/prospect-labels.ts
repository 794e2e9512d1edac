import { type leadSources, prospectFacilityTypes, type prospectStatuses } from '../../../../contracts/enums';
import { DAY_MS } from '../../../../contracts/time';
import type { BadgeTone } from '../../../components/ui/badge';
import { optionsOf } from '../../../components/ui/options';

/** docs/product/prospects.md facility types, as people read them. */
export const facilityLabels: Record<(typeof prospectFacilityTypes)[number], string> = {
  luxury_condos: 'Luxury Condos',
  medical_facilities: 'Medical Facilities',
  corporate_offices: 'Corporate Offices',
  educational_institutions: 'Educational Institutions',
};

/** The facility types as the choices of a select (the filter and the form). */
export const facilityOptions = optionsOf(prospectFacilityTypes, (value) => facilityLabels[value]);

export const statusLabels: Record<(typeof prospectStatuses)[number], string> = {
  new_lead: 'New Lead',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal_sent: 'Proposal Sent',
  negotiating: 'Negotiating',
  ready_to_activate: 'Ready to Activate',
  converted: 'Converted',
  lost: 'Lost',
};

export const leadSourceLabels: Record<(typeof leadSources)[number], string> = {
  website: 'Website',
  referral: 'Referral',
  cold_outreach: 'Cold Outreach',
  trade_show: 'Trade Show',
  other: 'Other',
};

export const prospectStatusTone: Record<string, BadgeTone> = {
  new_lead: 'slate',
  contacted: 'blue',
  qualified: 'blue',
  proposal_sent: 'amber',
  negotiating: 'amber',
  ready_to_activate: 'green',
  converted: 'navy',
  lost: 'red',
};

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** docs/product/prospects.md. */
export const formatRevenue = (value: number | null) => (value === null ? 'N/A' : `${dollars.format(value)}/year`);

/** Calendar days from a `yyyy-MM-dd` date to today, in the browser's time zone; null when unreadable. */
function calendarDaysSince(value: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const then = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((now - then) / DAY_MS);
}

/** Whole days since the last contact, or null when there was none. */
export function daysSinceContact(lastContactDate: string | null, today = new Date()): number | null {
  if (!lastContactDate) return null;
  const days = calendarDaysSince(lastContactDate, today);
  return days === null ? null : Math.max(0, days);
}

export const daysSinceLabel = (days: number | null) =>
  days === null
    ? 'Never contacted'
    : days === 0
      ? 'Contacted today'
      : `${days} ${days === 1 ? 'day' : 'days'} since last contact`;

/** A follow-up date in the past on a prospect still in the pipeline. */
export function isFollowUpOverdue(
  prospect: { nextFollowUpDate: string | null; status: string },
  today = new Date(),
): boolean {
  if (!prospect.nextFollowUpDate || prospect.status === 'converted' || prospect.status === 'lost') return false;
  const days = calendarDaysSince(prospect.nextFollowUpDate, today);
  return days !== null && days > 0;
}
