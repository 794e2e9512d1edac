import type { LucideIcon } from 'lucide-react';

/** The small square tile a portal icon stands on, before a quick action's or a support contact's words. */
export function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
