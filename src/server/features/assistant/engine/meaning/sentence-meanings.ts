import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { projectRoot } from '../../../../lib/paths';
import { SENTENCE_DIMENSIONS } from './sentence-dimensions';

/** The seeded knowledge's sentences as the encoder reads them: written by scripts/encode-seed-sentences.ts. */
export const shippedMeaningsFile = path.join(
  projectRoot,
  'src/server/features/assistant/engine/vectors/sentence-meanings.bin.gz',
);

/** Meanings as they travel between threads and files: one byte a number, and a scale a sentence. */
export interface PackedMeanings {
  texts: string[];
  scales: Float32Array;
  values: Int8Array;
}

/**
 * Sentence meanings kept by text, at one byte a number (the encoder's figures rounded to 1/127 of their largest:
 * the evaluation's figures are the same to the question). Reading a sentence costs the encoder about 10 ms, so a
 * sentence is read once: the seeded knowledge's come with the code, and the others are kept once read.
 */
export class SentenceMeanings {
  private readonly rows = new Map<string, { scale: number; values: Int8Array }>();

  static unpack(packed: PackedMeanings): SentenceMeanings {
    const meanings = new SentenceMeanings();
    packed.texts.forEach((text, i) => {
      meanings.rows.set(text, {
        scale: packed.scales[i] ?? 0,
        values: packed.values.slice(i * SENTENCE_DIMENSIONS, (i + 1) * SENTENCE_DIMENSIONS),
      });
    });
    return meanings;
  }

  /** The packed meanings of these texts, of those known. */
  pack(texts: Iterable<string> = this.rows.keys()): PackedMeanings {
    const known = [...new Set(texts)].filter((text) => this.rows.has(text));
    const scales = new Float32Array(known.length);
    const values = new Int8Array(known.length * SENTENCE_DIMENSIONS);
    known.forEach((text, i) => {
      const row = this.rows.get(text);
      if (!row) return;
      scales[i] = row.scale;
      values.set(row.values, i * SENTENCE_DIMENSIONS);
    });
    return { texts: known, scales, values };
  }

  get size() {
    return this.rows.size;
  }

  has(text: string) {
    return this.rows.has(text);
  }

  /** The meaning of a text, or undefined when it has not been read. */
  get(text: string): Float32Array | undefined {
    const row = this.rows.get(text);
    if (!row) return undefined;
    const out = new Float32Array(SENTENCE_DIMENSIONS);
    for (let i = 0; i < SENTENCE_DIMENSIONS; i++) out[i] = (row.values[i] ?? 0) * row.scale;
    return out;
  }

  /** The meanings of these texts, of those known, by text. */
  byText(texts: Iterable<string>): Map<string, Float32Array> {
    const out = new Map<string, Float32Array>();
    for (const text of texts) {
      const meaning = this.get(text);
      if (meaning) out.set(text, meaning);
    }
    return out;
  }

  set(text: string, meaning: Float32Array) {
    let largest = 0;
    for (const x of meaning) largest = Math.max(largest, Math.abs(x));
    // A float32, as packed: the meaning read back from a pack is the same to the bit.
    const scale = Math.fround(largest / 127) || 1;
    const values = new Int8Array(SENTENCE_DIMENSIONS);
    for (let i = 0; i < SENTENCE_DIMENSIONS; i++) values[i] = Math.round((meaning[i] ?? 0) / scale);
    this.rows.set(text, { scale, values });
  }

  /** The meanings of these texts, of those known. */
  subset(texts: Iterable<string>): SentenceMeanings {
    const out = new SentenceMeanings();
    for (const text of texts) {
      const row = this.rows.get(text);
      if (row) out.rows.set(text, row);
    }
    return out;
  }

  /** Adds every meaning of another set. */
  merge(other: SentenceMeanings) {
    for (const [text, row] of other.rows) this.rows.set(text, row);
  }

  /**
   * Reads with the encoder the texts not known yet; answers the meanings read (the encoder's failure is thrown).
   * `encode`: the encoder that reads them; by default this thread's own.
   */
  async complete(texts: Iterable<string>, encode: Encode = inThisThread): Promise<SentenceMeanings> {
    const unread = [...new Set(texts)].filter((text) => !this.rows.has(text));
    const read = new SentenceMeanings();
    if (unread.length === 0) return read;
    const meanings = await encode(unread);
    unread.forEach((text, i) => {
      const meaning = meanings[i];
      if (meaning) read.set(text, meaning);
    });
    this.merge(read);
    return read;
  }
}

/** Reads texts into their meanings, in order. */
export type Encode = (texts: readonly string[]) => Promise<Float32Array[]>;

/** This thread's sentence encoder: TensorFlow.js and 26 MB of weights, loaded only by a thread with a sentence to read. */
export const inThisThread: Encode = async (texts) => (await import('./sentence-encoder')).encodeSentences(texts);

/** Writes meanings as the shipped file holds them. */
export function packedToFile(packed: PackedMeanings): Buffer {
  const texts = Buffer.from(JSON.stringify(packed.texts), 'utf8');
  const head = Buffer.alloc(16);
  head.write('ESM1', 0, 'ascii');
  head.writeUInt32LE(packed.texts.length, 4);
  head.writeUInt32LE(SENTENCE_DIMENSIONS, 8);
  head.writeUInt32LE(texts.length, 12);
  return Buffer.concat([
    head,
    texts,
    Buffer.from(packed.scales.buffer, packed.scales.byteOffset, packed.scales.byteLength),
    Buffer.from(packed.values.buffer, packed.values.byteOffset, packed.values.byteLength),
  ]);
}

/** Reads the shipped file's meanings (none when it is missing: every sentence is then read by the encoder). */
export function shippedMeanings(file = shippedMeaningsFile): SentenceMeanings {
  if (!existsSync(file)) return new SentenceMeanings();
  const data = gunzipSync(readFileSync(file));
  if (data.toString('ascii', 0, 4) !== 'ESM1') throw new Error(`${file} is not a sentence-meaning file`);
  const count = data.readUInt32LE(4);
  if (data.readUInt32LE(8) !== SENTENCE_DIMENSIONS) throw new Error(`${file} holds meanings of another size`);
  const textBytes = data.readUInt32LE(12);
  const texts = JSON.parse(data.toString('utf8', 16, 16 + textBytes)) as string[];
  const start = 16 + textBytes;
  const scales = new Float32Array(data.buffer.slice(data.byteOffset + start, data.byteOffset + start + count * 4));
  const valuesAt = data.byteOffset + start + count * 4;
  const values = new Int8Array(data.buffer.slice(valuesAt, valuesAt + count * SENTENCE_DIMENSIONS));
  return SentenceMeanings.unpack({ texts, scales, values });
}

let shared: SentenceMeanings | undefined;
/** This thread's one copy of the shipped meanings, with every sentence read since added. */
export const knownMeanings = () => {
  shared ??= shippedMeanings();
  return shared;
};
