import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';

/** The links at the top of a training screen to the other screens of the assistant's training. */
export function ScreenLinks({ links }: { links: ReadonlyArray<{ href: string; label: string; Icon: LucideIcon }> }) {
  return (
    <div className="flex flex-wrap gap-2">
      {links.map(({ href, label, Icon }) => (
        <Link key={href} href={href} className={buttonClasses('outline', 'md')}>
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </Link>
      ))}
    </div>
  );
}
