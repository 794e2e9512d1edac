// npx tsx eval/assistant/compare-nlpjs.ts [--split dev|test|fresh|all]: NLP.js's intent classifier (@nlpjs/nlp with
// @nlpjs/lang-en-min, a devDependency only) beside the shipped intent model, decision 051. Both learn the same
// examples (trainingExamples: the seeded entries' phrasings, titles, tags and answer sentences, and the out-of-scope
// messages as the "none" class) and answer the same development questions (eval/assistant/visitors.json) through
// the same engine (replyTo: fixed intents, passages, support routing, follow-ups), scored by the project's
// evaluate(). NLP.js has no example weights: the variants repeat examples instead, or leave the lighter ones out.
// Each NLP.js variant gets the answer rule (its score threshold, and the engine's none and unknown-word ceilings)
// that answers the most in-domain dev questions right without answering more dev off-topic questions than the
// shipped model does under its shipped rule; that rule is then run unchanged on test and fresh. The blind set is
// never read here.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../../src/server/config';
import { entryKey } from '../../src/server/features/assistant/engine/documents';
import {
  type EvalFigures,
  type EvalQuestion,
  evaluate,
  meaningsOfQuestions,
  meaningsOfTexts,
  seededIndex,
} from '../../src/server/features/assistant/engine/evaluation';
import {
  type EntryForTraining,
  trainingExamples,
} from '../../src/server/features/assistant/engine/intent-model/examples';
import {
  IntentModel,
  type LabelledMessage,
  NONE,
  trainIntentModel,
} from '../../src/server/features/assistant/engine/intent-model/model';
import { IntentReader, type Understanding } from '../../src/server/features/assistant/engine/intent-model/reader';
import { encodeModel } from '../../src/server/features/assistant/engine/intent-model/serialize';
import { knownMeanings } from '../../src/server/features/assistant/engine/meaning/sentence-meanings';
import type { MeaningIndex } from '../../src/server/features/assistant/engine/meaning-index';
import { type Thresholds, thresholds } from '../../src/server/features/assistant/engine/reply';
import { fillPlaceholders } from '../../src/server/features/assistant/seed/fill-placeholders';
import outOfScope from '../../src/server/features/assistant/seed/out-of-scope.json' with { type: 'json' };
import shippedPhrasings from '../../src/server/features/assistant/seed/phrasings.json' with { type: 'json' };
import { trainingEntries } from '../../src/server/features/assistant/seed/training-entries';
import { answerablePassages } from '../../src/server/features/assistant/site-knowledge';
import { eachOnce, NLPJS_NONE, type NlpClassification, type NlpjsFeeding, nlpjsWith } from './nlpjs-classifier';

const { values } = parseArgs({ options: { split: { type: 'string', default: 'all' } } });
const SPLITS = ['dev', 'test', 'fresh'] as const;
type Split = (typeof SPLITS)[number];
const isSplit = (name: string | undefined): name is Split => SPLITS.some((split) => split === name);
const splits: readonly Split[] = isSplit(values.split) ? [values.split] : SPLITS;
if (values.split !== 'all' && !isSplit(values.split))
  throw new Error('--split is dev, test, fresh or all: the blind set is run once, by eval:assistant, not here');

const site = loadConfig({ ...process.env, DATABASE_URL: undefined }).site;
const passages = answerablePassages(site);
const passageTexts = passages.map((passage) => `${passage.pageTitle} ${passage.section} ${passage.text}`);
// The word search gives the same retrieval for the same message whatever the classifier: remembered, so that the
// rule sweeps below run each question's search once (the figures are those of the index itself).
const index = remembering(seededIndex(site, passages));
const questions = (
  JSON.parse(readFileSync(new URL('./visitors.json', import.meta.url), 'utf8')) as EvalQuestion[]
).filter((q) => q.split !== 'blind');
const bySplit = (split: string) => questions.filter((q) => q.split === split);

// The seeded entries as evaluation.ts's seededReader trains them (ids from 1 in seeding order, placeholders filled).
const entries: EntryForTraining[] = trainingEntries.map((entry, i) => ({
  ...entry,
  id: i + 1,
  title: fillPlaceholders(entry.title, site),
  content: fillPlaceholders(entry.content, site),
  phrasings: ((shippedPhrasings as Record<string, string[]>)[entry.title] ?? []).map((text) =>
    fillPlaceholders(text, site),
  ),
}));
const examples = trainingExamples(entries, outOfScope as string[]);
const titleOf = new Map(entries.map((entry) => [entryKey(entry.id), entry.title]));

/** Wall and CPU milliseconds of an awaited piece of work. */
async function timed<T>(work: () => T | Promise<T>) {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { result, wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
}

function remembering(target: MeaningIndex): MeaningIndex {
  const retrievals = new Map<string, ReturnType<MeaningIndex['retrieve']>>();
  const reads = new Map<string, ReturnType<MeaningIndex['read']>>();
  const retrieve: MeaningIndex['retrieve'] = (question, extra) => {
    const key = JSON.stringify([question, extra ?? null]);
    const found = retrievals.get(key) ?? target.retrieve(question, extra);
    retrievals.set(key, found);
    return found;
  };
  const read: MeaningIndex['read'] = (question) => {
    const found = reads.get(question) ?? target.read(question);
    reads.set(question, found);
    return found;
  };
  return new Proxy(target, {
    get(of, name) {
      if (name === 'retrieve') return retrieve;
      if (name === 'read') return read;
      const value: unknown = Reflect.get(of, name, of);
      return typeof value === 'function' ? value.bind(of) : value;
    },
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

// ---- The shipped model, trained here as seededReader trains it.
// With the shipped sentence meanings (decision 067): the seeded sentences are read already.
const seededMeanings = knownMeanings();
await seededMeanings.complete(examples.map((example) => example.text));
const ours = await timed(() => trainIntentModel(examples, (text) => seededMeanings.get(text)));
const ourModel = new IntentModel(ours.result);

/**
 * A reader as the engine's, without the closest phrasing it names to staff (letter by letter over the entry's
 * phrasings at every reply): no figure counts it, and the rule sweeps below read the questions hundreds of times.
 */
class Reader extends IntentReader {
  override closestPhrasing() {
    return null;
  }
}
const ourReader = new Reader(ourModel, examples, passageTexts);

// ---- Every text the engine hands a reader for these questions (the message as typed and as read, a follow-up read
// with the one before): which texts barely depends on what the reader answers, so recording passes find them.
class RecordingReader extends Reader {
  readonly texts = new Set<string>();
  override understand(message: string): Understanding {
    this.texts.add(message);
    return super.understand(message);
  }
}
const recorder = new RecordingReader(undefined, examples, passageTexts);
evaluate(index, recorder, questions, site);
// A follow-up answered from a general entry reads the question before it again, as a question of its own (the
// property it spoke of, decision 072): whether it does depends on the reader, so those are recorded as asked alone.
evaluate(
  index,
  recorder,
  questions.flatMap((q) => (q.context ?? []).map((earlier) => ({ ...q, question: earlier, context: undefined }))),
  site,
);
for (const q of questions) recorder.texts.add(q.question);
const texts = [...recorder.texts];

// ---- NLP.js, read through the engine: a message word for word an example still gets its class at once (the
// reader's own rule, the same for both); otherwise NLP.js's classifications, its "None" as the engine's none class.
class NlpjsReader extends Reader {
  constructor(private readonly answers: Map<string, NlpClassification[]>) {
    super(undefined, examples, passageTexts);
  }
  override get trained() {
    return true;
  }
  override understand(message: string): Understanding {
    const exact = super.understand(message);
    if (exact.taught) return exact;
    const ranked = this.answers.get(message);
    if (!ranked) throw new Error(`not classified: ${message}`);
    const label = (intent: string) => (intent === NLPJS_NONE ? NONE : intent);
    const [best, second] = ranked;
    // NLP.js's scores of the classes it ranks, summed over those wanted (as the model's probabilities are).
    const shareOf = (wanted: (label: string) => boolean) =>
      ranked.reduce((sum, c) => (wanted(label(c.intent)) ? sum + c.score : sum), 0);
    if (!best)
      return {
        label: NONE,
        probability: 1,
        runnerUp: null,
        none: 1,
        taught: false,
        shareOf: (wanted) => (wanted(NONE) ? 1 : 0),
      };
    return {
      label: label(best.intent),
      probability: best.score,
      runnerUp: second ? { label: label(second.intent), probability: second.score } : null,
      none: ranked.find((c) => c.intent === NLPJS_NONE)?.score ?? 0,
      taught: false,
      shareOf,
    };
  }
}

interface Variant extends NlpjsFeeding {
  name: string;
}
const once = eachOnce.copies;
const variants: Variant[] = [
  { name: 'each example once, None intent', copies: once, noneIntent: true, noneFeature: false },
  // The feeding the assistant bench's baseline uses.
  { name: 'each example once, None intent + none feature', ...eachOnce },
  {
    name: 'each example once, none feature only (no None examples)',
    copies: once,
    noneIntent: false,
    noneFeature: true,
  },
  { name: 'each example once, threshold only (no None examples)', copies: once, noneIntent: false, noneFeature: false },
  {
    name: 'weights as copies (1 → 3, 0.5 → 2, 0.3 → 1), None intent + none feature',
    copies: (weight) => Math.max(1, Math.round(weight * 3)),
    noneIntent: true,
    noneFeature: true,
  },
  {
    name: 'phrasings, titles and None only, None intent + none feature',
    copies: (weight) => (weight >= 1 ? 1 : 0),
    noneIntent: true,
    noneFeature: true,
  },
];

async function trainNlpjs(variant: Variant, from: readonly LabelledMessage[]) {
  const { nlp, documents } = nlpjsWith(from, variant);
  const training = await timed(() => nlp.train());
  return { nlp, documents, training };
}

interface Run {
  name: string;
  reader: IntentReader;
  limits: Thresholds;
  trainWallMs: number;
  trainCpuMs: number;
  p50: number;
  p99: number;
  modelBytes: number;
  /** The dev figures under its rule, and whether they answer no more off-topic than the shipped model. */
  dev: EvalFigures;
  within: boolean;
}

const rule = (floor: number, none: number, unknown: number): Thresholds => ({
  ...thresholds,
  entryFloor: floor,
  noneCeiling: none,
  unknownCeiling: unknown,
});
const describeRule = (limits: Thresholds) =>
  `floor ${limits.entryFloor}, none ≤ ${limits.noneCeiling}, unknown < ${limits.unknownCeiling}`;

// The shipped model's answer time: the model reading one message (features included), each text once.
const ourTimes = texts.map((text) => {
  const start = performance.now();
  ourModel.predict(text);
  return performance.now() - start;
});
ourTimes.sort((a, b) => a - b);
const meanings = await meaningsOfQuestions(index, questions);
const ourDev = evaluate(index, ourReader, bySplit('dev'), site, thresholds, meanings);
const runs: Run[] = [
  {
    name: 'shipped model (051), shipped rule',
    reader: ourReader,
    limits: thresholds,
    trainWallMs: ours.wallMs,
    trainCpuMs: ours.cpuMs,
    p50: percentile(ourTimes, 0.5),
    p99: percentile(ourTimes, 0.99),
    modelBytes: encodeModel(ours.result).length,
    dev: ourDev,
    within: true,
  },
];
console.log(
  `${examples.length} examples, ${texts.length} texts to read; shipped model: trained in ${(ours.wallMs / 1000).toFixed(1)} s`,
);

const floors = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99];
const noneCeilings = [0.3, 0.5, 1];
const unknownCeilings = [0.3, 0.5, 1.01];
const sweep: { variant: string; limits: Thresholds; dev: EvalFigures }[] = [];

for (const variant of variants) {
  const { nlp, documents, training } = await trainNlpjs(variant, examples);
  const answers = new Map<string, NlpClassification[]>();
  const times: number[] = [];
  for (const text of texts) {
    const start = performance.now();
    const result = await nlp.process('en', text);
    times.push(performance.now() - start);
    answers.set(text, result.classifications);
  }
  times.sort((a, b) => a - b);
  const reader = new NlpjsReader(answers);
  // The best rule on dev: most in-domain right, off-topic answered no more than the shipped model's; then fewer
  // off-topic, more follow-ups, more reports routed. A variant no rule keeps within that gets its fewest off-topic.
  const key = (f: EvalFigures) => [
    f.offTopicAnswered <= ourDev.offTopicAnswered ? 1 : -f.offTopicAnswered,
    f.inDomainRight,
    -f.offTopicAnswered,
    f.followUpsRight,
    f.problemsRouted,
  ];
  const better = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
    return false;
  };
  let best: { limits: Thresholds; dev: EvalFigures } | undefined;
  for (const floor of floors)
    for (const none of noneCeilings)
      for (const unknown of unknownCeilings) {
        const limits = rule(floor, none, unknown);
        const dev = evaluate(index, reader, bySplit('dev'), site, limits, meanings);
        sweep.push({ variant: variant.name, limits, dev });
        if (!best || better(key(dev), key(best.dev))) best = { limits, dev };
      }
  if (!best) throw new Error('no rule swept');
  const within = best.dev.offTopicAnswered <= ourDev.offTopicAnswered;
  const exported = nlp.export(true);
  console.log(
    `NLP.js, ${variant.name}: ${documents} documents, trained in ${(training.wallMs / 1000).toFixed(1)} s; dev rule ${describeRule(
      best.limits,
    )}${within ? '' : ' (no rule within the off-topic bound: the fewest off-topic)'}: in-domain ${best.dev.inDomainRight}/${
      best.dev.counts['in-domain']
    }, off-topic ${best.dev.offTopicAnswered}/${best.dev.counts['off-topic']}`,
  );
  runs.push({
    name: `NLP.js: ${variant.name}`,
    reader,
    limits: best.limits,
    dev: best.dev,
    within,
    trainWallMs: training.wallMs,
    trainCpuMs: training.cpuMs,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    modelBytes: gzipSync(exported).length,
  });
}

// ---- The engine's figures per split.
const pct = (part: number, whole: number) =>
  `${whole ? ((part / whole) * 100).toFixed(1) : '0.0'} % (${part}/${whole})`;
for (const split of splits) {
  const rows: Record<string, Record<string, string>> = {};
  for (const run of runs) {
    const f = evaluate(index, run.reader, bySplit(split), site, run.limits, meanings);
    rows[run.name] = {
      rule: describeRule(run.limits),
      'in-domain right': pct(f.inDomainRight, f.counts['in-domain']),
      'reports routed': pct(f.problemsRouted, f.counts.problem),
      'follow-ups right': pct(f.followUpsRight, f.counts['follow-up']),
      'off-topic answered': pct(f.offTopicAnswered, f.counts['off-topic']),
    };
  }
  console.log(`\n${split}: the engine (replyTo) with each classifier, evaluate()'s four figures`);
  console.table(rows);
}

// ---- The classifiers alone, on the message as typed (no synonyms, no slip correction, no unknown-word check, no
// follow-up reading; the shipped model with the sentence meaning of the message as typed, decision 067): whether its
// top class is a right entry ("none" on top is not), and whether the rule's floor and none ceiling let it answer.
const typedMeanings = await meaningsOfTexts(questions.map((q) => q.question));
const entryTitles = new Set(titleOf.values());
for (const split of splits) {
  const rows: Record<string, Record<string, string>> = {};
  for (const run of runs) {
    let withEntry = 0;
    let top1 = 0;
    let acceptedRight = 0;
    let offTopic = 0;
    let offAccepted = 0;
    for (const q of bySplit(split)) {
      if (q.kind !== 'in-domain' && q.kind !== 'off-topic') continue;
      const understood = run.reader.understand(q.question, typedMeanings.get(q.question));
      const accepted =
        understood.label !== NONE &&
        (understood.taught ||
          (understood.probability >= run.limits.entryFloor && understood.none <= run.limits.noneCeiling));
      if (q.kind === 'off-topic') {
        offTopic++;
        if (accepted) offAccepted++;
        continue;
      }
      if (!q.expected.some((title) => entryTitles.has(title))) continue;
      withEntry++;
      const right = q.expected.includes(titleOf.get(understood.label) ?? '');
      if (right) top1++;
      if (right && accepted) acceptedRight++;
    }
    rows[run.name] = {
      'in-domain (entry expected): top-1 right': pct(top1, withEntry),
      'top-1 right and accepted': pct(acceptedRight, withEntry),
      'off-topic accepted': pct(offAccepted, offTopic),
    };
  }
  console.log(`\n${split}: the classifiers alone, message as typed, at each one's rule`);
  console.table(rows);
}

console.log(
  '\nTraining (one thread; wall s, CPU s in brackets) and reading one message (the shipped model: predict; NLP.js: process)',
);
console.table(
  Object.fromEntries(
    runs.map((run) => [
      run.name,
      {
        'training s': `${(run.trainWallMs / 1000).toFixed(1)} (${(run.trainCpuMs / 1000).toFixed(1)})`,
        'answer p50 ms': run.p50.toFixed(3),
        'answer p99 ms': run.p99.toFixed(3),
        'model KB (gzip)': (run.modelBytes / 1024).toFixed(0),
      },
    ]),
  ),
);

// The dev sweep of the NLP.js variant that did best there within the bound, for the record of how its rule was chosen.
const chosen = runs
  .slice(1)
  .filter((run) => run.within)
  .sort((a, b) => b.dev.inDomainRight - a.dev.inDomainRight || a.dev.offTopicAnswered - b.dev.offTopicAnswered)[0];
if (chosen) {
  console.log(`\nDev sweep of ${chosen.name} (in-domain right, off-topic answered)`);
  for (const row of sweep.filter((row) => `NLP.js: ${row.variant}` === chosen.name))
    console.log(
      `  ${describeRule(row.limits)}: ${row.dev.inDomainRight}/${row.dev.counts['in-domain']}, ${row.dev.offTopicAnswered}/${row.dev.counts['off-topic']}`,
    );
}
