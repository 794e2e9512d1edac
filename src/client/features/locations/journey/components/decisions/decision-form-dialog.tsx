import { type PartnershipStage, partnershipStages } from '../../../../../../contracts/enums';
import { type DecisionItem, decisionRequest } from '../../../../../../contracts/partnership';
import { FormControl } from '../../../../../components/forms/form-control';
import { RecordFormDialog } from '../../../../../components/forms/record-form-dialog';
import { stageLabel } from '../../../../../components/labels/location-labels';
import { Input, Select, Textarea } from '../../../../../components/ui/form-controls';
import { useCreateDecision, useUpdateDecision } from '../../api/decisions';
import { EnumOptions } from '../enum-options';

export type DecisionTarget = { decision: DecisionItem } | { stage: PartnershipStage };

/** Record a decision of a stage, or edit one: made or not, when, the notes and the next steps. */
export function DecisionFormDialog({
  locationId,
  target,
  onClose,
}: {
  locationId: number;
  target: DecisionTarget | null;
  onClose: () => void;
}) {
  const create = useCreateDecision();
  const update = useUpdateDecision();
  if (!target) return null;
  const decision = 'decision' in target ? target.decision : null;
  return (
    <RecordFormDialog
      open
      recordKey={'decision' in target ? target.decision.id : target.stage}
      onClose={onClose}
      schema={decisionRequest}
      defaultValues={{
        decisionStage: decision?.decisionStage ?? ('stage' in target ? target.stage : 'exploring'),
        decisionMade: decision?.decisionMade ?? false,
        decisionDate: decision?.decisionDate ?? '',
        decisionNotes: decision?.decisionNotes ?? '',
        nextSteps: decision?.nextSteps ?? '',
      }}
      title={decision ? 'Edit Decision' : 'Record Decision'}
      submitLabel={decision ? 'Save Changes' : 'Record Decision'}
      saved={decision ? 'Decision updated successfully' : 'Decision recorded successfully'}
      failed={decision ? 'Failed to update decision' : 'Failed to record decision'}
      save={(values) =>
        decision
          ? update.mutateAsync({ ...values, id: decision.id, locationId })
          : create.mutateAsync({ ...values, locationId })
      }
      className="max-w-2xl"
    >
      {(form) => {
        const common = { form, idPrefix: 'decision' } as const;
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormControl {...common} name="decisionStage" label="Stage" required>
                {(control) => (
                  <Select {...control}>
                    <EnumOptions values={partnershipStages} label={stageLabel} />
                  </Select>
                )}
              </FormControl>
              <FormControl {...common} name="decisionDate" label="Decision Date">
                {(control) => <Input type="date" {...control} />}
              </FormControl>
            </div>
            <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
              <input type="checkbox" className="size-5 rounded border-slate-300" {...form.register('decisionMade')} />
              Decision made
            </label>
            <FormControl {...common} name="decisionNotes" label="Decision Notes">
              {(control) => <Textarea rows={4} maxLength={5000} {...control} />}
            </FormControl>
            <FormControl {...common} name="nextSteps" label="Next Steps">
              {(control) => <Textarea rows={3} maxLength={5000} {...control} />}
            </FormControl>
          </>
        );
      }}
    </RecordFormDialog>
  );
}
