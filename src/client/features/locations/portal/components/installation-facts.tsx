import { installationDateFields } from '../../../../../contracts/installation';
import type { PortalLocation } from '../../../../../contracts/portal';
import { Card } from '../../../../components/ui/card';
import { formatCalendarDate } from '../../../../lib/format';

/** The manager's own installation: the machine and the dates recorded so far (the estimate is on the progress card). */
export function InstallationFacts({ location }: { location: PortalLocation }) {
  const { installation } = location;
  const facts: Array<[string, string]> = [];
  if (installation.machineModel) facts.push(['Machine', installation.machineModel]);
  if (installation.machineSerialNumber) facts.push(['Serial number', installation.machineSerialNumber]);
  for (const [name, label] of installationDateFields) {
    const value = installation[name];
    if (value && name !== 'estimatedInstallationDate') facts.push([label, formatCalendarDate(value)]);
  }
  return (
    <Card className="p-5 sm:p-6" data-testid="installation-facts">
      <h2 className="text-lg font-semibold text-navy-900">Your installation</h2>
      {facts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Your Elevate team records the machine and the key dates here as your installation moves along.
        </p>
      ) : (
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div
              key={label}
              className="flex items-baseline justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2 sm:block"
            >
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
              <dd className="mt-0.5 font-semibold text-navy-900 wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
