import { Plus } from 'lucide-react';
import { useState } from 'react';
import { partnershipStages } from '../../../../../../contracts/enums';
import type { DecisionItem } from '../../../../../../contracts/partnership';
import type { LocationItem } from '../../../../../../contracts/property-managers';
import { stageLabel } from '../../../../../components/labels/location-labels';
import { useFetchErrorToast } from '../../../../../components/lists/use-fetch-error-toast';
import { Badge } from '../../../../../components/ui/badge';
import { Button } from '../../../../../components/ui/button';
import { Card } from '../../../../../components/ui/card';
import { Spinner } from '../../../../../components/ui/spinner';
import { formatCalendarDate } from '../../../../../lib/format';
import { useDecisions } from '../../api/decisions';
import { DecisionFormDialog, type DecisionTarget } from './decision-form-dialog';

/** The partnership's decisions grouped by the four stages, each stage with its own Record Decision. */
export function DecisionsByStage({ location }: { location: LocationItem }) {
  const list = useDecisions(location.id);
  useFetchErrorToast(list.isError, 'Failed to fetch decisions');
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  if (!list.data) return <Spinner label="Loading decisions…" className="py-12" />;
  const decisions = list.data;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {partnershipStages.map((stage) => {
        const ofStage = decisions.filter((decision) => decision.decisionStage === stage);
        const current = stage === location.partnershipStage;
        return (
          <Card key={stage} className="flex flex-col" data-testid={`decisions-${stage}`}>
            <section aria-label={`${stageLabel(stage)} decisions`} className="flex flex-1 flex-col">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 p-4">
                <div className="flex items-center gap-2">
                  <h2 className="text-lg font-semibold text-navy-900">{stageLabel(stage)}</h2>
                  {current ? <Badge tone="navy">Current stage</Badge> : null}
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  className="min-h-11 w-full sm:min-h-9 sm:w-auto"
                  onClick={() => setTarget({ stage })}
                  aria-label={`Record a decision for ${stageLabel(stage)}`}
                  icon={Plus}
                >
                  Record Decision
                </Button>
              </div>
              {ofStage.length === 0 ? (
                <p className="p-4 text-sm text-slate-600">No decision recorded for this stage.</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {ofStage.map((decision) => (
                    <DecisionEntry key={decision.id} decision={decision} onEdit={() => setTarget({ decision })} />
                  ))}
                </ul>
              )}
            </section>
          </Card>
        );
      })}
      <DecisionFormDialog locationId={location.id} target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

function DecisionEntry({ decision, onEdit }: { decision: DecisionItem; onEdit: () => void }) {
  return (
    <li className="space-y-2 p-4 text-sm" data-testid="decision">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={decision.decisionMade ? 'green' : 'amber'}>
            {decision.decisionMade ? 'Decision made: Yes' : 'Decision made: No'}
          </Badge>
          <span className="text-slate-600">{formatCalendarDate(decision.decisionDate)}</span>
        </div>
        <Button
          size="sm"
          variant="ghost"
          className="min-h-11 sm:min-h-9"
          onClick={onEdit}
          aria-label={`Edit the ${stageLabel(decision.decisionStage)} decision of ${formatCalendarDate(decision.decisionDate)}`}
        >
          Edit
        </Button>
      </div>
      <dl className="grid gap-1 sm:grid-cols-[7rem_1fr]">
        <dt className="font-medium text-slate-600">Notes</dt>
        <dd className="whitespace-pre-line text-slate-900 wrap-anywhere">{decision.decisionNotes ?? 'N/A'}</dd>
        <dt className="font-medium text-slate-600">Next steps</dt>
        <dd className="whitespace-pre-line text-slate-900 wrap-anywhere">{decision.nextSteps ?? 'N/A'}</dd>
      </dl>
    </li>
  );
}
