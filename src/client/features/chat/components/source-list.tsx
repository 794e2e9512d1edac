import { Link } from 'wouter';
import { pageNameOf } from '../../../../content/site/page-names';
import type { ChatSource } from '../chat-state';
import { pageLinkClass } from './message-text';

type PageSource = { link: string; name: string };

/**
 * The pages of the site an answer came from, each once (two sections of one page are one page), named as the
 * navigation names them. A curated training entry is no page a visitor can open: it is shown to staff only.
 */
export function pageSourcesOf(sources: readonly ChatSource[]): PageSource[] {
  const pages = new Map<string, PageSource>();
  for (const { link } of sources) {
    const name = link?.startsWith('/') && !link.startsWith('//') ? pageNameOf(link) : undefined;
    if (link && name && !pages.has(name)) pages.set(name, { link, name });
  }
  return [...pages.values()];
}

/** The sources under an answer: links to the pages it came from (the chat stays open on the way), or nothing. */
export function SourceList({ sources }: { sources: ChatSource[] }) {
  const pages = pageSourcesOf(sources);
  if (pages.length === 0) return null;
  return (
    <p data-testid="chat-sources" className="mt-1 max-w-[85%] px-1 text-xs leading-relaxed text-slate-600">
      Sources:{' '}
      {pages.map((page, index) => (
        <span key={page.name}>
          {index > 0 ? ', ' : null}
          <Link href={page.link} className={pageLinkClass}>
            {page.name}
          </Link>
        </span>
      ))}
    </p>
  );
}
