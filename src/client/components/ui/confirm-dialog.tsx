import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

/** Asks before something that cannot be undone. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  if (!props.open) return null;
  return (
    <Dialog open onOpenChange={(next) => !next && props.onClose()}>
      <DialogContent title={props.title} description={props.message}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={props.onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={props.onConfirm} disabled={props.busy}>
            {props.confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
