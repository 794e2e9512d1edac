// The assistant at scale. The intent model's training in a worker thread, as the server trains it, for the seeded
// knowledge and for 1,000 entries of 25 phrasings each (plus the out-of-scope examples); then, with those 1,000
// entries and the site's passages, the answer time of the model alone, of the offline engine, and of a whole
// POST /api/chat (stamp check, answer, both messages stored) on the embedded database. Beside them, in the same run,
// NLP.js's intent classifier trained on the same examples and asked the same questions: the baseline the ratios are
// read against. Benchmarks, not tests.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eachOnce, nlpjsWith } from '../eval/assistant/nlpjs-classifier';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { assistantOutOfScope, chatbotTrainingData } from '../src/server/db/schema/index';
import { docFromEntry, docFromPassage } from '../src/server/features/assistant/engine/documents';
import type { EvalQuestion } from '../src/server/features/assistant/engine/evaluation';
import { type EntryForTraining, fingerprintOf } from '../src/server/features/assistant/engine/intent-model/examples';
import { IntentModel, type IntentModelData } from '../src/server/features/assistant/engine/intent-model/model';
import { IntentReader } from '../src/server/features/assistant/engine/intent-model/reader';
import { trainInWorker } from '../src/server/features/assistant/engine/intent-model/trainer';
import { encoderThread } from '../src/server/features/assistant/engine/meaning/encoder-thread';
import { warmUpInWorker } from '../src/server/features/assistant/engine/meaning/warm-up';
import { MeaningIndex } from '../src/server/features/assistant/engine/meaning-index';
import {
  type ReadMeanings,
  readMessage,
  replyToReading,
  textsToRead,
  thresholds,
} from '../src/server/features/assistant/engine/reply';
import { wordVectors } from '../src/server/features/assistant/engine/vectors/word-vectors';
import { defaultSynonyms } from '../src/server/features/assistant/seed/synonyms';
import { answerablePassages } from '../src/server/features/assistant/site-knowledge';
import { examplesOf, largeKnowledge, outOfScopeMessages, seededKnowledge } from './lib/assistant-knowledge';
import { fixed, printTable, ratio } from './lib/table.mjs';

const ENTRIES = Number(process.env.BENCH_ASSISTANT_ENTRIES ?? 1000);
const PHRASINGS = Number(process.env.BENCH_ASSISTANT_PHRASINGS ?? 25);
/** Trainings of each knowledge; the median is shown. The large one takes minutes, so once unless asked. */
const SEEDED_TRAININGS = Number(process.env.BENCH_ASSISTANT_SEEDED_TRAININGS ?? 3);
const LARGE_TRAININGS = Number(process.env.BENCH_ASSISTANT_LARGE_TRAININGS ?? 1);
/**
 * NLP.js's baseline trains on the 1,000 entries for about 13 minutes; `BENCH_ASSISTANT_BASELINE=off` leaves it out
 * (and the ratios against it) for a quick look at our own figures. The figures to report come with it.
 */
const WITH_BASELINE = !/^(off|0|false|no)$/i.test(process.env.BENCH_ASSISTANT_BASELINE ?? '');

const questions = (JSON.parse(readFileSync('eval/assistant/visitors.json', 'utf8')) as EvalQuestion[]).map(
  (q) => q.question,
);
const config = loadConfig({ ...process.env, RATE_LIMITS: 'off', LOG_LEVEL: 'silent', DATABASE_URL: undefined });
const site = config.site;
const vectors = wordVectors();

const seeds = seededKnowledge(site);
const oos = outOfScopeMessages;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? ((sorted[(sorted.length - 1) >> 1] ?? 0) + (sorted[sorted.length >> 1] ?? 0)) / 2 : NaN;
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const thousands = (n: number) => n.toLocaleString('en-US');

/** Trains `runs` times in a worker (each run its own: the trainer shares runs of one fingerprint). */
async function timeTrainings(entries: EntryForTraining[], runs: number) {
  const examples = examplesOf(entries);
  const fingerprint = fingerprintOf(examples);
  const seconds: number[] = [];
  const cpuSeconds: number[] = [];
  let model: IntentModelData | undefined;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    // The last run under the examples' own fingerprint, so that the app below adopts its model.
    model = (await trainInWorker(examples, run === runs - 1 ? fingerprint : `${fingerprint}#${run}`)).model;
    seconds.push((performance.now() - start) / 1000);
    // The process's CPU time: the worker's, as this thread only waits meanwhile.
    const used = process.cpuUsage(cpu);
    cpuSeconds.push((used.user + used.system) / 1e6);
  }
  if (!model) throw new Error('no training ran');
  return { examples, model, seconds, cpuSeconds };
}

/**
 * The baseline: NLP.js's classifier trained on the same examples (each once, the out-of-scope ones as its "None"),
 * in this thread, as NLP.js trains. It reads no sentence meanings, so it has no encoder's work to do.
 */
async function timeNlpjs(examples: ReturnType<typeof examplesOf>) {
  const { nlp, documents } = nlpjsWith(examples, eachOnce);
  const start = performance.now();
  const cpu = process.cpuUsage();
  await nlp.train();
  const used = process.cpuUsage(cpu);
  return { nlp, documents, seconds: (performance.now() - start) / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
}

type Baseline = Awaited<ReturnType<typeof timeNlpjs>> | undefined;

function baselineRows(name: string, trained: Baseline) {
  if (!trained) return [];
  return [
    {
      knowledge: `NLP.js (baseline), ${name}`,
      examples: thousands(trained.documents),
      'train s': fixed(trained.seconds, 1),
      'min s': fixed(trained.seconds, 1),
      'cpu s': fixed(trained.cpuSeconds, 1),
      runs: '1',
    },
  ];
}

function trainingRow(name: string, entries: EntryForTraining[], trained: Awaited<ReturnType<typeof timeTrainings>>) {
  const { model, seconds, cpuSeconds, examples } = trained;
  const report = model.training;
  const classes = model.labels.length;
  return {
    knowledge: name,
    entries: thousands(entries.length),
    phrasings: thousands(entries.reduce((n, entry) => n + entry.phrasings.length, 0)),
    'out-of-scope': thousands(oos.length),
    examples: thousands(examples.length),
    features: thousands(model.features.length),
    weights: thousands(model.weights.length),
    softmax:
      report && report.softmaxWidth < classes
        ? `${report.softmaxWidth} of ${thousands(classes)} classes`
        : `all ${thousands(classes)} classes`,
    passes: String(report?.epochs ?? ''),
    // Of the last run: the passes over the examples, and the ranking of each example's likeliest classes.
    'passes s': report ? fixed(report.passesMs / 1000, 1) : '',
    'rank s': report ? fixed(report.rankMs / 1000, 1) : '',
    'train s': fixed(median(seconds), 1),
    'min s': fixed(Math.min(...seconds), 1),
    'cpu s': fixed(median(cpuSeconds), 1),
    runs: String(seconds.length),
  };
}

/** The row of our training, with its wall time over the baseline's on the same examples. */
function rowAgainst(
  name: string,
  entries: EntryForTraining[],
  trained: Awaited<ReturnType<typeof timeTrainings>>,
  baseline: Baseline,
) {
  const row = trainingRow(name, entries, trained);
  return baseline ? { ...row, 'ours ÷ NLP.js': ratio(median(trained.seconds), baseline.seconds) } : row;
}

// 1. Training, in a worker thread as the server does.
const loadBefore = os.loadavg()[0] ?? 0;
const seeded = await timeTrainings(seeds, SEEDED_TRAININGS);
const entries = largeKnowledge(seeds, ENTRIES, PHRASINGS);
const large = await timeTrainings(entries, LARGE_TRAININGS);
// A retraining after one change (a phrasing added to an entry): every other sentence was read by the training above.
const changed = entries.map((entry, i) =>
  i === 0 ? { ...entry, phrasings: [...entry.phrasings, 'is this something a staff member added just now'] } : entry,
);
const retrained = await timeTrainings(changed, 1);
const seededBaseline = WITH_BASELINE ? await timeNlpjs(seeded.examples) : undefined;
const largeBaseline = WITH_BASELINE ? await timeNlpjs(large.examples) : undefined;
printTable(
  'Assistant: intent model training in a worker thread, against NLP.js on the same examples',
  [
    rowAgainst('seeded', seeds, seeded, seededBaseline),
    ...baselineRows('seeded', seededBaseline),
    rowAgainst(`${thousands(ENTRIES)} x ${PHRASINGS}, first`, entries, large, largeBaseline),
    rowAgainst(`${thousands(ENTRIES)} x ${PHRASINGS}, after a change`, changed, retrained, largeBaseline),
    ...baselineRows(`${thousands(ENTRIES)} x ${PHRASINGS}`, largeBaseline),
  ],
  [
    `Targets: 30 s for the seeded knowledge, 300 s for ${thousands(ENTRIES)} entries (train s, wall time). Examples: phrasings, titles, tags, answer sentences and out-of-scope messages.`,
    `"first": every made entry's sentence is read by the sentence encoder in the training (the seeded ones ship read); "after a change": one phrasing added, the rest read before (kept by the process, and by the database for other instances).`,
    WITH_BASELINE
      ? `ours ÷ NLP.js: our wall time over NLP.js's on the same examples in this run (0.50x: half its time). NLP.js trains in this thread and reads no sentence meanings; its examples are each of ours once.`
      : 'NLP.js baseline left out (BENCH_ASSISTANT_BASELINE=off): no ratios this run.',
    `passes s and rank s (the last run's): its passes over the examples, and the ranking of each example's likeliest classes after a pass; the rest of train s is reading the examples and their sentences' meanings.`,
    `cpu s: the process's CPU time meanwhile (the worker's, and its second encoder thread's), which other work on the machine moves less. Load average ${loadBefore.toFixed(1)} before, ${(os.loadavg()[0] ?? 0).toFixed(1)} after, on ${os.cpus().length} cores.`,
  ],
);

// 2. Answer time with the large knowledge and the site's passages, as a server has it: after the index's warm-up
// (the closest words of the 10,000 commonest English words worked out in a worker, as the server does on building
// it), and 50 questions. Each question is new to the engine: its words outside the warm-up are compared when asked.
const passages = answerablePassages(site);
const loadStart = performance.now();
const index = new MeaningIndex(
  [...entries.map(docFromEntry), ...passages.map(docFromPassage)],
  vectors,
  defaultSynonyms,
);
const indexMs = performance.now() - loadStart;
const warmUpStart = performance.now();
await index.warmUp(warmUpInWorker);
const warmUpMs = performance.now() - warmUpStart;
const reader = new IntentReader(
  new IntentModel(large.model),
  large.examples,
  passages.map((passage) => `${passage.pageTitle} ${passage.section} ${passage.text}`),
);
async function timed(run: (question: string) => unknown) {
  const times: number[] = [];
  for (const question of questions) {
    const start = performance.now();
    await run(question);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
// As the server reads a message: the sentence encoder reads it in its own thread while this one does the word
// search (`readMessage`), then the model reads both.
const encoder = encoderThread();
const meaningsOf = async (texts: string[]): Promise<ReadMeanings> => {
  const meanings = await encoder.encode(texts);
  return new Map(texts.map((text, i) => [text, meanings[i] ?? new Float32Array()]));
};
const meaningOf = (q: string) => meaningsOf([q]);
const answer = async (q: string) => {
  const meanings = meaningsOf(textsToRead(index, q));
  const reading = readMessage(index, reader, q, undefined, thresholds);
  return replyToReading(index, reader, reading, site, thresholds, await meanings);
};
for (const q of questions.slice(0, 50)) await answer(q);
const encoderTimes = await timed(meaningOf);
const modelTimes = await timed((q) => reader.understand(q));
const engineTimes = await timed(answer);
const baselineTimes = largeBaseline ? await timed((q) => largeBaseline.nlp.process('en', q)) : [];

// A whole chat call on the embedded database holding the same entries and examples: the app adopts the model
// trained above (one training per process and set of examples).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-bench-assistant-'));
const database = openDatabase({ dataDir });
await migrateDatabase(database);
await database.db
  .insert(chatbotTrainingData)
  .values(entries.map(({ id: _id, ...entry }) => ({ ...entry, category: entry.category as never })));
await database.db.insert(assistantOutOfScope).values(oos.map((text) => ({ text })));
const app = await buildApp({ config: { ...config, dataDir }, database, logger: false });
await app.ready();
await app.assistant.knowledge.warmedUp();
// Its training (the one above, shared) done and the sentences it read kept in the database: the calls are timed
// against a settled knowledge, as a server's are between changes.
await app.assistant.knowledge.trained();
let sessionId: string | null = null;
const callTimes: number[] = [];
for (const [i, q] of questions.entries()) {
  const start = performance.now();
  const response: { statusCode: number; body: string; json(): unknown } = await app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { message: q, sessionId },
  });
  callTimes.push(performance.now() - start);
  if (response.statusCode !== 200) throw new Error(`chat answered ${response.statusCode}: ${response.body}`);
  // A new conversation every 20 questions, as visitors come and go.
  sessionId = i % 20 === 19 ? null : (response.json() as { sessionId: string }).sessionId;
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const firstCall = callTimes[0] ?? NaN;
const warmCalls = callTimes.slice(1).sort((a, b) => a - b);
const answerRow = (what: string, sorted: number[]) => {
  const row = {
    what,
    questions: String(sorted.length),
    'p50 ms': fixed(percentile(sorted, 50), 2),
    'p99 ms': fixed(percentile(sorted, 99), 2),
    'max ms': fixed(sorted.at(-1) ?? NaN, 2),
  };
  return largeBaseline ? { ...row, 'p99 ÷ NLP.js': ratio(percentile(sorted, 99), percentile(baselineTimes, 99)) } : row;
};
printTable(
  `Assistant: answer time with ${thousands(ENTRIES)} entries x ${PHRASINGS} phrasings and ${passages.length} site passages`,
  [
    answerRow('sentence encoder alone (one message, in its thread)', encoderTimes),
    answerRow('intent model alone (reader.understand)', modelTimes),
    answerRow('offline engine (encoder beside the word search, then the model)', engineTimes),
    answerRow('POST /api/chat on PGlite, warm', warmCalls),
    ...(largeBaseline ? [answerRow('NLP.js classifier alone (baseline, nlp.process)', baselineTimes)] : []),
  ],
  [
    largeBaseline
      ? `p99 ÷ NLP.js: the row's p99 over NLP.js's, trained on the same examples and asked the same questions in this run.`
      : 'NLP.js baseline left out (BENCH_ASSISTANT_BASELINE=off): no ratios this run.',
    `Target: p99 at most 50 ms. ${vectors.size} word vectors; index of ${index.size} documents built in ${fixed(indexMs)} ms, warmed up in a worker in ${fixed(warmUpMs / 1000, 1)} s; the first POST /api/chat (reads the entries, builds the index) took ${fixed(firstCall)} ms.`,
  ],
);
