import { type TrainingEntryItem, trainingEntryRequest } from '../../../../contracts/assistant-admin';
import { FormControl } from '../../../components/forms/form-control';
import { CheckboxField, SelectField, TextareaField, TextField } from '../../../components/forms/record-fields';
import { type DialogShown, RecordFormDialog } from '../../../components/forms/record-form-dialog';
import { recordTexts } from '../../../components/forms/record-texts';
import { recordWords } from '../../../components/forms/record-words';
import { Input } from '../../../components/ui/form-controls';
import { useCreateTraining, useUpdateTraining } from '../api/training';
import { trainingErrorMessage } from '../api/training-error';
import { categoryOptions } from './training-labels';

/** Add and edit a training entry (docs/product/training.md): title and content required, priority 0-100, tags comma-separated. */
export function TrainingFormDialog({ entry, ...shown }: { entry: TrainingEntryItem | null } & DialogShown) {
  const create = useCreateTraining();
  const update = useUpdateTraining();
  const words = recordWords('Training Data', entry !== null);
  return (
    <RecordFormDialog
      {...shown}
      recordKey={entry?.id}
      idPrefix="training"
      schema={trainingEntryRequest}
      defaultValues={{
        ...recordTexts(entry, ['title', 'content']),
        category: entry?.category ?? 'faq',
        priority: entry?.priority ?? 0,
        tags: entry?.tags.join(', ') ?? '',
        isActive: entry?.isActive ?? true,
      }}
      {...words}
      failed={{ title: words.failed, describe: trainingErrorMessage }}
      save={(values) => {
        const body = { ...values, lastUpdatedBy: 'Admin' };
        return entry ? update.mutateAsync({ ...body, id: entry.id }) : create.mutateAsync(body);
      }}
      className="max-w-2xl"
    >
      {(common) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField {...common} name="category" label="Category" required options={categoryOptions} />
            <FormControl {...common} name="priority" label="Priority" hint="0 to 100; over 50 is high priority">
              {(control) => <Input type="number" min={0} max={100} inputMode="numeric" {...control} />}
            </FormControl>
          </div>
          <TextField {...common} name="title" label="Title" required />
          <TextareaField {...common} name="content" label="Content" required rows={7} />
          <TextField {...common} name="tags" label="Tags" hint="Separate tags with commas" />
          <CheckboxField
            form={common.form}
            name="isActive"
            label="Active (the assistant answers from it)"
            className="gap-3"
          />
        </>
      )}
    </RecordFormDialog>
  );
}
