import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assistantSentenceMeanings } from '../../db/schema/index';
import { SENTENCE_DIMENSIONS } from './engine/meaning/sentence-dimensions';
import type { PackedMeanings } from './engine/meaning/sentence-meanings';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
/** Rows read or written per statement (a statement's parameters are limited). */
const CHUNK = 1000;

/** The meanings of these texts that an earlier training (of any instance) read and kept. */
export async function readStoredMeanings(db: Database, texts: readonly string[]): Promise<PackedMeanings> {
  const byHash = new Map<string, string>();
  for (const text of texts) byHash.set(hashOf(text), text);
  const hashes = [...byHash.keys()];
  const found: { text: string; scale: number; meaning: Buffer }[] = [];
  for (let from = 0; from < hashes.length; from += CHUNK) {
    const rows = await db
      .select()
      .from(assistantSentenceMeanings)
      .where(inArray(assistantSentenceMeanings.textHash, hashes.slice(from, from + CHUNK)));
    for (const row of rows) {
      const text = byHash.get(row.textHash);
      if (text !== undefined && row.meaning.length === SENTENCE_DIMENSIONS)
        found.push({ text, scale: row.scale, meaning: row.meaning });
    }
  }
  const values = new Int8Array(found.length * SENTENCE_DIMENSIONS);
  found.forEach((row, i) => {
    values.set(new Int8Array(row.meaning.buffer, row.meaning.byteOffset, SENTENCE_DIMENSIONS), i * SENTENCE_DIMENSIONS);
  });
  return { texts: found.map((row) => row.text), scales: Float32Array.from(found, (row) => row.scale), values };
}

/** Keeps the meanings a training read, for the next trainings of every instance (a text kept twice is kept once). */
export async function storeMeanings(db: Database, packed: PackedMeanings): Promise<void> {
  const rows = packed.texts.map((text, i) => ({
    textHash: hashOf(text),
    scale: packed.scales[i] ?? 0,
    meaning: Buffer.from(packed.values.buffer, packed.values.byteOffset + i * SENTENCE_DIMENSIONS, SENTENCE_DIMENSIONS),
  }));
  for (let from = 0; from < rows.length; from += CHUNK)
    await db
      .insert(assistantSentenceMeanings)
      .values(rows.slice(from, from + CHUNK))
      .onConflictDoNothing();
}
