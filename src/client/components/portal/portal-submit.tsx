import type { LucideIcon } from 'lucide-react';
import { Button } from '../ui/button';

/** The send button of a portal form: full width on phones, off while the form is being sent. */
export function PortalSubmit(props: { busy: boolean; Icon?: LucideIcon; children: string }) {
  return (
    <Button type="submit" className="w-full sm:w-auto" disabled={props.busy} icon={props.Icon}>
      {props.children}
    </Button>
  );
}
