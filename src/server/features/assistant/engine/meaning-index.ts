import type { KnowledgeDoc } from './documents';
import { cosine, type Row, VectorTable, type WarmedWords } from './meaning/vector-table';
import type { WarmUpJob } from './meaning/warm-up';
import { meaningfulWords, type ReadWord, WordReader } from './meaning/word-reader';
import { readWithSynonyms, type SynonymMap, synonymExpansions } from './synonyms';
import { stemKey } from './text';
import type { WordVectors } from './vectors/word-vectors';

export type { ReadWord } from './meaning/word-reader';

/** One document's fit to a question. */
export interface DocMatch {
  doc: KnowledgeDoc;
  /** Weighted share (0-1) of the question's words the document covers, by the word itself or a close meaning. */
  coverage: number;
  /** The same, counting only the document's heading (an entry's title and tags, a passage's page and section). */
  headingCoverage: number;
  score: number;
  /** Per word of the question, how well this document covers it (0-1). */
  perWord: number[];
  /** Weighted share of the question's words this document has itself (by stem), not only close in meaning. */
  exactShare: number;
  /** The weight of the question's least covered word that says most: a topic the document does not touch. */
  largestGap: number;
}

export interface Retrieval {
  words: ReadWord[];
  ranked: DocMatch[];
}

interface IndexedDoc {
  slot: number;
  doc: KnowledgeDoc;
  stems: { heading: Set<string>; text: Set<string> };
  rows: { heading: Row[]; text: Row[] };
  /** The mean meaning of the document: its heading's word vectors, and its text's at a third of their weight. */
  centroid: Float32Array | undefined;
}

/** Similarity below which two words are not taken as close in meaning. */
export const MEANING_FLOOR = 0.5;
/**
 * A close meaning counts for less than the word itself, and never as much as the word found in a document's body
 * (so a document's exact words can be told from its neighbours): "nurse" for "hospital" (0.66) covers about 0.3.
 */
const MEANING_CREDIT = 0.7;
const meaningCredit = (similarity: number) =>
  similarity >= 0.95 ? 1 : Math.min(1, (similarity - MEANING_FLOOR) / (0.85 - MEANING_FLOOR)) * MEANING_CREDIT;
/** A word found only in a document's body says less about it than one in its heading. */
const BODY_CREDIT = 0.8;
/** How much the closeness of mean meanings adds to a document's rank (it breaks ties between paraphrases). */
const CENTROID_WEIGHT = 0.3;

/** Which documents (by slot) hold each key, in their heading and in their text. */
class Postings<K> {
  readonly heading = new Map<K, number[]>();
  readonly text = new Map<K, number[]>();

  add(where: 'heading' | 'text', keys: Iterable<K>, slot: number) {
    for (const key of new Set(keys)) {
      const list = this[where].get(key);
      if (list) list.push(slot);
      else this[where].set(key, [slot]);
    }
  }

  remove(where: 'heading' | 'text', keys: Iterable<K>, slot: number) {
    for (const key of new Set(keys)) {
      const list = this[where].get(key)?.filter((other) => other !== slot);
      if (list?.length) this[where].set(key, list);
      else this[where].delete(key);
    }
  }
}

/** The knowledge's words closest in meaning to one of the visitor's: at most this many are followed. */
const CLOSEST_ROWS = 40;

/**
 * From this many words in the knowledge (a few hundred entries), comparing a visitor's word with all of them takes
 * long enough to count in an answer (about a millisecond a word at 10,000): the closest of the commonest words are
 * then worked out ahead, in a worker (`warmUp`). The seeded knowledge has about 1,200.
 */
export const WARM_UP_FROM_WORDS = 4000;
/** How many of the commonest English words a warm-up works out: about 85 % of the words visitors use. */
export const WARM_UP_WORDS = 10_000;

/**
 * The searchable knowledge, by meaning: every document's words are compared with the visitor's by their stem and,
 * through word vectors, by close meaning ("nurses" find the hospital entry, "dorm" the campus one). Documents are
 * ranked by how much of the question they cover, each word weighted by how much it says. Inverted lists from stems
 * and vector rows to documents keep an answer to the few documents that share a word or a meaning with the
 * question. One document can be added, replaced or removed without a rebuild.
 */
export class MeaningIndex {
  private readonly byKey = new Map<string, IndexedDoc>();
  private readonly slots: (IndexedDoc | undefined)[] = [];
  private readonly freeSlots: number[] = [];
  private readonly stemUses = new Map<string, number>();
  private readonly stems = new Postings<string>();
  private readonly rows = new Postings<Row>();
  private readonly table: VectorTable;
  private readonly reader: WordReader;

  constructor(
    docs: Iterable<KnowledgeDoc>,
    private readonly vectors: WordVectors | undefined,
    synonyms: SynonymMap = {},
  ) {
    this.table = new VectorTable(vectors);
    this.reader = new WordReader(
      {
        uses: (stem) => this.stemUses.get(stem) ?? 0,
        documents: () => this.byKey.size,
        words: () => this.table.words(),
      },
      vectors,
      synonyms,
    );
    for (const doc of docs) this.upsert(doc);
  }

  /** Staff's own words for things ("hoa" = "condominium association"), read into the questions. */
  setSynonyms(synonyms: SynonymMap) {
    this.reader.synonyms = synonyms;
  }

  get size() {
    return this.byKey.size;
  }

  doc(key: string) {
    return this.byKey.get(key)?.doc;
  }

  upsert(doc: KnowledgeDoc) {
    this.remove(doc.key);
    const heading = meaningfulWords(doc.heading);
    const text = meaningfulWords(doc.text);
    const slot = this.freeSlots.pop() ?? this.slots.length;
    const rowsOf = (list: string[]) => list.map((word) => this.table.rowFor(word)).filter((row) => row >= 0);
    const indexed: IndexedDoc = {
      slot,
      doc,
      stems: { heading: new Set(heading.map(stemKey)), text: new Set(text.map(stemKey)) },
      rows: { heading: rowsOf(heading), text: rowsOf(text) },
      centroid: undefined,
    };
    indexed.centroid = this.table.centroid([
      ...indexed.rows.heading.map((row) => [row, 1] as const),
      ...indexed.rows.text.map((row) => [row, 0.33] as const),
    ]);
    this.slots[slot] = indexed;
    this.byKey.set(doc.key, indexed);
    for (const where of ['heading', 'text'] as const) {
      this.stems.add(where, indexed.stems[where], slot);
      this.rows.add(where, indexed.rows[where], slot);
    }
    for (const stem of new Set([...indexed.stems.heading, ...indexed.stems.text]))
      this.stemUses.set(stem, (this.stemUses.get(stem) ?? 0) + 1);
    this.reader.forgetCorrections();
  }

  remove(key: string) {
    const indexed = this.byKey.get(key);
    if (!indexed) return;
    this.byKey.delete(key);
    this.slots[indexed.slot] = undefined;
    this.freeSlots.push(indexed.slot);
    for (const where of ['heading', 'text'] as const) {
      this.stems.remove(where, indexed.stems[where], indexed.slot);
      this.rows.remove(where, indexed.rows[where], indexed.slot);
    }
    for (const stem of new Set([...indexed.stems.heading, ...indexed.stems.text])) {
      const uses = (this.stemUses.get(stem) ?? 1) - 1;
      if (uses > 0) this.stemUses.set(stem, uses);
      else this.stemUses.delete(stem);
    }
    this.reader.forgetCorrections();
  }

  /** Whether a word is one of `anchors` or close in meaning to one of them. */
  closeToAny(word: string, anchors: readonly string[], similarity: number) {
    const stem = stemKey(word);
    return anchors.some(
      (anchor) => stemKey(anchor) === stem || (this.vectors?.similarity(word, anchor) ?? 0) >= similarity,
    );
  }

  /** The knowledge's word closest in meaning to a word, at least `similarity` close, that `wanted` accepts. */
  nearestWord(word: string, similarity: number, wanted: (word: string) => boolean): string | undefined {
    const closest = this.table.closest(word, MEANING_FLOOR, CLOSEST_ROWS);
    if (!closest) return undefined;
    for (const [k, row] of closest.rows.entries()) {
      if ((closest.similarities[k] ?? 0) < similarity) return undefined;
      const found = this.table.wordAt(row);
      if (found !== undefined && found !== word && wanted(found)) return found;
    }
    return undefined;
  }

  /**
   * For a large knowledge, has `run` work out ahead the closest words of the commonest English words, so that most
   * of a visitor's words are looked up rather than compared with every word of the knowledge. Resolves whether it
   * did; words the knowledge gains meanwhile are compared when first asked, as ever.
   */
  async warmUp(run: (job: WarmUpJob) => Promise<WarmedWords>): Promise<boolean> {
    if (this.table.rows < WARM_UP_FROM_WORDS) return false;
    const { table, rows } = this.table.snapshot();
    this.table.adopt(await run({ table, rows, words: WARM_UP_WORDS, floor: MEANING_FLOOR, limit: CLOSEST_ROWS }));
    return true;
  }

  /** The message with staff's synonyms read as the words they stand for ("what is your tariff" as "... cost"). */
  expand(question: string): string {
    return synonymExpansions(question, this.reader.synonyms).length
      ? readWithSynonyms(question, this.reader.synonyms)
      : question;
  }

  /** The visitor's meaningful words as understood and weighted. */
  read(question: string): ReadWord[] {
    return this.reader.read(question);
  }

  /** The question's words as understood, and the documents that share any of it, ranked by how much they cover. */
  retrieve(question: string, extra: { words: ReadWord[]; factor: number } | undefined = undefined): Retrieval {
    const read = this.read(question);
    const all = extra ? [...read, ...extra.words.map((w) => ({ ...w, weight: w.weight * extra.factor }))] : read;
    const size = this.slots.length;
    // Per word, per document slot: how well its heading covers the word, and how well the document as a whole does.
    const credits = all.map((word) => ({ word, inHeading: new Float32Array(size), anywhere: new Float32Array(size) }));
    const seen = new Uint8Array(size);
    const touched: number[] = [];
    const raise = (credit: (typeof credits)[number], slots: number[] | undefined, value: number, heading: boolean) => {
      if (!slots) return;
      const { inHeading, anywhere } = credit;
      for (const slot of slots) {
        if (heading && value > (inHeading[slot] ?? 0)) inHeading[slot] = value;
        if (value > (anywhere[slot] ?? 0)) anywhere[slot] = value;
        if (!seen[slot]) {
          seen[slot] = 1;
          touched.push(slot);
        }
      }
    };
    for (const credit of credits) {
      const stem = stemKey(credit.word.read);
      raise(credit, this.stems.heading.get(stem), 1, true);
      raise(credit, this.stems.text.get(stem), BODY_CREDIT, false);
      const closest = this.table.closest(credit.word.read, MEANING_FLOOR, CLOSEST_ROWS);
      closest?.rows.forEach((row, k) => {
        const close = meaningCredit(closest.similarities[k] ?? 0);
        raise(credit, this.rows.heading.get(row), close, true);
        raise(credit, this.rows.text.get(row), BODY_CREDIT * close, false);
      });
    }
    const asked = this.table.centroidOfWords(all.map((word) => [word.read, word.weight] as const));
    const totalWeight = all.reduce((sum, word) => sum + word.weight, 0) || 1;
    const ranked: DocMatch[] = [];
    for (const slot of touched) {
      const indexed = this.slots[slot];
      if (!indexed) continue;
      let covered = 0;
      let inHeading = 0;
      let exact = 0;
      let largestGap = 0;
      const perWord = credits.map((credit) => {
        const { weight } = credit.word;
        const value = credit.anywhere[slot] ?? 0;
        covered += weight * value;
        inHeading += weight * (credit.inHeading[slot] ?? 0);
        if (value >= BODY_CREDIT) exact += weight;
        largestGap = Math.max(largestGap, weight * (1 - value));
        return value;
      });
      const coverage = covered / totalWeight;
      const headingCoverage = inHeading / totalWeight;
      const closeness = asked && indexed.centroid ? Math.max(0, cosine(asked, indexed.centroid)) : 0;
      const score =
        (coverage + 0.35 * headingCoverage + CENTROID_WEIGHT * closeness) * (1 + (0.1 * indexed.doc.priority) / 100);
      ranked.push({
        doc: indexed.doc,
        coverage,
        headingCoverage,
        score,
        perWord,
        exactShare: exact / totalWeight,
        largestGap,
      });
    }
    ranked.sort((a, b) => b.score - a.score);
    return { words: all, ranked };
  }
}
