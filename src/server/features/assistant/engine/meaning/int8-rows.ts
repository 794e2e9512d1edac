import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../../lib/paths';

const wasmFile = path.join(projectRoot, 'src/server/features/assistant/engine/meaning/wasm/int8-dots.wasm');

interface DotsExports {
  memory: WebAssembly.Memory;
  dots(query: number, rows: number, count: number, dims: number, out: number): void;
}

let compiled: WebAssembly.Module | undefined;
/** The compiled module (237 bytes), once a process; each table has an instance, and so a memory, of its own. */
const dotsModule = () => {
  compiled ??= new WebAssembly.Module(readFileSync(wasmFile));
  return compiled;
};

/** The WebAssembly loop reads 16 numbers a step: rows are stored padded with zeros to a multiple of 16. */
const LANES = 16;
/** The query is read at two bytes a number: its largest number becomes this (a dot product stays within int32). */
const QUERY_TOP = 16383;
const PAGE = 65536;

/**
 * A table of rows of numbers at one byte each (sentence meanings), kept in WebAssembly memory, and their dot
 * products with a query (`int8-dots.wat`, 16 numbers a step): the closest examples' vote scans thousands of rows
 * for every message, which took most of a reply's time in plain JavaScript (decision 091).
 */
export class Int8RowTable {
  private readonly dotsOf: DotsExports['dots'];
  private readonly stride: number;
  private readonly queryAt = 0;
  private readonly outAt: number;
  private readonly rowsAt: number;
  private readonly query: Int16Array;
  private readonly out: Int32Array;
  private queryFactor = 0;

  /** `values`: `rows` rows of `dimensions` numbers, one after another. */
  constructor(
    values: Int8Array,
    readonly dimensions: number,
  ) {
    const rows = dimensions > 0 ? Math.floor(values.length / dimensions) : 0;
    this.stride = Math.ceil(dimensions / LANES) * LANES;
    this.outAt = this.stride * 2;
    this.rowsAt = this.outAt + rows * 4;
    const bytes = this.rowsAt + rows * this.stride;
    const instance = new WebAssembly.Instance(dotsModule());
    const exports = instance.exports as unknown as DotsExports;
    const pages = Math.ceil(bytes / PAGE) - exports.memory.buffer.byteLength / PAGE;
    if (pages > 0) exports.memory.grow(pages);
    this.dotsOf = exports.dots;
    const buffer = exports.memory.buffer;
    this.query = new Int16Array(buffer, this.queryAt, this.stride);
    this.out = new Int32Array(buffer, this.outAt, rows);
    const table = new Int8Array(buffer, this.rowsAt, rows * this.stride);
    if (this.stride === dimensions) table.set(values.subarray(0, rows * dimensions));
    else
      for (let row = 0; row < rows; row++)
        table.set(values.subarray(row * dimensions, (row + 1) * dimensions), row * this.stride);
  }

  /** Sets the query the next `dots` read (its length is the table's `dimensions`). */
  setQuery(query: Float32Array) {
    let largest = 0;
    for (let i = 0; i < this.dimensions; i++) largest = Math.max(largest, Math.abs(query[i] ?? 0));
    const scale = largest > 0 ? QUERY_TOP / largest : 0;
    for (let i = 0; i < this.dimensions; i++) this.query[i] = Math.round((query[i] ?? 0) * scale);
    this.queryFactor = scale > 0 ? 1 / scale : 0;
  }

  /**
   * The dot products of the query with rows `from` to `from + count - 1`, in the query's units: multiplied by
   * `queryFactor` they are the dot products with the query as given. The array is reused by the next call.
   */
  dots(from: number, count: number): Int32Array {
    if (count <= 0) return this.out.subarray(0, 0);
    this.dotsOf(this.queryAt, this.rowsAt + from * this.stride, count, this.stride, this.outAt);
    return this.out.subarray(0, count);
  }

  /** What `dots` are multiplied by to be in the units of the query as given. */
  get factor() {
    return this.queryFactor;
  }
}
