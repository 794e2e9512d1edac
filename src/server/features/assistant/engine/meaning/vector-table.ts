import type { WordVectors } from '../vectors/word-vectors';
import { type Closest, closestRows } from './closest-rows';

export type { Closest } from './closest-rows';

/** A word's vector table row, or -1 for a word without a vector. */
export type Row = number;

const dot = (a: Float32Array, b: Float32Array, offsetB = 0) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[offsetB + i] ?? 0);
  return sum;
};

/** Scales a vector to unit length, in place. */
export function unit(v: Float32Array) {
  const norm = Math.sqrt(dot(v, v)) || 1;
  for (let i = 0; i < v.length; i++) v[i] = (v[i] ?? 0) / norm;
  return v;
}

export const cosine = (a: Float32Array, b: Float32Array) => dot(a, b);

/**
 * Visitors reuse the same few thousand words: the latest ones' closest rows are kept, besides those of the common
 * words a warm-up worked out (`adopt`).
 */
const CLOSEST_CACHE = 5000;

/** What a warm-up worked out: the closest rows of many words, as of a table of `rows` rows. */
export interface WarmedWords {
  rows: number;
  floor: number;
  limit: number;
  closest: [string, Closest][];
}

/**
 * The vectors of the knowledge's own words, one row each, grown as documents bring new words: what a visitor's
 * word is compared with.
 */
export class VectorTable {
  private table: Float32Array;
  private rowOf = new Map<string, Row>();
  private readonly wordOfRow: string[] = [];
  private count = 0;
  private readonly cache = new Map<string, { rows: number; closest: Closest }>();
  /** How many words a warm-up gave: the cache keeps that many more. */
  private warmed = 0;

  constructor(readonly vectors: WordVectors | undefined) {
    this.table = new Float32Array(1024 * (vectors?.dimensions ?? 1));
  }

  get rows() {
    return this.count;
  }

  /** The words of the knowledge seen so far (with or without a vector). */
  words() {
    return this.rowOf.keys();
  }

  /** The row of a word, added on first sight; -1 when it has no vector. */
  rowFor(word: string): Row {
    let row = this.rowOf.get(word);
    if (row === undefined) {
      row = this.add(word);
      this.rowOf.set(word, row);
    }
    return row;
  }

  /** The word a row holds. */
  wordAt(row: Row): string | undefined {
    return this.wordOfRow[row];
  }

  /** The unit mean of some rows' vectors, each with its weight; undefined with none. */
  centroid(rows: readonly (readonly [Row, number])[]): Float32Array | undefined {
    const dims = this.vectors?.dimensions ?? 0;
    if (!dims || rows.length === 0) return undefined;
    const sum = new Float32Array(dims);
    for (const [row, weight] of rows)
      for (let i = 0; i < dims; i++) sum[i] = (sum[i] ?? 0) + weight * (this.table[row * dims + i] ?? 0);
    return unit(sum);
  }

  /** The unit mean of some words' vectors, each with its weight; undefined when none has one. */
  centroidOfWords(words: readonly (readonly [string, number])[]): Float32Array | undefined {
    const dims = this.vectors?.dimensions ?? 0;
    if (!dims) return undefined;
    const sum = new Float32Array(dims);
    let any = false;
    for (const [word, weight] of words) {
      const vector = this.vectors?.vector(word);
      if (!vector) continue;
      any = true;
      for (let i = 0; i < dims; i++) sum[i] = (sum[i] ?? 0) + weight * (vector[i] ?? 0);
    }
    return any ? unit(sum) : undefined;
  }

  /**
   * The rows whose words are at least `floor` similar to a word, the closest `limit` of them, or undefined when
   * the word has no vector.
   */
  closest(word: string, floor: number, limit: number): Closest | undefined {
    const key = `${floor} ${limit} ${word}`;
    const cached = this.cache.get(key);
    if (cached && cached.rows === this.count) return cached.closest;
    const query = this.vectors?.vector(word);
    if (!query) return undefined;
    // Rows are only ever added: a word met before is compared with the rows added since, and its closest rows so far.
    const closest = closestRows(this.table, query, cached?.rows ?? 0, this.count, floor, limit, cached?.closest);
    this.cache.delete(key);
    if (this.cache.size >= CLOSEST_CACHE + this.warmed) this.cache.delete(this.cache.keys().next().value ?? '');
    this.cache.set(key, { rows: this.count, closest });
    return closest;
  }

  /** The table as it is now, a copy for a warm-up to read in another thread. */
  snapshot(): { table: Float32Array; rows: number } {
    const dims = this.vectors?.dimensions ?? 1;
    return { table: this.table.slice(0, this.count * dims), rows: this.count };
  }

  /** Takes the closest rows a warm-up worked out; words met since keep their own. */
  adopt(warmed: WarmedWords) {
    if (warmed.rows > this.count) return;
    this.warmed = Math.max(this.warmed, warmed.closest.length);
    for (const [word, closest] of warmed.closest) {
      const key = `${warmed.floor} ${warmed.limit} ${word}`;
      if (!this.cache.has(key)) this.cache.set(key, { rows: warmed.rows, closest });
    }
  }

  private add(word: string): Row {
    if (!this.vectors) return -1;
    const dims = this.vectors.dimensions;
    if ((this.count + 1) * dims > this.table.length) {
      const grown = new Float32Array(this.table.length * 2);
      grown.set(this.table);
      this.table = grown;
    }
    if (!this.vectors.copyInto(word, this.table, this.count * dims)) return -1;
    this.wordOfRow.push(word);
    return this.count++;
  }
}
