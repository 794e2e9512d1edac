import { describe, expect, it } from 'vitest';
import type { Neighbours } from './data';
import { mixInNeighbours, NEIGHBOUR_SHARE, VOTING_CLASSES, votingRows } from './neighbours';

/** One example a class, its meaning along its own axis (class c's example is the unit vector on axis c). */
function oneExampleEach(classes: number): Neighbours {
  const values = new Int8Array(classes * classes);
  for (let c = 0; c < classes; c++) values[c * classes + c] = 127;
  return {
    label: Int32Array.from({ length: classes }, (_, c) => c),
    scale: new Float32Array(classes).fill(1 / 127),
    values,
  };
}

const axis = (classes: number, c: number) => {
  const meaning = new Float32Array(classes);
  meaning[c] = 1;
  return meaning;
};

describe('the closest examples vote', () => {
  const classes = VOTING_CLASSES + 10;
  const none = classes - 1;
  const neighbours = oneExampleEach(classes);
  const voters = votingRows(neighbours, classes, classes);
  // The linear model ranks class 0 likeliest, then 1, 2 ..., and "not ours" (the last class) least.
  const linear = () => {
    const p = Float64Array.from({ length: classes }, (_, c) => classes - c);
    const sum = p.reduce((a, b) => a + b, 0);
    return p.map((value) => value / sum);
  };

  it('groups the voting examples by class, each with its own scale', () => {
    // Four examples of three classes, in the order 2, 0, 2, 1; example r's meaning is along axis r.
    const shuffled: Neighbours = {
      label: Int32Array.from([2, 0, 2, 1]),
      scale: Float32Array.from([1, 2, 3, 4]),
      values: Int8Array.from({ length: 16 }, (_, i) => (i % 5 === 0 ? 100 : 0)),
    };
    const grouped = votingRows(shuffled, 3, 4);
    expect([...grouped.starts]).toEqual([0, 1, 2, 4]);
    expect([...grouped.scale]).toEqual([2, 4, 1, 3]);
    // Class 2's rows are examples 0 and 2: a query along axis 2 meets the second of them only.
    grouped.table.setQuery(Float32Array.from([0, 0, 1, 0]));
    expect([...grouped.table.dots(2, 2)].map((dot) => dot * grouped.table.factor)).toEqual([0, 100]);
  });

  it('gives the vote to a likely class whose example the message means', () => {
    const p = linear();
    const before = p[3] ?? 0;
    mixInNeighbours(voters, classes, none, axis(classes, 3), p);
    expect(p[3]).toBeCloseTo((1 - NEIGHBOUR_SHARE) * before + NEIGHBOUR_SHARE);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });

  it('always lets "not ours" vote, however unlikely the linear model finds it', () => {
    const p = linear();
    p[none] = 0;
    mixInNeighbours(voters, classes, none, axis(classes, none), p);
    expect(p[none]).toBeCloseTo(NEIGHBOUR_SHARE);
  });

  it('does not let a class the linear model ranks past the likeliest ones vote', () => {
    const p = linear();
    const unlikely = VOTING_CLASSES + 2;
    const before = [...p];
    mixInNeighbours(voters, classes, none, axis(classes, unlikely), p);
    // Its example is the only one the message means: no example of a voting class is similar, so no vote is cast.
    expect([...p]).toEqual(before);
  });
});
