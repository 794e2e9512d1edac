import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileWat, wasmSources } from '../../../../../../scripts/wasm';
import { seededRandom } from '../../../../lib/seeded-random';
import { FloatRowTable, Int8RowTable, TrainingMeanings } from './row-tables';

/** The plain dot product of a query with row `row` of a table. */
function plainDot(query: Float32Array, values: Int8Array | Float32Array, row: number) {
  let sum = 0;
  for (let i = 0; i < query.length; i++) sum += (query[i] ?? 0) * (values[row * query.length + i] ?? 0);
  return sum;
}

describe('a table of one-byte rows in WebAssembly', () => {
  const next = seededRandom(3);
  const random = (length: number, draw: () => number) => Array.from({ length }, draw);

  it.each([512, 37])('gives the dot products of a query with a run of rows (%i numbers a row)', (dimensions) => {
    const rows = 300;
    const values = Int8Array.from(random(rows * dimensions, () => Math.round(next() * 254 - 127)));
    const query = Float32Array.from(random(dimensions, () => next() * 2 - 1));
    const table = new Int8RowTable(values, dimensions);
    table.setQuery(query);
    const dots = [...table.dots(120, 90)].map((dot) => dot * table.factor);
    const expected = Array.from({ length: 90 }, (_, k) => plainDot(query, values, 120 + k));
    // The query is read at two bytes a number: the products agree to a few parts in ten thousand of their size.
    const size = Math.sqrt(dimensions) * 127;
    const largestGap = Math.max(...dots.map((dot, k) => Math.abs(dot - (expected[k] ?? 0))));
    expect(largestGap).toBeLessThan(size * 2e-4);
    // The order of the rows by closeness, which is what the vote uses, is the same.
    const order = (list: number[]) => list.map((_, k) => k).sort((a, b) => (list[b] ?? 0) - (list[a] ?? 0));
    expect(order(dots).slice(0, 10)).toEqual(order(expected).slice(0, 10));
  });

  it('reads a query of zeros as far from every row', () => {
    const table = new Int8RowTable(Int8Array.from([1, 2, 3, 4, 5, 6, 7, 8]), 4);
    table.setQuery(new Float32Array(4));
    expect([...table.dots(0, 2)]).toEqual([0, 0]);
  });

  it.each([512, 37])('gives the float dot products of a query with every row (%i numbers a row)', (dimensions) => {
    const rows = 200;
    const values = Float32Array.from(random(rows * dimensions, () => next() * 2 - 1));
    const query = Float32Array.from(random(dimensions, () => next() * 2 - 1));
    const dots = new FloatRowTable(values, dimensions).dotsWith(query);
    expect(dots.length).toBe(rows);
    const largestGap = Math.max(
      ...Array.from({ length: rows }, (_, row) => Math.abs((dots[row] ?? 0) - plainDot(query, values, row))),
    );
    // Summed in float32, four lanes apart: the same to about a millionth of the sums' size.
    expect(largestGap).toBeLessThan(Math.sqrt(dimensions) * 1e-5);
  });

  it("reads and moves a training's class weights against an example's meaning", () => {
    const dimensions = 8;
    const weights = Float32Array.from(random(3 * dimensions, () => next() * 2 - 1));
    const examples = Float32Array.from(random(2 * dimensions, () => next() * 2 - 1));
    const training = new TrainingMeanings(weights, examples, dimensions);
    const row = (table: Float32Array, r: number) => table.subarray(r * dimensions, (r + 1) * dimensions);
    expect(training.dot(2, 1)).toBeCloseTo(plainDot(row(examples, 1), weights, 2), 5);
    training.subtract(2, 1, 0.5);
    const moved = training.release();
    // Class 2's row moved by half of example 1's meaning; the other rows are as they were.
    row(moved, 2).forEach((w, d) => {
      expect(w).toBeCloseTo((weights[2 * dimensions + d] ?? 0) - 0.5 * (examples[dimensions + d] ?? 0), 6);
    });
    expect([...row(moved, 0), ...row(moved, 1)]).toEqual([...row(weights, 0), ...row(weights, 1)]);
    expect(TrainingMeanings.fits(8)).toBe(true);
    expect(TrainingMeanings.fits(6)).toBe(false);
  });

  it('ships the binary its source compiles to', async () => {
    for (const source of wasmSources) {
      const shipped = readFileSync(source.replace(/\.wat$/, '.wasm'));
      expect(Buffer.from(await compileWat(source)).equals(shipped)).toBe(true);
    }
  });
});
