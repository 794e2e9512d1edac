import MiniSearch from 'minisearch';
import { expandSynonyms, expansionsByWord, type SynonymMap } from './synonyms';
import { contentWords, isStopWord, stemmer, termsOf, words } from './text';

/** An active training entry as the engine sees it. */
export interface KnowledgeEntry {
  id: number;
  category: string;
  title: string;
  content: string;
  priority: number;
  tags: readonly string[];
}

export interface Candidate {
  id: number;
  title: string;
  score: number;
}

export interface SearchOutcome {
  candidates: Candidate[];
  /** Share (0-1) of the question's meaningful words the index knows, typos and prefixes counted lower. */
  known: number;
  /** Share of the question's meaningful words that the best candidate itself contains. */
  coveredByBest: number;
  /** Share of the question's meaningful words in the best candidate's title or tags, not only its text. */
  inTitleOrTags: number;
  /** How many meaningful words the question had, and how many of them the knowledge has never seen. */
  wordCount: number;
  unknownWords: number;
}

const processTerm = (term: string) => {
  const terms = termsOf(term);
  return terms.length ? terms : null;
};

/**
 * Whether two words are within `max` edits, a swap of neighbouring letters counting as one ("hotle" is one edit
 * from "hotel"): the optimal string alignment distance, stopping once it passes `max`.
 */
function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    before = previous;
    previous = current;
  }
  return previous[b.length]! <= max;
}

/** How many of minisearch's best results are ranked again by how many of the visitor's words they cover. */
const RERANKED = 20;

/**
 * Whether an index term is the word with an ending ("building" for "build", "restocked" for "restock"): a longer
 * tail names another thing ("household" is not a "house", "weekends" not a "week").
 */
const extends_ = (term: string, word: string) => term.startsWith(word) && term.length - word.length <= 3;

/**
 * The searchable knowledge: a minisearch index over the active entries (title boost 2, tags 1.5, content),
 * Porter stems and English stop words, fuzzy 0.2 above 4 letters and prefix above 3 for
 * words the entries lack, priority as a mild boost.
 * One entry can be added, replaced or removed without a rebuild.
 */
export class KnowledgeIndex {
  private readonly search: MiniSearch<KnowledgeEntry>;
  private readonly entries = new Map<number, KnowledgeEntry>();
  /** How many indexed entries use each term (word or stem): the vocabulary that decides what is "known". */
  private readonly vocabulary = new Map<string, number>();

  constructor(
    entries: Iterable<KnowledgeEntry>,
    private synonyms: SynonymMap = {},
  ) {
    this.search = new MiniSearch<KnowledgeEntry>({
      fields: ['title', 'tags', 'content'],
      extractField: (entry, field) => {
        if (field === 'id') return entry.id as unknown as string;
        return field === 'tags' ? entry.tags.join(' ') : String(entry[field as keyof KnowledgeEntry] ?? '');
      },
      tokenize: words,
      processTerm,
      searchOptions: {
        boost: { title: 2, tags: 1.5 },
        // Spelling tolerance and completion are for words the entries do not have ("instalation", "restok"): a
        // word they have is matched as itself and its stem, not as its neighbours ("brand" is not "grand").
        fuzzy: (term) => (term.length > 4 && !this.vocabulary.has(term) ? 0.2 : false),
        prefix: (term) => term.length > 3 && !this.vocabulary.has(term),
        combineWith: 'OR',
        boostDocument: (id) => 1 + (0.5 * (this.entries.get(id as number)?.priority ?? 0)) / 100,
      },
    });
    for (const entry of entries) this.upsert(entry);
  }

  get size() {
    return this.entries.size;
  }

  setSynonyms(synonyms: SynonymMap) {
    this.synonyms = synonyms;
  }

  upsert(entry: KnowledgeEntry) {
    if (this.entries.has(entry.id)) this.remove(entry.id);
    this.entries.set(entry.id, entry);
    this.search.add(entry);
    for (const term of this.termsIn(entry)) this.vocabulary.set(term, (this.vocabulary.get(term) ?? 0) + 1);
  }

  remove(id: number) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.search.discard(id);
    this.entries.delete(id);
    for (const term of this.termsIn(entry)) {
      const uses = (this.vocabulary.get(term) ?? 1) - 1;
      if (uses > 0) this.vocabulary.set(term, uses);
      else this.vocabulary.delete(term);
    }
  }

  entry(id: number) {
    return this.entries.get(id);
  }

  /** The entries ranked for a question, with how much of the question the knowledge covers. */
  query(question: string, limit = 5): SearchOutcome {
    const asked = contentWords(question);
    // Known-ness is judged on the visitor's words and their synonyms together: "price" is known through "cost".
    const expansions = expansionsByWord(question, this.synonyms);
    const synonymsOf = new Map(
      asked.map((word) => [word, [...new Set((expansions.get(word) ?? [word]).filter((form) => !isStopWord(form)))]]),
    );
    // A misspelt word the index has never seen is searched as the nearest word it has ("hotle" as "hotel").
    const searchedAs = new Map(
      asked.map((word) => {
        const correction = this.correction(word);
        const forms = synonymsOf.get(word) ?? [word];
        return [word, correction ? [...forms, correction] : forms];
      }),
    );
    const corrections = asked.flatMap((word) =>
      (searchedAs.get(word) ?? []).slice((synonymsOf.get(word) ?? []).length),
    );
    const expanded = [expandSynonyms(question, this.synonyms), ...corrections].join(' ');
    /** The visitor's words that an entry's matched terms cover (a word through any of its forms). */
    const wordsIn = (terms: Set<string>) =>
      asked.filter((word) =>
        (searchedAs.get(word) ?? [word]).some(
          (form) => termsOf(form).some((term) => terms.has(term)) || this.fuzzyIn(form, terms),
        ),
      );
    const weights = new Map(asked.map((word) => [word, this.weight(searchedAs.get(word) ?? [word])]));
    // minisearch multiplies an entry's score by the number of query terms it matched, and a word with a long
    // synonym expansion brings many terms: instead, the entry that matches most of the visitor's own words ranks
    // first, each word counted by how rare it is in the entries ("logo" says more than "market").
    const results = this.search
      .search(expanded)
      .slice(0, RERANKED)
      .map((result) => {
        const matched = new Set(Object.keys(result.match));
        const keyTerms = new Set(
          Object.entries(result.match)
            .filter(([, fields]) => fields.some((field) => field !== 'content'))
            .map(([term]) => term),
        );
        const covered = wordsIn(matched);
        const weight = covered.reduce((sum, word) => sum + (weights.get(word) ?? 1), 0);
        return {
          id: result.id as number,
          score: (result.score / (result.queryTerms.length || 1)) * Math.max(1, weight),
          covered: covered.length,
          inTitleOrTags: wordsIn(keyTerms).length,
        };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
    const candidates = results.map((result) => ({
      id: result.id,
      title: this.entries.get(result.id)?.title ?? '',
      score: result.score,
    }));
    let known = 0;
    let unknownWords = 0;
    for (const word of asked) {
      const knownness = Math.max(...(synonymsOf.get(word) ?? [word]).map((form) => this.knownness(form)));
      known += knownness;
      if (knownness === 0 && !/^\d+$/.test(word)) unknownWords += 1;
    }
    const count = asked.length || 1;
    return {
      candidates,
      known: known / count,
      coveredByBest: (results[0]?.covered ?? 0) / count,
      inTitleOrTags: (results[0]?.inTitleOrTags ?? 0) / count,
      wordCount: asked.length,
      unknownWords,
    };
  }

  /**
   * How much a word says about which entry is meant: rare in the entries, high; used by most of them ("market"),
   * low (inverse document frequency of its commonest form). A word known only by a typo or a prefix counts as rare.
   */
  private weight(forms: string[]): number {
    let uses = 0;
    for (const form of forms) for (const term of termsOf(form)) uses = Math.max(uses, this.vocabulary.get(term) ?? 0);
    return Math.log(1 + this.entries.size / Math.max(1, uses));
  }

  /** The entries' word nearest to an unknown word of 5 letters or more (one edit; two from 8 letters). */
  private correction(word: string): string | undefined {
    if (/\d/.test(word) || termsOf(word).some((term) => this.vocabulary.has(term))) return undefined;
    const doubled = this.doubledLetter(word);
    if (doubled || word.length < 5) return doubled;
    const max = word.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestUses = 0;
    for (const [term, uses] of this.vocabulary) {
      if (uses > bestUses && Math.abs(term.length - word.length) <= max && within(word, term, max)) {
        best = term;
        bestUses = uses;
      }
    }
    return best;
  }

  /**
   * The entries' word that a word misses or repeats one doubled letter of ("isue" for "issue", "adress" for
   * "address", "tabble" for "table"), the commonest typo, for short words too.
   */
  private doubledLetter(word: string): string | undefined {
    if (word.length < 3) return undefined;
    for (let i = 0; i < word.length; i++) {
      const variants = [word.slice(0, i + 1) + word.slice(i)];
      if (word[i] === word[i + 1]) variants.push(word.slice(0, i) + word.slice(i + 1));
      for (const variant of variants)
        if (!isStopWord(variant) && termsOf(variant).some((term) => this.vocabulary.has(term))) return variant;
    }
    return undefined;
  }

  /**
   * 1 for a word the entries use (or its stem), 0.8 for the start of one, 0.6 for a one-letter typo (or a doubled
   * letter missed or repeated), else 0.
   */
  private knownness(word: string): number {
    if (termsOf(word).some((term) => this.vocabulary.has(term))) return 1;
    if (this.doubledLetter(word)) return 0.6;
    if (word.length > 3) {
      for (const term of this.vocabulary.keys()) if (extends_(term, word)) return 0.8;
    }
    if (word.length > 4) {
      for (const term of this.vocabulary.keys()) if (within(word, term, 1)) return 0.6;
    }
    return 0;
  }

  private fuzzyIn(word: string, terms: Set<string>) {
    if (word.length <= 3) return false;
    const stem = stemmer(word);
    for (const term of terms) {
      if (extends_(term, word) || extends_(term, stem)) return true;
      if (word.length > 4 && within(word, term, 1)) return true;
    }
    return false;
  }

  private termsIn(entry: KnowledgeEntry): Set<string> {
    const text = `${entry.title} ${entry.tags.join(' ')} ${entry.content}`;
    return new Set(words(text).flatMap(termsOf));
  }
}
