import type { LucideIcon } from 'lucide-react';
import { Button } from '../ui/button';

/** The send button of a portal form: full width on phones, off while the form is being sent. */
export function PortalSubmit(props: { busy: boolean; Icon?: LucideIcon; children: string }) {
  return (
    <Button type="submit" className="w-full sm:w-auto" disabled={props.busy}>
      {props.Icon ? <props.Icon aria-hidden="true" className="size-4" /> : null}
      {props.children}
    </Button>
  );
}
