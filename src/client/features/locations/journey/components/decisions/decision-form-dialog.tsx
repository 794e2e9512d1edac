import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type PartnershipStage, partnershipStages } from '../../../../../../contracts/enums';
import { type DecisionItem, decisionRequest } from '../../../../../../contracts/partnership';
import { stageLabel } from '../../../../../components/labels/location-labels';
import { Dialog, DialogContent } from '../../../../../components/ui/dialog';
import { Input, Select, Textarea } from '../../../../../components/ui/form-controls';
import { useCreateDecision, useUpdateDecision } from '../../api/decisions';
import { EnumOptions } from '../enum-options';
import { FormActions } from '../form-actions';
import { FormControl } from '../form-control';
import { withToasts } from '../notify';

type FormInput = z.input<typeof decisionRequest>;
type FormOutput = z.output<typeof decisionRequest>;

export type DecisionTarget = { decision: DecisionItem } | { stage: PartnershipStage };

/** Record a decision of a stage, or edit one: made or not, when, the notes and the next steps. */
export function DecisionFormDialog(props: { locationId: number; target: DecisionTarget | null; onClose: () => void }) {
  if (!props.target) return null;
  const key = 'decision' in props.target ? props.target.decision.id : props.target.stage;
  return <DecisionForm key={key} locationId={props.locationId} target={props.target} onClose={props.onClose} />;
}

function DecisionForm({
  locationId,
  target,
  onClose,
}: {
  locationId: number;
  target: DecisionTarget;
  onClose: () => void;
}) {
  const decision = 'decision' in target ? target.decision : null;
  const create = useCreateDecision();
  const update = useUpdateDecision();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(decisionRequest),
    defaultValues: {
      decisionStage: decision?.decisionStage ?? ('stage' in target ? target.stage : 'exploring'),
      decisionMade: decision?.decisionMade ?? false,
      decisionDate: decision?.decisionDate ?? '',
      decisionNotes: decision?.decisionNotes ?? '',
      nextSteps: decision?.nextSteps ?? '',
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = decision
      ? await withToasts(
          () => update.mutateAsync({ ...values, id: decision.id, locationId }),
          'Decision updated successfully',
          'Failed to update decision',
        )
      : await withToasts(
          () => create.mutateAsync({ ...values, locationId }),
          'Decision recorded successfully',
          'Failed to record decision',
        );
    if (saved) onClose();
  });
  const common = { form, idPrefix: 'decision' } as const;

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={decision ? 'Edit Decision' : 'Record Decision'} className="max-w-2xl">
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
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
          <FormActions
            submitLabel={decision ? 'Save Changes' : 'Record Decision'}
            busy={form.formState.isSubmitting}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
