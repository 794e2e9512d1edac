import { AlarmClock, Building2, type LucideIcon, Mail, Phone } from 'lucide-react';
import type { ProspectItem } from '../../../../contracts/prospects';
import { RowActions } from '../../../components/lists/row-actions';
import { Badge, priorityTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatCalendarDate, humanize } from '../../../lib/format';
import {
  daysSinceContact,
  daysSinceLabel,
  facilityLabels,
  formatRevenue,
  isFollowUpOverdue,
  leadSourceLabels,
  prospectStatusTone,
  statusLabels,
} from './prospect-labels';
import { ProspectStatusSelect } from './prospect-status-select';

export type ProspectActions = {
  onEdit: (prospect: ProspectItem) => void;
  onDelete: (prospect: ProspectItem) => void;
  onConvert: (prospect: ProspectItem) => void;
};

/** Convert only when ready to activate and not yet converted (docs/product/prospects.md). */
export const canConvert = (prospect: ProspectItem) =>
  prospect.status === 'ready_to_activate' && !prospect.convertedToPropertyManager;

/** An e-mail address or phone number of the card, a link that writes or calls, named for screen readers by `term`. */
function ContactLine({
  term,
  icon: Icon,
  href,
  children,
}: {
  term: string;
  icon: LucideIcon;
  href: string;
  children: string;
}) {
  return (
    <>
      <dt className="sr-only">{term}</dt>
      <dd className="col-span-2 flex items-center gap-1.5 wrap-anywhere">
        <Icon aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
        <a className="text-brand-700 underline" href={href}>
          {children}
        </a>
      </dd>
    </>
  );
}

/** One lead: who, where, how much, how warm; its status menu and actions. */
export function ProspectCard({
  prospect,
  actions,
  compact = false,
}: {
  prospect: ProspectItem;
  actions: ProspectActions;
  compact?: boolean;
}) {
  const days = daysSinceContact(prospect.lastContactDate);
  const overdue = isFollowUpOverdue(prospect);
  return (
    <Card className="flex w-full min-w-0 flex-col gap-3 p-4" data-testid="prospect-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-navy-900 wrap-anywhere">{prospect.locationName}</h3>
          {prospect.companyName ? <p className="text-sm text-slate-600 wrap-anywhere">{prospect.companyName}</p> : null}
        </div>
        <Badge tone={priorityTone(prospect.priority)}>{humanize(prospect.priority)}</Badge>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge tone={prospectStatusTone[prospect.status]}>{statusLabels[prospect.status]}</Badge>
        {prospect.convertedToPropertyManager && prospect.status !== 'converted' ? (
          <Badge tone="navy">Converted</Badge>
        ) : null}
        {overdue ? (
          <Badge tone="red">
            <AlarmClock aria-hidden="true" className="mr-1 size-3" />
            Follow-up overdue
          </Badge>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Contact</dt>
        <dd className="text-slate-900 wrap-anywhere">{prospect.contactName}</dd>
        {!compact && prospect.contactEmail ? (
          <ContactLine term="Email" icon={Mail} href={`mailto:${prospect.contactEmail}`}>
            {prospect.contactEmail}
          </ContactLine>
        ) : null}
        {!compact && prospect.contactPhone ? (
          <ContactLine term="Phone" icon={Phone} href={`tel:${prospect.contactPhone}`}>
            {prospect.contactPhone}
          </ContactLine>
        ) : null}
        <dt className="text-slate-600">Facility</dt>
        <dd className="flex items-center gap-1.5 text-slate-900">
          <Building2 aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
          {facilityLabels[prospect.facilityType]}
        </dd>
        <dt className="text-slate-600">Revenue</dt>
        <dd className="font-semibold text-slate-900">{formatRevenue(prospect.estimatedRevenue)}</dd>
        {!compact ? (
          <>
            <dt className="text-slate-600">Timeline</dt>
            <dd className="text-slate-900 wrap-anywhere">{prospect.estimatedTimeline ?? 'N/A'}</dd>
            <dt className="text-slate-600">Source</dt>
            <dd className="text-slate-900">{leadSourceLabels[prospect.leadSource]}</dd>
            {prospect.assignedTo ? (
              <>
                <dt className="text-slate-600">Assigned</dt>
                <dd className="text-slate-900 wrap-anywhere">{prospect.assignedTo}</dd>
              </>
            ) : null}
            {prospect.address ? (
              <>
                <dt className="text-slate-600">Address</dt>
                <dd className="text-slate-900 wrap-anywhere">{prospect.address}</dd>
              </>
            ) : null}
          </>
        ) : null}
        <dt className="text-slate-600">Follow-up</dt>
        <dd className={overdue ? 'font-semibold text-red-700' : 'text-slate-900'}>
          {formatCalendarDate(prospect.nextFollowUpDate, 'Not set')}
        </dd>
      </dl>
      <p className="text-xs text-slate-600" data-testid="days-since-contact">
        {daysSinceLabel(days)}
        {prospect.lastContactDate ? ` (${formatCalendarDate(prospect.lastContactDate)})` : ''}
      </p>
      {!compact && prospect.notes ? (
        <p className="line-clamp-3 whitespace-pre-line text-sm text-slate-700 wrap-anywhere">{prospect.notes}</p>
      ) : null}
      <div className="mt-auto space-y-2 border-t border-slate-100 pt-3">
        <ProspectStatusSelect prospect={prospect} />
        {/* One button, the next step (Convert once ready to activate, else Edit); the others in the "…" menu. */}
        <RowActions
          className="flex gap-2"
          record={prospect.locationName}
          actions={[
            ...(canConvert(prospect)
              ? [
                  {
                    // "Convert" alone in a board column's narrow card, its full name for screen readers.
                    label: compact ? 'Convert' : 'Convert to Property Manager',
                    name: 'Convert to Property Manager',
                    emphasised: true,
                    onClick: () => actions.onConvert(prospect),
                  },
                ]
              : []),
            { label: 'Edit', name: `Edit ${prospect.locationName}`, onClick: () => actions.onEdit(prospect) },
            {
              label: 'Delete',
              name: `Delete ${prospect.locationName}`,
              destructive: true,
              onClick: () => actions.onDelete(prospect),
            },
          ].map((action, index) => (index === 0 ? { ...action, className: 'min-h-11 flex-1 md:min-h-9' } : action))}
        />
      </div>
    </Card>
  );
}
