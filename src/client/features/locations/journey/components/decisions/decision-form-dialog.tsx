import { type PartnershipStage, partnershipStages } from '../../../../../../contracts/enums';
import { type DecisionItem, decisionRequest } from '../../../../../../contracts/partnership';
import { EnumOptions } from '../../../../../components/forms/enum-options';
import { CheckboxField, DateField, SelectField, TextareaField } from '../../../../../components/forms/record-fields';
import { recordTexts } from '../../../../../components/forms/record-texts';
import { recording } from '../../../../../components/forms/record-words';
import { stageLabel } from '../../../../../components/labels/location-labels';
import { decisions } from '../../api/decisions';
import { JourneyRecordDialog } from '../journey-record-dialog';

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
  if (!target) return null;
  const decision = 'decision' in target ? target.decision : null;
  return (
    <JourneyRecordDialog
      noun="Decision"
      creating={recording}
      locationId={locationId}
      dialog={{ open: true, record: decision, close: onClose }}
      records={decisions}
      recordKey={'decision' in target ? target.decision.id : target.stage}
      idPrefix="decision"
      schema={decisionRequest}
      defaultValues={{
        ...recordTexts(decision, ['decisionDate', 'decisionNotes', 'nextSteps']),
        decisionStage: decision?.decisionStage ?? ('stage' in target ? target.stage : 'exploring'),
        decisionMade: decision?.decisionMade ?? false,
      }}
    >
      {(common) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField {...common} name="decisionStage" label="Stage" required>
              <EnumOptions values={partnershipStages} label={stageLabel} />
            </SelectField>
            <DateField {...common} name="decisionDate" label="Decision Date" />
          </div>
          <CheckboxField form={common.form} name="decisionMade" label="Decision made" className="min-h-11 gap-3" />
          <TextareaField {...common} name="decisionNotes" label="Decision Notes" rows={4} maxLength={5000} />
          <TextareaField {...common} name="nextSteps" label="Next Steps" rows={3} maxLength={5000} />
        </>
      )}
    </JourneyRecordDialog>
  );
}
