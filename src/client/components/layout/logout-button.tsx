import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '../ui/button';

/** The Logout button of a signed-in frame (back office, portal): runs the frame's sign-out, off while it runs. */
export function LogoutButton({
  signOut,
  ...look
}: { signOut: { run: () => Promise<void>; isPending: boolean } } & Pick<
  ButtonProps,
  'variant' | 'size' | 'className'
>) {
  return (
    <Button {...look} onClick={() => void signOut.run()} disabled={signOut.isPending} icon={LogOut}>
      Logout
    </Button>
  );
}
