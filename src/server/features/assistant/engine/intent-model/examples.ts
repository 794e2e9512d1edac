import { createHash } from 'node:crypto';
import { entryKey } from '../documents';
import { type LabelledMessage, NONE, UNANSWERED } from './model';
import { topicsStillUnanswered, type UnansweredTopic } from './unanswered-topics';

/** What the model learns an entry from. */
export interface EntryForTraining {
  id: number;
  title: string;
  content: string;
  tags: readonly string[];
  phrasings: readonly string[];
}

/** Raised when the features or the training change, so that a saved model of the old kind is not reused. */
export const MODEL_VERSION = 5;

/**
 * The examples of one training: each entry's visitor phrasings (full weight), its title, its tags and the
 * sentences of its answer (less: they say what the answer holds, not how visitors ask), the out-of-scope
 * messages as the "none" class, and the questions of ours no entry answers as a class of their own: those of the
 * topics no entry names (an entry staff write on insurance takes the insurance questions out of that class).
 */
export function trainingExamples(
  entries: readonly EntryForTraining[],
  outOfScope: readonly string[],
  unanswered: readonly UnansweredTopic[] = [],
): LabelledMessage[] {
  const examples: LabelledMessage[] = [];
  for (const entry of entries) {
    const label = entryKey(entry.id);
    examples.push({ text: entry.title, label });
    for (const tag of entry.tags) examples.push({ text: tag, label, weight: 0.5 });
    for (const sentence of entry.content.split(/(?<=[.!?])\s+|\n+/))
      if (sentence.trim().length > 20) examples.push({ text: sentence, label, weight: 0.3 });
    for (const phrasing of entry.phrasings) examples.push({ text: phrasing, label });
  }
  for (const text of outOfScope) examples.push({ text, label: NONE });
  for (const topic of topicsStillUnanswered(unanswered, entries))
    for (const text of topic.questions) examples.push({ text, label: UNANSWERED });
  return examples;
}

/** Names a set of examples: the same examples always give the same fingerprint, and so the same model. */
export function fingerprintOf(examples: readonly LabelledMessage[]): string {
  const hash = createHash('sha256');
  hash.update(`v${MODEL_VERSION}\n`);
  for (const example of examples) hash.update(`${example.label}\t${example.weight ?? 1}\t${example.text}\n`);
  return hash.digest('base64url');
}
