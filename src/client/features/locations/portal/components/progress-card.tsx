import type { PortalLocation } from '../../../../../contracts/portal';
import { stageStep } from '../../../../../contracts/property-managers';
import { stageLabel } from '../../../../components/labels/location-labels';
import { Card } from '../../../../components/ui/card';
import { ProgressTrack } from '../../../../components/ui/progress-track';
import { formatCalendarDate } from '../../../../lib/format';

/** Progress over the four stages (docs/product/portal.md: 25/50/75/100) and the dates a manager plans around ('Not set' when missing). */
export function ProgressCard({ location }: { location: PortalLocation }) {
  const dates: Array<[string, string | null]> = [
    ['Estimated installation', location.estimatedInstallationDate],
    ['Next restock', location.nextRestockDate],
    ['Last restock', location.lastRestockDate],
  ];
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-navy-900">Partnership progress</h2>
      <div className="mt-4 flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-700">
          Stage: <span className="font-semibold text-navy-900">{stageLabel(location.partnershipStage)}</span>
        </span>
        <span className="text-lg font-bold text-navy-900" data-testid="portal-progress">
          {stageStep(location.progress)}
        </span>
      </div>
      <ProgressTrack value={location.progress} label="Partnership progress" className="mt-2 h-3" />
      <dl className="mt-5 grid gap-3 sm:grid-cols-3">
        {dates.map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2 sm:block"
          >
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
            <dd className="mt-0.5 font-semibold text-navy-900">{formatCalendarDate(value, 'Not set')}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
