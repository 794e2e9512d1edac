import { isEnglishWord, loadEnglishWords } from '../english-words';
import { allowedEdits, withinEdits } from '../spelling';
import { readWithSynonyms, type SynonymMap } from '../synonyms';
import { contentWords, isStopWord, longStopWords, stemKey } from '../text';
import type { WordVectors } from '../vectors/word-vectors';

/** How one of the visitor's words was understood. */
export interface ReadWord {
  /** As typed (normalised). */
  word: string;
  /** The word it was read as: itself, or the nearest known word for a slip ("hopsital" as "hospital"). */
  read: string;
  /** How much it says about what is asked: rare in the knowledge and in English, high. */
  weight: number;
  /** Neither the knowledge nor the vectors know it, even corrected. */
  unknown: boolean;
}

/** What the reader needs to know of the knowledge. */
export interface Vocabulary {
  /** How many documents use a stem. */
  uses(stem: string): number;
  documents(): number;
  /** The knowledge's own words, to correct a slip to. */
  words(): Iterable<string>;
}

/** A text's words that carry meaning, in order, once each. */
export const meaningfulWords = contentWords;

/** A slip is looked up among the 30,000 commonest words with its first letter (people rarely miss that one). */
const COMMON_FOR_SLIPS = 30_000;
const byFirstLetter = new WeakMap<WordVectors, Map<string, string[]>>();
function commonWordsStartingWith(vectors: WordVectors, letter: string): string[] {
  let buckets = byFirstLetter.get(vectors);
  if (!buckets) {
    buckets = new Map();
    let taken = 0;
    for (const word of vectors.words()) {
      if (taken++ >= COMMON_FOR_SLIPS) break;
      const first = word.charAt(0);
      const bucket = buckets.get(first) ?? [];
      bucket.push(word);
      buckets.set(first, bucket);
    }
    byFirstLetter.set(vectors, buckets);
  }
  return buckets.get(letter) ?? [];
}

/**
 * Reads a visitor's message: its meaningful words (staff's synonyms applied, numbers left out), each read as
 * itself or as the known word nearest a slip, and weighted by how much it says. A word the knowledge, the vectors
 * or the English word list has is no slip ("moldy" is not "moody", decision 079).
 */
export class WordReader {
  private readonly corrections = new Map<string, string | null>();

  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly vectors: WordVectors | undefined,
    public synonyms: SynonymMap = {},
  ) {
    // Loaded with the reader (the knowledge's start), not on a visitor's first message.
    loadEnglishWords();
  }

  /** The knowledge changed: a slip may now be nearer another word. */
  forgetCorrections() {
    this.corrections.clear();
  }

  knows(word: string) {
    return this.vocabulary.uses(stemKey(word)) > 0;
  }

  read(question: string): ReadWord[] {
    const documents = this.vocabulary.documents() || 1;
    return meaningfulWords(readWithSynonyms(question, this.synonyms))
      .filter((word) => !/^\d+$/.test(word))
      .map((word) => {
        const known = this.knows(word) || this.vectors?.has(word) || isEnglishWord(word);
        const read = known ? word : (this.correction(word) ?? word);
        const unknown = !this.knows(read) && !this.vectors?.has(read);
        const uses = this.vocabulary.uses(stemKey(read));
        // Rare in the knowledge says which document; common in English ("work", "people") says little anyway.
        const rarity = Math.log(1 + documents / (uses + 1)) / Math.log(1 + documents);
        const rank = this.vectors?.rank(read);
        const commonness = rank === undefined ? 1 : Math.min(1, 0.35 + rank / 3000);
        // A slip of a stop word says nothing about the subject, as the stop word itself: kept, so that the
        // message is read with the word meant, but weightless.
        const weight = isStopWord(read) ? 0 : (0.15 + rarity) * commonness;
        return { word, read, weight, unknown: unknown && weight > 0 };
      });
  }

  /** The nearest word of the knowledge, else of common English, for a word that neither has. */
  private correction(word: string): string | null {
    const cached = this.corrections.get(word);
    if (cached !== undefined) return cached;
    const max = allowedEdits(word);
    let best: string | null = null;
    // A slip of a word like "these" or "about" ("theese", "abuot") is read as it, before any word of the knowledge
    // one slip away ("cheese"): people type those words most.
    if (max > 0) best = longStopWords.find((stop) => withinEdits(word, stop, 1)) ?? null;
    if (!best && max > 0) {
      for (const known of this.vocabulary.words())
        if (Math.abs(known.length - word.length) <= max && withinEdits(word, known, max)) {
          best = known;
          break;
        }
      if (!best && this.vectors)
        for (const common of commonWordsStartingWith(this.vectors, word.charAt(0)))
          if (Math.abs(common.length - word.length) <= max && withinEdits(word, common, max)) {
            best = common;
            break;
          }
    }
    this.corrections.set(word, best);
    return best;
  }
}
