import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../../lib/paths';

const wasmFile = path.join(projectRoot, 'src/server/features/assistant/engine/wasm/dots.wasm');

/** `dots.wat`'s functions: a query's dot products with `count` rows of `dims` numbers, into `out`. */
type Dots = (query: number, rows: number, count: number, dims: number, out: number) => void;
interface DotsExports {
  memory: WebAssembly.Memory;
  dots: Dots;
  floatDots: Dots;
  subtractScaled(target: number, source: number, dims: number, factor: number): void;
}

let compiled: WebAssembly.Module | undefined;
/** The compiled module (a few hundred bytes), once a process; each table has an instance, and a memory, its own. */
function instanceWithBytes(bytes: number): DotsExports {
  compiled ??= new WebAssembly.Module(readFileSync(wasmFile));
  const exports = new WebAssembly.Instance(compiled).exports as unknown as DotsExports;
  const pages = Math.ceil(bytes / PAGE) - exports.memory.buffer.byteLength / PAGE;
  if (pages > 0) exports.memory.grow(pages);
  return exports;
}

const PAGE = 65536;
/** The one-byte loop reads 16 numbers a step, the float one 4: rows are stored padded with zeros to a multiple. */
const BYTE_LANES = 16;
const FLOAT_LANES = 4;
/** The query of a one-byte table is read at two bytes a number: its largest becomes this (sums stay in int32). */
const QUERY_TOP = 16383;

const padded = (dimensions: number, lanes: number) => Math.ceil(dimensions / lanes) * lanes;

/** Copies `rows` rows of `dimensions` numbers into a table whose rows are `stride` numbers apart. */
function copyRows<T extends Int8Array | Float32Array>(
  to: T,
  from: T,
  rows: number,
  dimensions: number,
  stride: number,
) {
  if (stride === dimensions) to.set(from.subarray(0, rows * dimensions));
  else
    for (let row = 0; row < rows; row++) to.set(from.subarray(row * dimensions, (row + 1) * dimensions), row * stride);
}

/**
 * A table of rows of numbers at one byte each (sentence meanings) in WebAssembly memory, and their dot products with
 * a query (`dots.wat`, 16 numbers a step): the closest examples' vote scans thousands of rows for every message,
 * which took most of a reply's time in plain JavaScript (decision 091).
 */
export class Int8RowTable {
  private readonly dotsOf: Dots;
  private readonly stride: number;
  private readonly outAt: number;
  private readonly rowsAt: number;
  private readonly query: Int16Array;
  private readonly out: Int32Array;
  private queryFactor = 0;

  /** `values`: rows of `dimensions` numbers, one after another. */
  constructor(
    values: Int8Array,
    readonly dimensions: number,
  ) {
    const rows = dimensions > 0 ? Math.floor(values.length / dimensions) : 0;
    this.stride = padded(dimensions, BYTE_LANES);
    this.outAt = this.stride * 2;
    this.rowsAt = this.outAt + rows * 4;
    const wasm = instanceWithBytes(this.rowsAt + rows * this.stride);
    this.dotsOf = wasm.dots;
    this.query = new Int16Array(wasm.memory.buffer, 0, this.stride);
    this.out = new Int32Array(wasm.memory.buffer, this.outAt, rows);
    copyRows(new Int8Array(wasm.memory.buffer, this.rowsAt, rows * this.stride), values, rows, dimensions, this.stride);
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
   * `factor` they are the dot products with the query as given. The array is reused by the next call.
   */
  dots(from: number, count: number): Int32Array {
    if (count <= 0) return this.out.subarray(0, 0);
    this.dotsOf(0, this.rowsAt + from * this.stride, count, this.stride, this.outAt);
    return this.out.subarray(0, count);
  }

  /** What `dots` are multiplied by to be in the units of the query as given. */
  get factor() {
    return this.queryFactor;
  }
}

/**
 * A table of rows of float32 numbers (the intent model's meaning weights, a row a class) in WebAssembly memory, and
 * their dot products with a query, 4 numbers a step (decision 091).
 */
export class FloatRowTable {
  private readonly dotsOf: Dots;
  private readonly stride: number;
  private readonly rows: number;
  private readonly outAt: number;
  private readonly rowsAt: number;
  private readonly query: Float32Array;
  private readonly out: Float32Array;

  /** `values`: rows of `dimensions` numbers, one after another. */
  constructor(
    values: Float32Array,
    readonly dimensions: number,
  ) {
    this.rows = dimensions > 0 ? Math.floor(values.length / dimensions) : 0;
    this.stride = padded(dimensions, FLOAT_LANES);
    this.outAt = this.stride * 4;
    this.rowsAt = this.outAt + this.rows * 4;
    const wasm = instanceWithBytes(this.rowsAt + this.rows * this.stride * 4);
    this.dotsOf = wasm.floatDots;
    this.query = new Float32Array(wasm.memory.buffer, 0, this.stride);
    this.out = new Float32Array(wasm.memory.buffer, this.outAt, this.rows);
    const table = new Float32Array(wasm.memory.buffer, this.rowsAt, this.rows * this.stride);
    copyRows(table, values, this.rows, dimensions, this.stride);
  }

  /** The dot product of `query` (the table's `dimensions` numbers) with every row. Reused by the next call. */
  dotsWith(query: Float32Array): Float32Array {
    this.query.set(query.subarray(0, this.dimensions));
    if (this.rows > 0) this.dotsOf(0, this.rowsAt, this.rows, this.stride, this.outAt);
    return this.out;
  }
}

/**
 * The meaning weights of a training (a row a class) and its examples' meanings (a row an example) in WebAssembly
 * memory, for the sampled softmax's steps: each reads a few classes' rows against an example's meaning and moves
 * them, 4 numbers a step, where plain JavaScript made those loops most of a training's time (decision 091).
 * `weights` is the weights' live copy while the training runs; `release` gives them back as an array of their own.
 */
export class TrainingMeanings {
  readonly weights: Float32Array;
  private readonly wasm: DotsExports;
  private readonly rowBytes: number;
  private readonly examplesAt: number;
  private readonly outAt = 0;
  private readonly out: Float32Array;

  /** Whether rows of this many numbers can be read so (the loops read 4 at a time). */
  static fits(dimensions: number) {
    return dimensions > 0 && dimensions % FLOAT_LANES === 0;
  }

  constructor(
    weights: Float32Array,
    examples: Float32Array,
    readonly dimensions: number,
  ) {
    this.rowBytes = dimensions * 4;
    const weightsAt = 16;
    this.examplesAt = weightsAt + weights.length * 4;
    this.wasm = instanceWithBytes(this.examplesAt + examples.length * 4);
    const buffer = this.wasm.memory.buffer;
    this.out = new Float32Array(buffer, this.outAt, 1);
    this.weights = new Float32Array(buffer, weightsAt, weights.length);
    this.weights.set(weights);
    new Float32Array(buffer, this.examplesAt, examples.length).set(examples);
  }

  /** Class `c`'s meaning weights against example `at`'s meaning. */
  dot(c: number, at: number): number {
    this.wasm.floatDots(
      this.examplesAt + at * this.rowBytes,
      this.weights.byteOffset + c * this.rowBytes,
      1,
      this.dimensions,
      this.outAt,
    );
    return this.out[0] ?? 0;
  }

  /** Moves class `c`'s meaning weights by `-step` times example `at`'s meaning. */
  subtract(c: number, at: number, step: number) {
    this.wasm.subtractScaled(
      this.weights.byteOffset + c * this.rowBytes,
      this.examplesAt + at * this.rowBytes,
      this.dimensions,
      step,
    );
  }

  /** The weights as they stand, in an array of their own (the memory here can be neither sent nor kept). */
  release(): Float32Array {
    return this.weights.slice();
  }
}
