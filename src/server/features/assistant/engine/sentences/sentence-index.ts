import type { KnowledgeDoc } from '../documents';
import { offTopicExamples } from './off-topic-examples';
import type { SentenceEncoder } from './sentence-model';
import type { SentenceStore } from './sentence-store';

const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
};
const closest = (question: Float32Array, vectors: readonly Float32Array[]) => {
  let best = -1;
  for (const vector of vectors) best = Math.max(best, dot(question, vector));
  return best;
};

/** How close in meaning one visitor message is to each document, and to the off-topic examples. */
export interface SentenceReading {
  /** The closeness (cosine, -1 to 1) of the message to the document's nearest phrasing; undefined when not embedded yet. */
  similarity(key: string): number | undefined;
  /** The closeness of the message to the nearest off-topic example. */
  offTopic: number;
}

/**
 * The knowledge read by the sentence model: each document's phrasings (title, tags, sentences) as meaning vectors,
 * and the off-topic examples. Documents are added or removed one at a time; their vectors come from the store,
 * which embeds only the sentences it has not seen.
 */
export class SentenceIndex {
  private readonly docs = new Map<string, readonly Float32Array[]>();
  private examples: Float32Array[] = [];

  constructor(
    private readonly store: SentenceStore,
    private readonly encoder: SentenceEncoder,
  ) {}

  static async create(store: SentenceStore, encoder: SentenceEncoder, docs: Iterable<KnowledgeDoc>) {
    const index = new SentenceIndex(store, encoder);
    await store.ensure(offTopicExamples, encoder);
    index.examples = offTopicExamples.map((text) => store.get(text)!);
    await index.upsert(docs);
    return index;
  }

  async upsert(docs: Iterable<KnowledgeDoc>) {
    const list = [...docs];
    await this.store.ensure(
      list.flatMap((doc) => doc.phrasings),
      this.encoder,
    );
    for (const doc of list) this.docs.set(doc.key, doc.phrasings.flatMap((text) => this.store.get(text) ?? []));
  }

  remove(key: string) {
    this.docs.delete(key);
  }

  /** The visitor's message read by the model (never stored: a visitor's words are not kept on disk). */
  async read(message: string): Promise<SentenceReading> {
    const [question] = await this.encoder.embed([message]);
    return this.readingOf(question!);
  }

  /** Several messages read at once (faster per message). */
  async readAll(messages: readonly string[]): Promise<SentenceReading[]> {
    const vectors = await this.encoder.embed(messages);
    return vectors.map((vector) => this.readingOf(vector));
  }

  readingOf(question: Float32Array): SentenceReading {
    const cache = new Map<string, number>();
    return {
      similarity: (key) => {
        const known = cache.get(key);
        if (known !== undefined) return known;
        const vectors = this.docs.get(key);
        if (!vectors?.length) return undefined;
        const value = closest(question, vectors);
        cache.set(key, value);
        return value;
      },
      offTopic: closest(question, this.examples),
    };
  }
}
