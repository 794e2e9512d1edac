import type { UnansweredTopic } from '../engine/intent-model/unanswered-topics';
import topics from './ours-unanswered.json' with { type: 'json' };

/**
 * The shipped topics of ours the starting knowledge does not answer, with visitors' questions about each
 * (`ours-unanswered.json`: topic, the names an entry answering it would use, the questions). Written by us, never
 * copied from an evaluation set.
 */
export const shippedUnansweredTopics: readonly UnansweredTopic[] = Object.entries(
  topics as Record<string, { names: string[]; questions: string[] }>,
).map(([topic, { names, questions }]) => ({ topic, names, questions }));
