import { TRAINING_HIGH_PRIORITY } from '../../../../contracts/assistant-admin';
import { trainingCategories } from '../../../../contracts/enums';
import type { BadgeTone } from '../../../components/ui/badge';
import { humanize } from '../../../lib/format';

/** The twelve training categories (§9) as choices: value and readable label. */
export const categoryLabel = (category: string) => (category === 'faq' ? 'FAQ' : humanize(category));
export const categoryOptions: Array<[string, string]> = trainingCategories.map((category) => [
  category,
  categoryLabel(category),
]);

/** §9: a priority over 50 is high; the badge says so. */
export const isHighPriority = (priority: number) => priority > TRAINING_HIGH_PRIORITY;
export const priorityBadgeTone = (priority: number): BadgeTone => (isHighPriority(priority) ? 'red' : 'slate');

/** §2: the content preview is its first 100 characters, read as plain text (bold markers and bullets dropped). */
export function contentPreview(content: string) {
  const text = content
    .replaceAll('**', '')
    .replace(/\s*[•*-]\s+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}

/** §2: the tags column shows two tags, then +N for the rest. */
export function visibleTags(tags: string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, 2), more: Math.max(0, tags.length - 2) };
}

/** Suggestion priority (§9): 1 Low, 2 Medium, 3 High. */
export const suggestionPriorityLabel = (priority: number) =>
  priority >= 3 ? 'High' : priority === 2 ? 'Medium' : 'Low';
