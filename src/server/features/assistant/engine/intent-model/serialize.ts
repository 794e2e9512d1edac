import { gunzipSync, gzipSync } from 'node:zlib';
import type { IntentModelData } from './model';

const MAGIC = 'EIM2';
/** A model saved before decision 076, without the examples that vote: read with none, until the retraining. */
const MAGIC_WITHOUT_VOTE = 'EIM1';

/** A trained model as bytes (for the database): a JSON head with the names, then its number arrays; gzipped. */
export function encodeModel(model: IntentModelData): Buffer {
  const head = Buffer.from(
    JSON.stringify({
      labels: model.labels,
      features: model.features,
      dimensions: model.dimensions,
      sizes: [
        model.starts.length,
        model.classes.length,
        model.weights.length,
        model.meaning.length,
        model.bias.length,
        model.neighbours.label.length,
      ],
    }),
  );
  const size = Buffer.alloc(8);
  size.write(MAGIC, 0, 'ascii');
  size.writeUInt32LE(head.length, 4);
  const { neighbours } = model;
  const arrays = [
    model.starts,
    model.classes,
    model.weights,
    model.meaning,
    model.bias,
    neighbours.label,
    neighbours.scale,
    neighbours.values,
  ].map((array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength));
  return gzipSync(Buffer.concat([size, head, ...arrays]));
}

export function decodeModel(bytes: Buffer): IntentModelData {
  const data = gunzipSync(bytes);
  const magic = data.toString('ascii', 0, 4);
  if (magic !== MAGIC && magic !== MAGIC_WITHOUT_VOTE) throw new Error('not an intent model');
  const headLength = data.readUInt32LE(4);
  const head = JSON.parse(data.toString('utf8', 8, 8 + headLength)) as {
    labels: string[];
    features: string[];
    dimensions: number;
    sizes: [number, number, number, number, number, number?];
  };
  let at = 8 + headLength;
  // Copied out, so each array starts on its own aligned buffer.
  const take = (length: number, bytes = 4) => {
    const copy = new ArrayBuffer(length * bytes);
    data.copy(Buffer.from(copy), 0, at, at + length * bytes);
    at += length * bytes;
    return copy;
  };
  const [starts, classes, weights, meaning, bias, neighbours = 0] = head.sizes;
  return {
    labels: head.labels,
    features: head.features,
    dimensions: head.dimensions,
    starts: new Int32Array(take(starts)),
    classes: new Int32Array(take(classes)),
    weights: new Float32Array(take(weights)),
    meaning: new Float32Array(take(meaning)),
    bias: new Float32Array(take(bias)),
    neighbours: {
      label: new Int32Array(take(neighbours)),
      scale: new Float32Array(take(neighbours)),
      values: new Int8Array(take(neighbours * head.dimensions, 1)),
    },
  };
}
