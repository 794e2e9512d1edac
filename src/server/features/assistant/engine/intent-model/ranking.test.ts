import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../lib/seeded-random';
import { rankByModel } from './ranking';

describe("ranking a training's candidates", () => {
  it('keeps for each example the classes the model scores highest, besides its own and "none"', () => {
    const next = seededRandom(11);
    const k = 40;
    const n = 16;
    const count = 30;
    const others = 5;
    const none = 0;
    // One word feature of each example, shared by classes 1-3; every example but the last has its meaning.
    const model = {
      labels: Array.from({ length: k }, (_, c) => `c${c}`),
      starts: Int32Array.from([0, 3]),
      classes: Int32Array.from([1, 2, 3]),
      weights: Float32Array.from([0.5, -0.25, 2]),
      meaning: Float32Array.from({ length: k * n }, () => next() * 2 - 1),
      dimensions: n,
      bias: Float32Array.from({ length: k }, () => next() * 0.2),
    };
    const data = {
      count,
      label: Int32Array.from({ length: count }, (_, at) => 1 + (at % (k - 1))),
      starts: Int32Array.from({ length: count + 1 }, (_, at) => at),
      features: new Int32Array(count),
      values: new Float32Array(count).fill(1),
      meaning: Float32Array.from({ length: count * n }, () => next() * 2 - 1),
      hasMeaning: Uint8Array.from({ length: count }, (_, at) => (at === count - 1 ? 0 : 1)),
    };
    const rows = { candidates: new Int32Array(count * others), others, none };
    rankByModel(model, data, rows, 0, count);

    for (let at = 0; at < count; at++) {
      // The scores as plain arithmetic: bias, meaning weights by the example's meaning, and the word feature.
      const scores = Array.from({ length: k }, (_, c) => {
        let score = model.bias[c] ?? 0;
        if (data.hasMeaning[at])
          for (let d = 0; d < n; d++) score += (model.meaning[c * n + d] ?? 0) * (data.meaning[at * n + d] ?? 0);
        const p = model.classes.indexOf(c);
        return score + (p >= 0 ? (model.weights[p] ?? 0) : 0);
      });
      const best = scores
        .map((_, c) => c)
        .filter((c) => c !== none && c !== data.label[at])
        .sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0))
        .slice(0, others);
      expect([...rows.candidates.subarray(at * others, (at + 1) * others)], `example ${at}`).toEqual(best);
    }
  });
});
