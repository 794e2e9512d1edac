import type { PortalLocation } from '../../../../../contracts/portal';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { PasswordChangeForm } from './password-change-form';

/** A later password change from the header (beyond the spec): the portal's other sessions end, this one stays. */
export function ChangePasswordDialog({
  location,
  open,
  onClose,
}: {
  location: PortalLocation;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open ? (
        <DialogContent title="Change Password" description="Signed-in devices other than this one are signed out.">
          <PasswordChangeForm
            name="Change Password"
            location={location}
            current={{ label: 'Current Password' }}
            onChanged={onClose}
            secondary={
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
            }
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
