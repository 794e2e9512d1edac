import { restockRequest } from '../../../../../../contracts/partnership';
import { DateField, TextareaField, TextField } from '../../../../../components/forms/record-fields';
import { type DialogShown, RecordFormDialog } from '../../../../../components/forms/record-form-dialog';
import { useScheduleRestock } from '../../api/restocks';

const restockForm = restockRequest.omit({ locationId: true });
/** "Schedule Restock": a restock day on the calendar, which the manager sees in the portal. */
export function RestockDialog({ locationId, ...shown }: { locationId: number } & DialogShown) {
  const schedule = useScheduleRestock();
  return (
    <RecordFormDialog
      {...shown}
      idPrefix="restock"
      schema={restockForm}
      defaultValues={{ restockDate: '', products: '', restockedBy: '', notes: '' }}
      title="Schedule Restock"
      submitLabel="Schedule Restock"
      saved="Restock scheduled successfully"
      failed="Failed to schedule restock"
      save={(values) => schedule.mutateAsync({ ...values, locationId })}
    >
      {(common) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <DateField {...common} name="restockDate" label="Restock Date" required />
            <TextField {...common} name="restockedBy" label="Restocked By" maxLength={120} autoComplete="off" />
          </div>
          <TextareaField
            {...common}
            name="products"
            label="Products"
            hint="What goes on the shelves, e.g. drinks, snacks"
            rows={2}
            maxLength={2000}
          />
          <TextareaField {...common} name="notes" label="Notes" rows={2} maxLength={2000} />
        </>
      )}
    </RecordFormDialog>
  );
}
