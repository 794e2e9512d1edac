import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TrainingEntryItem, trainingEntryRequest } from '../../../../contracts/assistant-admin';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { describedBy, Field, Input, Select, Textarea } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { useCreateTraining, useUpdateTraining } from '../api/training';
import { trainingErrorMessage } from '../api/training-error';
import { categoryOptions } from './training-labels';

type FormInput = z.input<typeof trainingEntryRequest>;
type FormOutput = z.output<typeof trainingEntryRequest>;

/** Add and edit a training entry (docs/product/training.md): title and content required, priority 0-100, tags comma-separated. */
export function TrainingFormDialog(props: { entry: TrainingEntryItem | null; open: boolean; onClose: () => void }) {
  if (!props.open) return null;
  return <TrainingForm key={props.entry?.id ?? 'new'} entry={props.entry} onClose={props.onClose} />;
}

function TrainingForm({ entry, onClose }: { entry: TrainingEntryItem | null; onClose: () => void }) {
  const create = useCreateTraining();
  const update = useUpdateTraining();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(trainingEntryRequest),
    defaultValues: {
      category: entry?.category ?? 'faq',
      title: entry?.title ?? '',
      content: entry?.content ?? '',
      priority: entry?.priority ?? 0,
      tags: entry?.tags.join(', ') ?? '',
      isActive: entry?.isActive ?? true,
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const body = { ...values, lastUpdatedBy: 'Admin' };
    try {
      if (entry) {
        await update.mutateAsync({ ...body, id: entry.id });
        toast({ title: 'Training data updated successfully' });
      } else {
        await create.mutateAsync(body);
        toast({ title: 'Training data created successfully' });
      }
      onClose();
    } catch (error) {
      toast({
        title: entry ? 'Failed to update training data' : 'Failed to create training data',
        description: trainingErrorMessage(error),
        variant: 'destructive',
      });
    }
  });

  const field = (name: 'title' | 'content' | 'category' | 'priority' | 'tags', id: string) => ({
    id,
    ...describedBy(id, errors[name]?.message),
    ...form.register(name),
  });

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={entry ? 'Edit Training Data' : 'Add Training Data'} className="max-w-2xl">
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="training-category" label="Category" required error={errors.category?.message}>
              <Select {...field('category', 'training-category')}>
                {categoryOptions.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              id="training-priority"
              label="Priority"
              error={errors.priority?.message}
              hint="0 to 100; over 50 is high priority"
            >
              <Input type="number" min={0} max={100} inputMode="numeric" {...field('priority', 'training-priority')} />
            </Field>
          </div>
          <Field id="training-title" label="Title" required error={errors.title?.message}>
            <Input {...field('title', 'training-title')} />
          </Field>
          <Field id="training-content" label="Content" required error={errors.content?.message}>
            <Textarea rows={7} {...field('content', 'training-content')} />
          </Field>
          <Field id="training-tags" label="Tags" error={errors.tags?.message} hint="Separate tags with commas">
            <Input {...field('tags', 'training-tags')} />
          </Field>
          <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
            <input type="checkbox" className="size-5 rounded border-slate-300" {...form.register('isActive')} />
            Active (the assistant answers from it)
          </label>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {entry ? 'Save Changes' : 'Add Training Data'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
