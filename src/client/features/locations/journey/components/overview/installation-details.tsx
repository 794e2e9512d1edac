import { Cpu } from 'lucide-react';
import { useState } from 'react';
import { installationDateFields } from '../../../../../../contracts/installation';
import type { LocationItem } from '../../../../../../contracts/property-managers';
import { Button } from '../../../../../components/ui/button';
import { Card } from '../../../../../components/ui/card';
import { formatCalendarDate } from '../../../../../lib/format';
import { InstallationDetailsDialog } from './installation-details-dialog';

/** The machine and the dates of the installation, with staff notes, and the way to record them. */
export function InstallationDetails({ location }: { location: LocationItem }) {
  const [editing, setEditing] = useState(false);
  const { installation } = location;
  const facts: Array<[string, string]> = [
    ['Machine Model', installation.machineModel ?? 'Not recorded'],
    ['Serial Number', installation.machineSerialNumber ?? 'Not recorded'],
    ...installationDateFields.map(([name, label]): [string, string] => [
      label,
      formatCalendarDate(installation[name], 'Not set'),
    ]),
  ];
  return (
    <Card className="p-4 sm:p-5" data-testid="installation-details">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
          <Cpu aria-hidden="true" className="size-5 text-brand-700" />
          Installation details
        </h3>
        <Button variant="outline" size="sm" className="min-h-11 sm:min-h-9" onClick={() => setEditing(true)}>
          Edit details
        </Button>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3 sm:block">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium text-navy-900 wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      {installation.notes ? (
        <div className="mt-4 rounded-xl bg-slate-50 p-3">
          <p className="text-sm font-medium text-slate-600">Staff notes</p>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-800 wrap-anywhere">{installation.notes}</p>
        </div>
      ) : null}
      <InstallationDetailsDialog location={location} open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}
