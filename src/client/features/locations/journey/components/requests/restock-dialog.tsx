import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { restockRequest } from '../../../../../../contracts/partnership';
import { Dialog, DialogContent } from '../../../../../components/ui/dialog';
import { Input, Textarea } from '../../../../../components/ui/form-controls';
import { useScheduleRestock } from '../../api/restocks';
import { FormActions } from '../form-actions';
import { FormControl } from '../form-control';
import { withToasts } from '../notify';

const restockForm = restockRequest.omit({ locationId: true });
type FormInput = z.input<typeof restockForm>;
type FormOutput = z.output<typeof restockForm>;

/** "Schedule Restock": a restock day on the calendar, which the manager sees in the portal. */
export function RestockDialog({
  locationId,
  open,
  onClose,
}: {
  locationId: number;
  open: boolean;
  onClose: () => void;
}) {
  if (!open) return null;
  return <RestockForm locationId={locationId} onClose={onClose} />;
}

function RestockForm({ locationId, onClose }: { locationId: number; onClose: () => void }) {
  const schedule = useScheduleRestock();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(restockForm),
    defaultValues: { restockDate: '', products: '', restockedBy: '', notes: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await withToasts(
      () => schedule.mutateAsync({ ...values, locationId }),
      'Restock scheduled successfully',
      'Failed to schedule restock',
    );
    if (saved) onClose();
  });
  const common = { form, idPrefix: 'restock' } as const;

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title="Schedule Restock">
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormControl {...common} name="restockDate" label="Restock Date" required>
              {(control) => <Input type="date" {...control} />}
            </FormControl>
            <FormControl {...common} name="restockedBy" label="Restocked By">
              {(control) => <Input maxLength={120} autoComplete="off" {...control} />}
            </FormControl>
          </div>
          <FormControl
            {...common}
            name="products"
            label="Products"
            hint="What goes on the shelves, e.g. drinks, snacks"
          >
            {(control) => <Textarea rows={2} maxLength={2000} {...control} />}
          </FormControl>
          <FormControl {...common} name="notes" label="Notes">
            {(control) => <Textarea rows={2} maxLength={2000} {...control} />}
          </FormControl>
          <FormActions submitLabel="Schedule Restock" busy={form.formState.isSubmitting} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
