import type { SitePassage } from '../../../../content/site/passages';

/** An active training entry as the engine sees it. */
export interface KnowledgeEntry {
  id: number;
  category: string;
  title: string;
  content: string;
  priority: number;
  tags: readonly string[];
}

/** A section of the public site's published text, indexed beside the entries. */
export type KnowledgePassage = Omit<SitePassage, 'market'>;

/**
 * What the engine answers from: a curated entry or a site passage, one shape. `heading` holds the words that say
 * what it is about (an entry's title and tags, a passage's page and section); `topic` groups the documents that
 * answer the same kind of question (an entry's category, a passage's page).
 */
export interface KnowledgeDoc {
  key: string;
  entryId: number | null;
  title: string;
  topic: string;
  heading: string;
  text: string;
  link: string | null;
  priority: number;
}

export const entryKey = (id: number) => `entry:${id}`;

export function docFromEntry(entry: KnowledgeEntry): KnowledgeDoc {
  return {
    key: entryKey(entry.id),
    entryId: entry.id,
    title: entry.title,
    topic: entry.category,
    heading: `${entry.title} ${entry.tags.join(' ')}`,
    text: entry.content,
    link: null,
    priority: entry.priority,
  };
}

export function docFromPassage(passage: KnowledgePassage): KnowledgeDoc {
  const link = passage.anchor ? `${passage.page}#${passage.anchor}` : passage.page;
  return {
    key: `page:${passage.id}`,
    entryId: null,
    title:
      passage.section && passage.section !== passage.pageTitle
        ? `${passage.pageTitle}: ${passage.section}`
        : passage.pageTitle,
    topic: `page:${passage.page}`,
    heading: `${passage.pageTitle} ${passage.section}`,
    text: passage.text,
    link,
    // The curated entries are written as answers; a page section is written to be read on its page.
    priority: 30,
  };
}
