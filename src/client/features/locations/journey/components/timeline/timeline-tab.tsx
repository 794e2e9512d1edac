import { CalendarCheck2, CalendarClock, Plus } from 'lucide-react';
import type { TimelineItem } from '../../../../../../contracts/partnership';
import { useFetchErrorToast } from '../../../../../components/lists/use-fetch-error-toast';
import { Badge } from '../../../../../components/ui/badge';
import { LabelledText } from '../../../../../components/ui/labelled-text';
import { RowAction } from '../../../../../components/ui/row-action';
import { Spinner } from '../../../../../components/ui/spinner';
import { cn } from '../../../../../lib/cn';
import { formatCalendarDate } from '../../../../../lib/format';
import { useTimelineItems } from '../../api/timeline-items';
import { journeyTone, statusLabel } from '../labels';
import { useRecordDialog } from '../record-dialog-state';
import { RecordSection } from '../record-section';
import { TimelineItemDialog } from './timeline-item-dialog';

const dotClasses = {
  amber: 'bg-amber-400 ring-amber-100',
  blue: 'bg-blue-600 ring-blue-100',
  green: 'bg-emerald-600 ring-emerald-100',
  red: 'bg-red-600 ring-red-100',
  slate: 'bg-slate-400 ring-slate-100',
  navy: 'bg-navy-900 ring-slate-100',
} as const;

/** Timeline Management's Timeline tab: the installation steps in date order, each with its estimated and actual day. */
export function TimelineTab({ locationId }: { locationId: number }) {
  const list = useTimelineItems(locationId);
  useFetchErrorToast(list.isError, 'Failed to fetch the installation timeline');
  const dialog = useRecordDialog<TimelineItem>();

  return (
    <RecordSection
      title="Installation Timeline"
      description="Ordered by estimated date; steps without a date come last."
      add={{ label: 'Add Timeline Item', Icon: Plus, onClick: dialog.add }}
    >
      {!list.data ? (
        <Spinner label="Loading the timeline…" className="py-12" />
      ) : list.data.length === 0 ? (
        <p className="px-4 py-12 text-center text-slate-600">No timeline items yet. Add the first installation step.</p>
      ) : (
        <ol aria-label="Installation timeline" className="relative space-y-0 p-4 sm:p-6">
          {list.data.map((item, index) => (
            <TimelineEntry
              key={item.id}
              item={item}
              last={index === list.data.length - 1}
              onEdit={() => dialog.edit(item)}
            />
          ))}
        </ol>
      )}
      <TimelineItemDialog locationId={locationId} dialog={dialog} />
    </RecordSection>
  );
}

function TimelineEntry({ item, last, onEdit }: { item: TimelineItem; last: boolean; onEdit: () => void }) {
  const tone = journeyTone(item.status);
  return (
    <li className="relative flex gap-4 pb-6" data-testid="timeline-item">
      {last ? null : <span aria-hidden="true" className="absolute left-[7px] top-5 h-full w-0.5 bg-slate-200" />}
      <span
        aria-hidden="true"
        className={cn('relative mt-1.5 size-4 shrink-0 rounded-full ring-4', dotClasses[tone])}
      />
      <div className="min-w-0 flex-1 rounded-xl border border-slate-200 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold text-navy-900 wrap-anywhere">{item.title}</h3>
            <Badge tone={tone} className="mt-1">
              {statusLabel(item.status)}
            </Badge>
          </div>
          <RowAction label="Edit" name={`Edit ${item.title}`} className="min-h-11 sm:min-h-9" onClick={onEdit} />
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex items-center gap-2">
            <CalendarClock aria-hidden="true" className="size-4 text-slate-500" />
            <dt className="text-slate-600">Estimated</dt>
            <dd className="font-medium text-slate-900">{formatCalendarDate(item.estimatedDate, 'Not scheduled')}</dd>
          </div>
          {/* The day it happened, once it has: nothing to say before. */}
          {item.actualDate ? (
            <div className="flex items-center gap-2">
              <CalendarCheck2 aria-hidden="true" className="size-4 text-slate-500" />
              <dt className="text-slate-600">Actual</dt>
              <dd className="font-medium text-slate-900">{formatCalendarDate(item.actualDate)}</dd>
            </div>
          ) : null}
        </dl>
        {item.description ? (
          <p className="mt-3 whitespace-pre-line text-sm text-slate-700 wrap-anywhere">{item.description}</p>
        ) : null}
        <LabelledText
          label="Notes"
          className="mt-2 whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm text-slate-700 wrap-anywhere"
          labelClassName="font-medium text-slate-900"
        >
          {item.notes}
        </LabelledText>
      </div>
    </li>
  );
}
