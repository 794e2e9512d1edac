import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { projectRoot } from '../../../../lib/paths';

/** The shipped vectors: written by scripts/reduce-word-vectors.mjs, read once per process. */
export const wordVectorsFile = path.join(
  projectRoot,
  'src/server/features/assistant/engine/vectors/word-vectors.bin.gz',
);

/**
 * Word vectors for about 40,000 common English words: words used in similar contexts have similar vectors
 * ("nurse" is near "hospital", "dorm" near "campus"). Each is a unit vector stored as signed bytes.
 */
export class WordVectors {
  private readonly rows = new Map<string, number>();

  constructor(
    words: string[],
    private readonly values: Int8Array,
    readonly dimensions: number,
  ) {
    words.forEach((word, row) => {
      this.rows.set(word, row);
    });
  }

  static load(file = wordVectorsFile): WordVectors {
    const data = gunzipSync(readFileSync(file));
    if (data.toString('ascii', 0, 4) !== 'EWV1') throw new Error(`${file} is not a word-vector file`);
    const count = data.readUInt32LE(4);
    const dimensions = data.readUInt32LE(8);
    const wordBytes = data.readUInt32LE(12);
    const words = data.toString('utf8', 16, 16 + wordBytes).split('\n');
    const start = 16 + wordBytes;
    const values = new Int8Array(
      data.buffer.slice(data.byteOffset + start, data.byteOffset + start + count * dimensions),
    );
    return new WordVectors(words, values, dimensions);
  }

  get size() {
    return this.rows.size;
  }

  has(word: string) {
    return this.rows.has(word);
  }

  /** How common a word is in English: its place in the list, 0 for "the"; undefined without a vector. */
  rank(word: string): number | undefined {
    return this.rows.get(word);
  }

  /** Every word with a vector, commonest first. */
  words(): IterableIterator<string> {
    return this.rows.keys();
  }

  /** Writes the unit vector of a word into `out` at `offset`; false when it has none. */
  copyInto(word: string, out: Float32Array, offset: number): boolean {
    const row = this.rows.get(word);
    if (row === undefined) return false;
    let norm = 0;
    for (let i = 0; i < this.dimensions; i++) {
      const x = this.values[row * this.dimensions + i] ?? 0;
      out[offset + i] = x;
      norm += x * x;
    }
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < this.dimensions; i++) out[offset + i] = (out[offset + i] ?? 0) / norm;
    return true;
  }

  /** Cosine similarity of two words (-1 to 1), or undefined when either has no vector. */
  similarity(a: string, b: string): number | undefined {
    if (a === b) return this.rows.has(a) ? 1 : undefined;
    const ra = this.rows.get(a);
    const rb = this.rows.get(b);
    if (ra === undefined || rb === undefined) return undefined;
    const d = this.dimensions;
    let dot = 0;
    let na = 0;
    let nb = 0;
    for (let i = 0, oa = ra * d, ob = rb * d; i < d; i++) {
      const x = this.values[oa + i] ?? 0;
      const y = this.values[ob + i] ?? 0;
      dot += x * y;
      na += x * x;
      nb += y * y;
    }
    return dot / Math.sqrt(na * nb || 1);
  }

  /** The unit vector of a word, as floats, or undefined. */
  vector(word: string): Float32Array | undefined {
    const out = new Float32Array(this.dimensions);
    return this.copyInto(word, out, 0) ? out : undefined;
  }
}

let shared: WordVectors | undefined;
/** The process's one copy of the shipped vectors. */
export const wordVectors = () => {
  shared ??= WordVectors.load();
  return shared;
};
