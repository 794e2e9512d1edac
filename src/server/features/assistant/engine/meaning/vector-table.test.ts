import { describe, expect, it } from 'vitest';
import { wordVectors } from '../vectors/word-vectors';
import { VectorTable } from './vector-table';

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
