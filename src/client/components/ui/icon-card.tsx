import type { LucideIcon } from 'lucide-react';
import type { ElementType, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A card with an icon tile, a title and a short text: the site's feature, value and promise cards. */
export function IconCard(props: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  as?: ElementType;
  tone?: 'card' | 'muted';
  centered?: boolean;
}) {
  const { icon: Icon, title, children, as: Tag = 'div', tone = 'card', centered = false } = props;
  return (
    <Tag
      className={cn(
        'rounded-2xl p-7',
        tone === 'card' ? 'border border-slate-200/80 bg-white shadow-soft' : 'bg-slate-50',
        centered && 'text-center',
      )}
    >
      <span
        className={cn(
          'inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700',
          centered && 'mx-auto',
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-navy-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{children}</p>
    </Tag>
  );
}
