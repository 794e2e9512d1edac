import { restockRequest } from '../../../../../../contracts/partnership';
import { FormControl } from '../../../../../components/forms/form-control';
import { RecordFormDialog } from '../../../../../components/forms/record-form-dialog';
import { Input, Textarea } from '../../../../../components/ui/form-controls';
import { useScheduleRestock } from '../../api/restocks';

const restockForm = restockRequest.omit({ locationId: true });
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
  const schedule = useScheduleRestock();
  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      schema={restockForm}
      defaultValues={{ restockDate: '', products: '', restockedBy: '', notes: '' }}
      title="Schedule Restock"
      submitLabel="Schedule Restock"
      saved="Restock scheduled successfully"
      failed="Failed to schedule restock"
      save={(values) => schedule.mutateAsync({ ...values, locationId })}
    >
      {(form) => {
        const common = { form, idPrefix: 'restock' } as const;
        return (
          <>
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
          </>
        );
      }}
    </RecordFormDialog>
  );
}
