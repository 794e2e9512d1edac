import { Button } from '../ui/button';

/** Cancel and the submit button at the foot of a dialog's form (stacked on phones, submit on top). */
export function FormActions(props: { submitLabel: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={props.onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={props.busy}>
        {props.submitLabel}
      </Button>
    </div>
  );
}
