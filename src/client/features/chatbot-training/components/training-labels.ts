import { TRAINING_HIGH_PRIORITY } from '../../../../contracts/assistant-admin';
import { trainingCategories } from '../../../../contracts/enums';
import type { BadgeTone } from '../../../components/ui/badge';
import { humanize } from '../../../lib/format';

/** The twelve training categories (§9) as choices: value and readable label. */
export const categoryOptions: Array<[string, string]> = trainingCategories.map((category) => [
  category,
  humanize(category),
]);

/** §9: a priority over 50 is high; the badge says so. */
export const isHighPriority = (priority: number) => priority > TRAINING_HIGH_PRIORITY;
export const priorityBadgeTone = (priority: number): BadgeTone => (isHighPriority(priority) ? 'red' : 'slate');

/** §2: the content preview is its first 100 characters. */
export const contentPreview = (content: string) => (content.length > 100 ? `${content.slice(0, 100)}…` : content);

/** §2: the tags column shows two tags, then +N for the rest. */
export function visibleTags(tags: string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, 2), more: Math.max(0, tags.length - 2) };
}

/** Suggestion priority (§9): 1 Low, 2 Medium, 3 High. */
export const suggestionPriorityLabel = (priority: number) =>
  priority >= 3 ? 'High' : priority === 2 ? 'Medium' : 'Low';
