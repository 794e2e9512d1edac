import { describe, expect, it } from 'vitest';
import { MeaningIndex } from '../meaning-index';
import { wordVectors } from '../vectors/word-vectors';
import { VectorTable } from './vector-table';
import { warmUpInWorker } from './warm-up';

const FLOOR = 0.5;
const LIMIT = 5;
const first = ['hospital', 'nurse', 'coffee', 'snack', 'market', 'payment'];
const later = ['clinic', 'patient', 'doctor', 'espresso', 'tea', 'cashier', 'card', 'grocery'];

describe('the closest rows of a word', () => {
  it('after words are added, are the same as in a table that had them from the start', () => {
    const vectors = wordVectors();
    const grown = new VectorTable(vectors);
    for (const word of first) grown.rowFor(word);
    const before = grown.closest('physician', FLOOR, LIMIT);
    for (const word of later) grown.rowFor(word);
    const after = grown.closest('physician', FLOOR, LIMIT);

    const fresh = new VectorTable(vectors);
    for (const word of [...first, ...later]) fresh.rowFor(word);
    const expected = fresh.closest('physician', FLOOR, LIMIT);

    expect(after).toEqual(expected);
    // The words added later are closer to "physician" than any of the first ones: they changed the answer.
    expect(after?.rows).not.toEqual(before?.rows);
    expect(after?.rows.length).toBeLessThanOrEqual(LIMIT);
    expect(after?.similarities.every((s) => s >= FLOOR)).toBe(true);
  });

  it('are none for a word without a vector', () => {
    const table = new VectorTable(wordVectors());
    table.rowFor('hospital');
    expect(table.closest('qzxv', FLOOR, LIMIT)).toBeUndefined();
  });
});

describe('a warm-up', () => {
  it('works out in a worker the closest rows the table would, and the table answers them as they are', async () => {
    const vectors = wordVectors();
    const knowledge = [...vectors.words()].slice(200, 700);
    const table = new VectorTable(vectors);
    for (const word of knowledge) table.rowFor(word);
    const { table: copy, rows } = table.snapshot();
    const warmed = await warmUpInWorker({ table: copy, rows, words: 3000, floor: FLOOR, limit: LIMIT });
    expect(warmed.closest.length).toBe(3000);
    table.adopt(warmed);

    const fresh = new VectorTable(vectors);
    for (const word of knowledge) fresh.rowFor(word);
    for (const [word, closest] of warmed.closest.filter((_, i) => i % 300 === 0)) {
      expect(closest).toEqual(fresh.closest(word, FLOOR, LIMIT));
      // Looked up, not compared again.
      expect(table.closest(word, FLOOR, LIMIT)).toBe(closest);
    }

    // Words the knowledge gains later are compared with what the warm-up found.
    const [word] = warmed.closest.find(([, closest]) => closest.rows.length > 0) ?? [];
    if (!word) throw new Error('no warmed word has a close row');
    const closer = [...vectors.words()].filter(
      (later) => later !== word && !knowledge.includes(later) && (vectors.similarity(later, word) ?? 0) > 0.7,
    );
    expect(closer.length).toBeGreaterThan(0);
    for (const later of closer) {
      table.rowFor(later);
      fresh.rowFor(later);
    }
    expect(table.closest(word, FLOOR, LIMIT)?.rows).toContain(fresh.closest(word, FLOOR, LIMIT)?.rows[0]);
    expect(table.closest(word, FLOOR, LIMIT)).toEqual(fresh.closest(word, FLOOR, LIMIT));
  }, 60_000);

  it('is left out for a small knowledge', async () => {
    const index = new MeaningIndex([], wordVectors());
    expect(await index.warmUp(warmUpInWorker)).toBe(false);
  });
});
