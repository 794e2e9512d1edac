import { stemKey, words } from '../text';

/**
 * A topic of ours that the knowledge may not answer (insurance, a share of the sales, alcohol): visitors' questions
 * about it, learnt as the class "ours, but no entry answers it" (decision 085), and the words and phrases that name
 * it. Once an entry names the topic in its title or a tag, that entry answers it, and its questions are no longer
 * learnt as unanswered: they would pull the visitors' questions away from the entry (decision 090). Phrasings do
 * not name a topic: they are visitors' words, and one may touch a topic in passing.
 */
export interface UnansweredTopic {
  topic: string;
  names: readonly string[];
  questions: readonly string[];
}

/** What an entry says it answers: its title and tags. */
export interface NamingEntry {
  title: string;
  tags: readonly string[];
}

/** A text as the words' stems, spaced at both ends, so that a name is found as whole words ("ada", not "canada"). */
const stems = (text: string) => ` ${words(text).map(stemKey).join(' ')} `;

/** The topics an entry names. */
export function topicsNamedBy(entry: NamingEntry, topics: readonly UnansweredTopic[]): UnansweredTopic[] {
  const said = [entry.title, ...entry.tags].map(stems);
  return topics.filter((topic) =>
    topic.names.some((name) => {
      const named = stems(name);
      return named.trim() !== '' && said.some((text) => text.includes(named));
    }),
  );
}

/** The topics no entry names: the ones whose questions are still learnt as unanswered. */
export function topicsStillUnanswered(
  topics: readonly UnansweredTopic[],
  entries: readonly NamingEntry[],
): UnansweredTopic[] {
  const answered = new Set(entries.flatMap((entry) => topicsNamedBy(entry, topics)));
  return topics.filter((topic) => !answered.has(topic));
}
