// The knowledge the assistant bench trains and asks: the seeded entries as a new database holds them, and 1,000
// entries made from them, with the examples the server trains on for each.
import type { SiteConfig } from '../../src/contracts/site';
import {
  type EntryForTraining,
  trainingExamples,
} from '../../src/server/features/assistant/engine/intent-model/examples';
import { isStopWord } from '../../src/server/features/assistant/engine/text';
import { wordVectors } from '../../src/server/features/assistant/engine/vectors/word-vectors';
import { fillPlaceholders } from '../../src/server/features/assistant/seed/fill-placeholders';
import { shippedUnansweredTopics } from '../../src/server/features/assistant/seed/ours-unanswered';
import outOfScope from '../../src/server/features/assistant/seed/out-of-scope.json' with { type: 'json' };
import shippedPhrasings from '../../src/server/features/assistant/seed/phrasings.json' with { type: 'json' };
import { trainingEntries } from '../../src/server/features/assistant/seed/training-entries';
import { seededRandom } from '../../src/server/lib/seeded-random';

/** The shipped out-of-scope messages, as a new database holds them. */
export const outOfScopeMessages = outOfScope as string[];

export interface BenchEntry extends EntryForTraining {
  id: number;
  category: string;
  title: string;
  content: string;
  priority: number;
  tags: string[];
  phrasings: string[];
}

/** The examples the server trains on for these entries: with the shipped out-of-scope and unanswered questions. */
export const examplesOf = (entries: readonly EntryForTraining[]) =>
  trainingExamples(entries, outOfScopeMessages, shippedUnansweredTopics);

/** The seeded knowledge as a new database holds it: the 60 entries with the business details filled in. */
export function seededKnowledge(site: SiteConfig): BenchEntry[] {
  return trainingEntries.map((entry, i) => ({
    ...entry,
    id: i + 1,
    tags: [...entry.tags],
    title: fillPlaceholders(entry.title, site),
    content: fillPlaceholders(entry.content, site),
    phrasings: ((shippedPhrasings as Record<string, string[]>)[entry.title] ?? []).map((text) =>
      fillPlaceholders(text, site),
    ),
  }));
}

/**
 * `count` entries of `phrasings` phrasings each, the same every run: the seeded ones, then entries made from them on
 * other subjects. Each made entry is a seeded one with three in four of its words of four letters or more (a fresh
 * choice per entry) swapped, everywhere in it, for other English words: its questions are put the way visitors put
 * ours ("how much does a ... cost for our ..."), about things no other entry covers, and it keeps a quarter of its
 * seed's words, as entries of one business share a vocabulary.
 */
export function largeKnowledge(seeds: readonly BenchEntry[], count: number, phrasings: number): BenchEntry[] {
  const next = seededRandom(29);
  const pool = [...wordVectors().words()]
    .slice(300, 12_000)
    .filter((word) => /^[a-z]{4,12}$/.test(word) && !isStopWord(word));
  const pick = (list: readonly string[]) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] ?? '', copy[i] ?? ''];
    }
    return copy.slice(0, phrasings);
  };
  return Array.from({ length: count }, (_, i) => {
    const seed = seeds[i % seeds.length];
    if (!seed) throw new Error('the bench needs the seeded entries');
    if (i < seeds.length) return { ...seed, phrasings: pick(seed.phrasings) };
    const swaps = new Map<string, string>();
    const retold = (text: string) =>
      text.replace(/[A-Za-z]+/g, (word) => {
        const lower = word.toLowerCase();
        if (lower.length < 4 || isStopWord(lower)) return word;
        let swapped = swaps.get(lower);
        if (swapped === undefined) {
          swapped = next() < 0.75 ? (pool[Math.floor(next() * pool.length)] ?? lower) : lower;
          swaps.set(lower, swapped);
        }
        return swapped;
      });
    return {
      ...seed,
      id: i + 1,
      title: retold(seed.title),
      content: retold(seed.content),
      tags: seed.tags.map(retold),
      phrasings: pick(seed.phrasings).map(retold),
    };
  });
}
