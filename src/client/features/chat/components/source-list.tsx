import { Link } from 'wouter';
import type { ChatSource } from '../chat-state';

/** Only the site's own pages are links; anything else is shown as text. */
const isSitePath = (link: string | null | undefined): link is string => !!link && /^\/(?!\/)/.test(link);

/** The sources under an answer: a page of the site is a link to it (the chat stays open on the way). */
export function SourceList({ sources }: { sources: ChatSource[] }) {
  return (
    <p className="mt-1 max-w-[85%] px-1 text-xs text-slate-600">
      Sources:{' '}
      {sources.map((source, index) => (
        <span key={`${source.id ?? source.link}-${source.title}`}>
          {index > 0 ? ', ' : null}
          {isSitePath(source.link) ? (
            <Link
              href={source.link}
              className="font-medium text-navy-800 underline underline-offset-2 hover:text-navy-900"
            >
              {source.title}
            </Link>
          ) : (
            source.title
          )}
        </span>
      ))}
    </p>
  );
}
