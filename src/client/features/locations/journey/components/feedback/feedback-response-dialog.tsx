import { partnershipFeedbackStatuses } from '../../../../../../contracts/enums';
import { feedbackResponseRequest, type PartnershipFeedbackItem } from '../../../../../../contracts/partnership';
import { EnumOptions } from '../../../../../components/forms/enum-options';
import { SelectField } from '../../../../../components/forms/record-fields';
import { RecordFormDialog } from '../../../../../components/forms/record-form-dialog';
import { useRespondToFeedback } from '../../api/partnership-feedback';
import { AnswerField } from '../answer-field';

/** "Add Response" (docs/product/property-managers-and-journey.md): the team's answer, which the manager reads in the portal, and the status. */
export function FeedbackResponseDialog({
  feedback,
  onClose,
}: {
  feedback: PartnershipFeedbackItem | null;
  onClose: () => void;
}) {
  const respond = useRespondToFeedback();
  if (!feedback) return null;
  return (
    <RecordFormDialog
      open
      recordKey={feedback.id}
      onClose={onClose}
      idPrefix="feedback-response"
      schema={feedbackResponseRequest}
      // Answering new feedback usually settles it: resolved is offered first, any status can be chosen.
      defaultValues={{
        response: feedback.response ?? '',
        status: feedback.status === 'new' && !feedback.response ? 'resolved' : feedback.status,
      }}
      title={feedback.response ? 'Edit Response' : 'Add Response'}
      description={feedback.subject}
      before={
        <blockquote className="mb-4 max-h-40 overflow-y-auto whitespace-pre-line rounded-xl bg-slate-50 p-3 text-sm text-slate-700 wrap-anywhere">
          {feedback.message}
        </blockquote>
      }
      submitLabel="Save Response"
      saved="Response saved successfully"
      failed="Failed to save response"
      save={(values) =>
        respond.mutateAsync({
          id: feedback.id,
          locationId: feedback.locationId,
          status: values.status,
          response: values.response ?? '',
        })
      }
    >
      {(common) => (
        <>
          <AnswerField {...common} name="response" label="Response" />
          <SelectField {...common} name="status" label="Status" required>
            <EnumOptions values={partnershipFeedbackStatuses} />
          </SelectField>
        </>
      )}
    </RecordFormDialog>
  );
}
