// NLP.js's intent classifier (@nlpjs/nlp with @nlpjs/lang-en-min, devDependencies only), fed the intent model's own
// training examples: the comparison of decision 051 (compare-nlpjs.ts) and the assistant bench's in-run baseline.
import { createRequire } from 'node:module';
import { type LabelledMessage, NONE } from '../../src/server/features/assistant/engine/intent-model/model';

// NLP.js ships CommonJS without types: the little of it used here, typed.
export interface NlpClassification {
  intent: string;
  score: number;
}
export interface NlpInstance {
  container: { register(name: string, instance: unknown): void };
  use(plugin: unknown): void;
  addDocument(locale: string, utterance: string, intent: string): void;
  train(): Promise<unknown>;
  process(
    locale: string,
    utterance: string,
  ): Promise<{ intent: string; score: number; classifications: NlpClassification[] }>;
  export(minified?: boolean): string;
}
const require = createRequire(import.meta.url);
const { Nlp } = require('@nlpjs/nlp') as { Nlp: new (settings: Record<string, unknown>) => NlpInstance };
const { LangEn } = require('@nlpjs/lang-en-min') as { LangEn: unknown };

/** NLP.js's name for "not ours": the out-of-scope examples' intent. */
export const NLPJS_NONE = 'None';

/** How the examples are given to NLP.js, which has no example weights. */
export interface NlpjsFeeding {
  /** Copies of an example of this weight (0: left out). */
  copies: (weight: number) => number;
  /** The out-of-scope examples as an explicit "None" intent. */
  noneIntent: boolean;
  /** NLP.js's none feature: words it never saw push towards "None". */
  noneFeature: boolean;
}

/** Each example once, the out-of-scope ones as "None", with NLP.js's none feature. */
export const eachOnce: NlpjsFeeding = {
  copies: (weight) => (weight > 0 ? 1 : 0),
  noneIntent: true,
  noneFeature: true,
};

const quietLogger = { trace() {}, debug() {}, info() {}, log() {}, warn() {}, error() {} };

/** A new NLP.js classifier holding the examples as its documents, not trained yet. */
export function nlpjsWith(from: readonly LabelledMessage[], feeding: NlpjsFeeding) {
  const nlp = new Nlp({
    languages: ['en'],
    autoSave: false,
    autoLoad: false,
    calculateSentiment: false,
    nlu: { log: false, useNoneFeature: feeding.noneFeature },
  });
  nlp.container.register('logger', quietLogger);
  nlp.use(LangEn);
  let documents = 0;
  for (const example of from) {
    if (example.label === NONE && !feeding.noneIntent) continue;
    const intent = example.label === NONE ? NLPJS_NONE : example.label;
    for (let i = feeding.copies(example.weight ?? 1); i > 0; i--) {
      nlp.addDocument('en', example.text, intent);
      documents++;
    }
  }
  return { nlp, documents };
}
