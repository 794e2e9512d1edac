import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SentenceEncoder } from './sentence-model';

const DIMENSIONS = 512;
const HASH_BYTES = 20;
const RECORD_BYTES = HASH_BYTES + DIMENSIONS * 4;

const hashOf = (text: string) => createHash('sha1').update(text).digest();

/**
 * The meaning vectors of the knowledge's sentences, by the hash of their text: embedded once, then read back from
 * a file in the data directory at start-up, so a restart does not embed the knowledge again. The file only grows
 * by whole records; a record cut short by a crash is ignored.
 */
export class SentenceStore {
  private readonly vectors = new Map<string, Float32Array>();

  constructor(private readonly file: string | undefined) {
    if (!file || !existsSync(file)) return;
    const data = readFileSync(file);
    for (let at = 0; at + RECORD_BYTES <= data.length; at += RECORD_BYTES) {
      const key = data.toString('hex', at, at + HASH_BYTES);
      const start = at + HASH_BYTES;
      this.vectors.set(key, new Float32Array(data.buffer.slice(data.byteOffset + start, data.byteOffset + at + RECORD_BYTES)));
    }
  }

  get size() {
    return this.vectors.size;
  }

  get(text: string): Float32Array | undefined {
    return this.vectors.get(hashOf(text).toString('hex'));
  }

  /** Embeds the texts not stored yet, keeps them, and appends them to the file. */
  async ensure(texts: Iterable<string>, encoder: SentenceEncoder): Promise<void> {
    const missing = [...new Set(texts)].filter((text) => !this.get(text));
    if (!missing.length) return;
    const vectors = await encoder.embed(missing);
    const records = Buffer.alloc(missing.length * RECORD_BYTES);
    missing.forEach((text, i) => {
      const hash = hashOf(text);
      const vector = vectors[i]!;
      this.vectors.set(hash.toString('hex'), vector);
      hash.copy(records, i * RECORD_BYTES);
      Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).copy(records, i * RECORD_BYTES + HASH_BYTES);
    });
    if (this.file) {
      mkdirSync(path.dirname(this.file), { recursive: true });
      appendFileSync(this.file, records);
    }
  }
}
