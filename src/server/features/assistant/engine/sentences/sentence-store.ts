import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { projectRoot } from '../../../../lib/paths';
import type { SentenceEncoder } from './sentence-model';

/**
 * The vectors of the seeded knowledge's sentences (its entries and the site's text with the default business
 * details) and of the off-topic examples, shipped so that a fresh install does not embed them: written by
 * `npm run embed:assistant`.
 */
export const shippedSentencesFile = path.join(
  projectRoot,
  'src/server/features/assistant/engine/sentences/seed-sentences.bin.gz',
);

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

  /** `file`: where sentences embedded here are kept (none: in memory only); `shipped`: read-only, gzip'd files. */
  constructor(
    private readonly file: string | undefined,
    shipped: readonly string[] = [shippedSentencesFile],
  ) {
    for (const known of shipped) if (existsSync(known)) this.load(gunzipSync(readFileSync(known)));
    if (file && existsSync(file)) this.load(readFileSync(file));
  }

  private load(data: Buffer) {
    for (let at = 0; at + RECORD_BYTES <= data.length; at += RECORD_BYTES) {
      const key = data.toString('hex', at, at + HASH_BYTES);
      const start = at + HASH_BYTES;
      this.vectors.set(
        key,
        new Float32Array(data.buffer.slice(data.byteOffset + start, data.byteOffset + at + RECORD_BYTES)),
      );
    }
  }

  get size() {
    return this.vectors.size;
  }

  get(text: string): Float32Array | undefined {
    return this.vectors.get(hashOf(text).toString('hex'));
  }

  /** Every record, for writing the shipped file. */
  records(): Buffer {
    const out = Buffer.alloc(this.vectors.size * RECORD_BYTES);
    let at = 0;
    for (const [key, vector] of this.vectors) {
      Buffer.from(key, 'hex').copy(out, at);
      Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).copy(out, at + HASH_BYTES);
      at += RECORD_BYTES;
    }
    return out;
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
