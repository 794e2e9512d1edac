import { normalize, stemKey, words } from '../text';
import type { WordVectors } from '../vectors/word-vectors';

/** A message as the intent model reads it: named sparse features with their values, and its mean word meaning. */
export interface MessageFeatures {
  sparse: Map<string, number>;
  meaning: Float32Array | undefined;
}

/** How much each kind of feature weighs once its group is scaled to unit length. */
const GROUP_WEIGHT = { word: 1, pair: 0.6, chars: 1 } as const;
const CHAR_GRAMS = [3, 4, 5] as const;

function addGroup(into: Map<string, number>, keys: string[], weight: number) {
  if (keys.length === 0) return;
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  let norm = 0;
  for (const n of counts.values()) norm += n * n;
  const scale = weight / Math.sqrt(norm);
  for (const [key, n] of counts) into.set(key, (into.get(key) ?? 0) + n * scale);
}

/** The words of a message as the model keys them: lower case, negations spelled out, inflections off. */
export const stemmedWords = (text: string) => words(text).map(stemKey);

/**
 * The features of a message: its stemmed words and word pairs (how it is asked: "how long" is not "how much"),
 * the letter sequences of each word (so a typo still shares most of them with the word meant), and the mean
 * meaning of its words from the shipped vectors (so "dorm" lands near "campus" though no phrasing says "dorm").
 */
export function messageFeatures(text: string, vectors: WordVectors | undefined): MessageFeatures {
  const stems = stemmedWords(text);
  const sparse = new Map<string, number>();
  addGroup(
    sparse,
    stems.map((stem) => `w:${stem}`),
    GROUP_WEIGHT.word,
  );
  addGroup(
    sparse,
    stems.slice(1).map((stem, i) => `p:${stems[i]}_${stem}`),
    GROUP_WEIGHT.pair,
  );
  const grams: string[] = [];
  for (const word of normalize(text).split(' ')) {
    if (!word) continue;
    const padded = ` ${word} `;
    for (const n of CHAR_GRAMS) for (let i = 0; i + n <= padded.length; i++) grams.push(`c:${padded.slice(i, i + n)}`);
  }
  addGroup(sparse, grams, GROUP_WEIGHT.chars);
  return { sparse, meaning: meanMeaning(words(text), vectors) };
}

/** The unit-length mean of the vectors of a message's words, or undefined when none has one. */
function meanMeaning(list: string[], vectors: WordVectors | undefined): Float32Array | undefined {
  if (!vectors) return undefined;
  const out = new Float32Array(vectors.dimensions);
  const one = new Float32Array(vectors.dimensions);
  let found = 0;
  for (const word of new Set(list)) {
    if (word.length < 3 || !vectors.copyInto(word, one, 0)) continue;
    // Common words ("the", "how") carry little meaning; a rarer word says what the message is about.
    const rank = vectors.rank(word) ?? 0;
    const weight = rank < 150 ? 0.1 : 1;
    for (let i = 0; i < one.length; i++) out[i] = (out[i] ?? 0) + weight * (one[i] ?? 0);
    found++;
  }
  if (found === 0) return undefined;
  let norm = 0;
  for (const x of out) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / norm;
  return out;
}
