import { sitePassages } from '../../../content/site/passages';
import type { SiteConfig } from '../../../contracts/site';
import type { KnowledgePassage } from './engine/documents';

// Testimonials are visitors' words, not ours, and a closing section is a call to action: neither answers a question.
const NOT_ANSWERS = new Set(['Testimonials', 'Closing']);

/** The site's published passages the assistant answers from (and links to). */
export function answerablePassages(site: SiteConfig): KnowledgePassage[] {
  return sitePassages(site).filter((passage) => !NOT_ANSWERS.has(passage.section));
}
