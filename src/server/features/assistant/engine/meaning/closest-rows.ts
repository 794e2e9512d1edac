/** The rows of the knowledge's words closest in meaning to a word, and their similarities, closest first. */
export interface Closest {
  rows: number[];
  similarities: number[];
}

/**
 * The same dot product as a plain loop, four lanes at a time: the scan of every row for a visitor's word is most of
 * an answer's time with a large knowledge, and this form runs it about twice as fast.
 */
export function unrolledDot(a: Float32Array, b: Float32Array, offsetB: number) {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  const n = a.length;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    s0 += (a[i] as number) * (b[offsetB + i] as number);
    s1 += (a[i + 1] as number) * (b[offsetB + i + 1] as number);
    s2 += (a[i + 2] as number) * (b[offsetB + i + 2] as number);
    s3 += (a[i + 3] as number) * (b[offsetB + i + 3] as number);
  }
  for (; i < n; i++) s0 += (a[i] as number) * (b[offsetB + i] as number);
  return s0 + s1 + s2 + s3;
}

/**
 * The rows `from` to `to` of a table of unit vectors (`query.length` numbers a row) at least `floor` similar to the
 * query, merged with `earlier` (the closest of the rows before `from`): the closest `limit`, closest first.
 */
export function closestRows(
  table: Float32Array,
  query: Float32Array,
  from: number,
  to: number,
  floor: number,
  limit: number,
  earlier: Closest | undefined = undefined,
): Closest {
  const found: [number, number][] = earlier ? earlier.rows.map((row, k) => [row, earlier.similarities[k] ?? 0]) : [];
  const dims = query.length;
  for (let row = from, base = from * dims; row < to; row++, base += dims) {
    const similarity = unrolledDot(query, table, base);
    if (similarity >= floor) found.push([row, similarity]);
  }
  found.sort((a, b) => b[1] - a[1]);
  const kept = found.slice(0, limit);
  return { rows: kept.map(([row]) => row), similarities: kept.map(([, similarity]) => similarity) };
}
