import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { Badge, type BadgeTone } from '../ui/badge';

/** The team's written answer under a request, feedback or asset (text as text, line breaks kept). */
export function TeamAnswer(props: { label: string; text: string | null; by?: string | null; date?: string | null }) {
  if (!props.text) return null;
  const byline = [props.by, props.date ? formatDate(props.date) : null].filter(Boolean).join(' · ');
  return (
    <div className="mt-3 rounded-xl border-l-4 border-brand-600 bg-brand-50 px-3 py-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{props.label}</p>
      <p className="mt-1 whitespace-pre-line text-sm text-slate-800 wrap-break-word">{props.text}</p>
      {byline ? <p className="mt-1 text-xs text-slate-600">{byline}</p> : null}
    </div>
  );
}

/**
 * One thing the manager sent (a review, feedback, a request): its title and status, a line of facts, what was
 * written, and the team's answer.
 */
export function ItemCard(props: {
  title: string;
  status: { label: string; tone: BadgeTone };
  meta?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-soft" data-testid={props.testId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold text-navy-900 wrap-break-word">{props.title}</h3>
        <Badge tone={props.status.tone}>{props.status.label}</Badge>
      </div>
      {props.meta ? <div className="mt-1 text-xs text-slate-600">{props.meta}</div> : null}
      {props.children}
    </li>
  );
}

/** Text a person typed, shown as text with its line breaks. */
export function TypedText({ children }: { children: string | null }) {
  if (!children) return null;
  return <p className="mt-2 whitespace-pre-line text-sm text-slate-700 wrap-break-word">{children}</p>;
}
