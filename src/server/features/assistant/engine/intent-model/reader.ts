import { contentWords, normalize, stemKey } from '../text';
import { stemmedWords } from './features';
import { type IntentModel, type LabelledMessage, NONE, UNANSWERED } from './model';

/** What the model understood of a message. */
export interface Understanding {
  /** An entry's key, or NONE. */
  label: string;
  probability: number;
  /** The most likely other class. */
  runnerUp: { label: string; probability: number } | null;
  /** How likely the message is not ours to answer. */
  none: number;
  /** The message is, word for word, a phrasing staff gave an entry (or a "not our topic" example). */
  taught: boolean;
  /** How likely the message belongs to any of the classes wanted (entries' keys, or NONE). */
  shareOf: (wanted: (label: string) => boolean) => number;
}

/** The understanding of a message read as one class for certain. */
const certain = (label: string, taught: boolean): Understanding => ({
  label,
  probability: 1,
  runnerUp: null,
  none: label === NONE ? 1 : 0,
  taught,
  shareOf: (wanted) => (wanted(label) ? 1 : 0),
});

const keyOf = (text: string) => stemmedWords(text).join(' ');

function letterTriples(text: string) {
  const grams = new Map<string, number>();
  for (const word of normalize(text).split(' ')) {
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      const gram = padded.slice(i, i + 3);
      grams.set(gram, (grams.get(gram) ?? 0) + 1);
    }
  }
  return grams;
}

/** A text's letter triples as numbers: their ids (sorted) and counts, and the sum of the counts' squares. */
interface Triples {
  ids: Int32Array;
  counts: Int32Array;
  squares: number;
}

/** Letter triples numbered as first met, so that two texts compare by merging two sorted lists. */
class TripleNumbers {
  private readonly ids = new Map<string, number>();

  /** The triples of a text; with `add`, a triple not met before gets a number, else it is left out (but counted). */
  of(text: string, add: boolean): Triples {
    const found: [number, number][] = [];
    let squares = 0;
    for (const [gram, n] of letterTriples(text)) {
      squares += n * n;
      let id = this.ids.get(gram);
      if (id === undefined && add) {
        id = this.ids.size;
        this.ids.set(gram, id);
      }
      if (id !== undefined) found.push([id, n]);
    }
    found.sort((a, b) => a[0] - b[0]);
    return {
      ids: Int32Array.from(found, ([id]) => id),
      counts: Int32Array.from(found, ([, n]) => n),
      squares,
    };
  }
}

function cosine(a: Triples, b: Triples) {
  let dot = 0;
  for (let i = 0, j = 0; i < a.ids.length && j < b.ids.length; ) {
    const x = a.ids[i] ?? 0;
    const y = b.ids[j] ?? 0;
    if (x === y) dot += (a.counts[i++] ?? 0) * (b.counts[j++] ?? 0);
    else if (x < y) i++;
    else j++;
  }
  return dot / Math.sqrt(a.squares * b.squares || 1);
}

/**
 * Reads visitor messages with a trained model and the examples it was (or is being) trained on. A message that is
 * word for word one of the examples gets that example's class at once, before any retraining: what staff have just
 * taught is answered right away.
 */
export class IntentReader {
  private readonly exact = new Map<string, string>();
  private readonly phrasingsOf = new Map<string, string[]>();
  private readonly vocabulary = new Set<string>();
  /** The letter triples of each class's phrasings, read the first time the class's closest phrasing is asked. */
  private readonly triples = new TripleNumbers();
  private readonly triplesOf = new Map<string, Triples[]>();

  constructor(
    private readonly model: IntentModel | undefined,
    examples: readonly LabelledMessage[],
    /** Other text the assistant answers from (the site's passages): their words are not unknown. */
    extraVocabulary: Iterable<string> = [],
  ) {
    for (const example of examples) {
      if ((example.weight ?? 1) >= 1) {
        // The shipped questions no entry answers are no one's teaching: a phrasing staff teach an entry, word for
        // word one of them, still wins at once.
        if (example.label !== UNANSWERED) this.exact.set(keyOf(example.text), example.label);
        const list = this.phrasingsOf.get(example.label) ?? [];
        list.push(example.text);
        this.phrasingsOf.set(example.label, list);
      }
      // The words of the questions no entry answers are not the knowledge's: "insurance" is still a word it lacks.
      if (example.label !== NONE && example.label !== UNANSWERED)
        for (const word of contentWords(example.text)) this.vocabulary.add(stemKey(word));
    }
    for (const text of extraVocabulary) for (const word of contentWords(text)) this.vocabulary.add(stemKey(word));
  }

  get trained() {
    return this.model !== undefined;
  }

  /** What the model understands of a message, with its sentence meaning when it was read (else without). */
  understand(message: string, meaning?: Float32Array): Understanding {
    const taught = this.taught(message);
    if (taught) return taught;
    const read = this.model?.classify(message, meaning);
    if (!read?.best) return certain(NONE, false);
    return {
      label: read.best.label,
      probability: read.best.probability,
      runnerUp: read.runnerUp,
      none: read.none,
      taught: false,
      shareOf: read.shareOf,
    };
  }

  /** The class of a message that is word for word one of the examples (what staff taught), without the model. */
  taught(message: string): Understanding | undefined {
    const label = this.exact.get(keyOf(message));
    return label === undefined ? undefined : certain(label, true);
  }

  /** Whether anything the assistant answers from uses this word (by its stem). */
  knows(word: string) {
    return this.vocabulary.has(stemKey(word));
  }

  /** The example of a class closest to the message by its letters: what staff see as "closest phrasing". */
  closestPhrasing(label: string, message: string): string | null {
    const texts = this.phrasingsOf.get(label) ?? [];
    let read = this.triplesOf.get(label);
    if (!read) {
      read = texts.map((text) => this.triples.of(text, true));
      this.triplesOf.set(label, read);
    }
    const asked = this.triples.of(message, false);
    let best: { text: string; score: number } | null = null;
    for (const [i, text] of texts.entries()) {
      const triples = read[i];
      const score = triples ? cosine(asked, triples) : 0;
      if (!best || score > best.score) best = { text, score };
    }
    return best?.text ?? null;
  }

  /**
   * The weighted share of a message's meaningful words (as read, a slip corrected) that nothing the assistant
   * knows uses ("bitcoin", "laptop"): a message mostly about such words is about something else, however its other
   * words read.
   */
  unknownShare(words: readonly { read: string; weight: number }[]) {
    let total = 0;
    let unknown = 0;
    for (const word of words) {
      total += word.weight;
      if (!this.vocabulary.has(stemKey(word.read))) unknown += word.weight;
    }
    return total ? unknown / total : 0;
  }
}
