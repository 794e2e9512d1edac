import { TRAINING_HIGH_PRIORITY } from '../../../../contracts/assistant-admin';
import { trainingCategories } from '../../../../contracts/enums';
import { humanize } from '../../../lib/format';

/** The twelve training categories (docs/product/training.md) as choices: value and readable label. */
export const categoryLabel = (category: string) => (category === 'faq' ? 'FAQ' : humanize(category));
export const categoryOptions: Array<[string, string]> = trainingCategories.map((category) => [
  category,
  categoryLabel(category),
]);

/** A priority over 50 is high; the badge says so (docs/product/training.md). */
export const isHighPriority = (priority: number) => priority > TRAINING_HIGH_PRIORITY;

/** The content preview is its first 100 characters, read as plain text (bold markers and bullets dropped) (docs/product/training.md). */
export function contentPreview(content: string) {
  const text = content
    .replaceAll('**', '')
    .replace(/\s*[•*-]\s+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}

/** The tags column shows two tags, then +N for the rest (docs/product/training.md). */
export function visibleTags(tags: string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, 2), more: Math.max(0, tags.length - 2) };
}

/** Suggestion priority (docs/product/training.md): 1 Low, 2 Medium, 3 High. */
export const suggestionPriorityLabel = (priority: number) =>
  priority >= 3 ? 'High' : priority === 2 ? 'Medium' : 'Low';
