import { normalize, stemKey, words } from '../text';

/** The sentence meaning of a text, when it has been read (`engine/meaning/sentence-meanings.ts`). */
export type MeaningOf = (text: string) => Float32Array | undefined;

/** A message as the intent model reads it: named sparse features with their values, and its sentence meaning. */
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
 * the letter sequences of each word (so a typo still shares most of them with the word meant), and its meaning as
 * the sentence encoder read it, when it was read (so "can you put one in our hotel lobby" lands near "do you offer
 * micro markets for hotels" though they share no word).
 */
export function messageFeatures(text: string, meaning: Float32Array | undefined): MessageFeatures {
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
  return { sparse, meaning };
}
