import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../ui/button';

/** The links at the top of a back-office screen to its neighbours (the assistant's training screens), as outline buttons. */
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
