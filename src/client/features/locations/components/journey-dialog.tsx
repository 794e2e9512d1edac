import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { type PartnershipStage, partnershipStages } from '../../../../contracts/enums';
import { type LocationItem, stageProgress } from '../../../../contracts/property-managers';
import { stageLabel } from '../../../components/labels/location-labels';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { ProgressTrack } from '../../../components/ui/progress-track';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useSetPartnershipStage } from '../api/locations';
import { locationPath } from '../journey/components/location-header';
import { recordScreens } from '../journey/record-screens';

const stageHints: Record<PartnershipStage, string> = {
  exploring: 'Getting to know the property',
  planning: 'Site survey, layout and agreement',
  implementation: 'Installation under way',
  operational: 'The market is open',
};

/** "Manage Partnership Journey" (docs/product/property-managers-and-journey.md): any stage, the current one disabled, progress 25/50/75/100. */
export function JourneyDialog({ location, onClose }: { location: LocationItem | null; onClose: () => void }) {
  if (!location) return null;
  return <Journey key={location.id} location={location} onClose={onClose} />;
}

function Journey({ location, onClose }: { location: LocationItem; onClose: () => void }) {
  const setStage = useSetPartnershipStage();
  // An unknown stage counts as exploring (docs/product/property-managers-and-journey.md).
  const known = (partnershipStages as readonly string[]).includes(location.partnershipStage);
  const [stage, setCurrent] = useState<PartnershipStage>(known ? location.partnershipStage : 'exploring');
  const progress = stageProgress(stage);
  const links = recordScreens.map(({ screen, label, Icon }) => ({
    href: locationPath(location.id, screen),
    label,
    Icon,
  }));

  const choose = async (next: PartnershipStage) => {
    try {
      await setStage.mutateAsync({ id: location.id, partnershipStage: next });
      setCurrent(next);
      toast({ title: 'Partnership stage updated successfully' });
    } catch {
      toast({ title: 'Error', description: 'Failed to update partnership stage', variant: 'destructive' });
    }
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title="Manage Partnership Journey"
        description={`${location.locationName} (${location.locationCode})`}
        className="max-w-2xl"
      >
        <div className="space-y-6">
          <div>
            <div className="mb-2 flex items-baseline justify-between text-sm">
              <span className="font-medium text-slate-800">
                Current stage: <span data-testid="journey-stage">{stageLabel(stage)}</span>
              </span>
              <span className="font-semibold text-navy-900" data-testid="journey-progress">
                {progress}%
              </span>
            </div>
            <ProgressTrack value={progress} label="Partnership progress" />
          </div>

          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-navy-900">Set the partnership stage</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {partnershipStages.map((value, index) => {
                const current = value === stage;
                return (
                  <button
                    key={value}
                    type="button"
                    disabled={current || setStage.isPending}
                    aria-current={current ? 'step' : undefined}
                    onClick={() => void choose(value)}
                    className={cn(
                      'flex min-h-14 items-center gap-3 rounded-xl border px-3 py-2 text-left transition-colors',
                      current
                        ? 'border-navy-900 bg-navy-900 text-white'
                        : 'border-slate-300 bg-white text-navy-900 hover:bg-slate-50 disabled:opacity-60',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                        current ? 'bg-white text-navy-900' : 'bg-slate-100 text-slate-700',
                      )}
                    >
                      {current ? <Check className="size-4" /> : index + 1}
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold">
                        {stageLabel(value)} ({(index + 1) * 25}%)
                      </span>
                      <span className={cn('block text-xs', current ? 'text-slate-200' : 'text-slate-600')}>
                        {stageHints[value]}
                      </span>
                    </span>
                  </button>
                );
              })}
            </div>
          </fieldset>

          <nav aria-label="Partnership records">
            <h3 className="mb-2 text-sm font-semibold text-navy-900">Partnership records</h3>
            <ul className="grid gap-2 sm:grid-cols-2">
              {links.map(({ href, label, Icon }) => (
                <li key={href}>
                  <Link href={href} className={buttonClasses('outline', 'md', 'w-full justify-start')}>
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </DialogContent>
    </Dialog>
  );
}
