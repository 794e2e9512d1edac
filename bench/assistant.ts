// Answer time of the assistant with 1,000 active training entries of 25 phrasings or more: the intent model's
// training (in a worker thread, as the server does), the offline engine alone, and a whole POST /api/chat (stamp
// check, answer, both messages stored) on the embedded database. Benchmarks, not tests.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { assistantOutOfScope, chatbotTrainingData } from '../src/server/db/schema/index';
import { docFromEntry, docFromPassage } from '../src/server/features/assistant/engine/documents';
import type { EvalQuestion } from '../src/server/features/assistant/engine/evaluation';
import { fingerprintOf, trainingExamples } from '../src/server/features/assistant/engine/intent-model/examples';
import { IntentModel } from '../src/server/features/assistant/engine/intent-model/model';
import { IntentReader } from '../src/server/features/assistant/engine/intent-model/reader';
import { trainInWorker } from '../src/server/features/assistant/engine/intent-model/trainer';
import { MeaningIndex } from '../src/server/features/assistant/engine/meaning-index';
import { replyTo } from '../src/server/features/assistant/engine/reply';
import { wordVectors } from '../src/server/features/assistant/engine/vectors/word-vectors';
import outOfScope from '../src/server/features/assistant/seed/out-of-scope.json' with { type: 'json' };
import shippedPhrasings from '../src/server/features/assistant/seed/phrasings.json' with { type: 'json' };
import { defaultSynonyms } from '../src/server/features/assistant/seed/synonyms';
import { answerablePassages } from '../src/server/features/assistant/site-knowledge';

const ENTRIES = 1000;
const questions = (JSON.parse(readFileSync('eval/assistant/visitors.json', 'utf8')) as EvalQuestion[]).map(
  (q) => q.question,
);
const config = loadConfig({ ...process.env, RATE_LIMITS: 'off', LOG_LEVEL: 'silent', DATABASE_URL: undefined });
const site = config.site;

// The 60 real entries, then variants of them (other markets, places and words) up to 1,000.
const seeds = JSON.parse(
  JSON.stringify((await import('../src/server/features/assistant/seed/training-entries')).trainingEntries),
) as {
  category: string;
  title: string;
  content: string;
  priority: number;
  tags: string[];
}[];
const places = ['Riverton', 'Oak Hill', 'Bayside', 'Northgate', 'Lakeview', 'Cedar Park', 'Westfield', 'Harbor Point'];
const entries = Array.from({ length: ENTRIES }, (_, i) => {
  const seed = seeds[i % seeds.length];
  const variant = Math.floor(i / seeds.length);
  const place = places[variant % places.length];
  if (!seed || !place) throw new Error('the bench needs seed entries');
  return {
    ...seed,
    id: i + 1,
    title: variant ? `${seed.title} (${place} ${variant})` : seed.title,
    content: variant ? `${seed.content} This applies at our ${place} locations, group ${variant}.` : seed.content,
    tags: variant ? [...seed.tags, place.toLowerCase()] : seed.tags,
    phrasings: ((shippedPhrasings as Record<string, string[]>)[seed.title] ?? []).map((text) =>
      variant ? `${text} (${place} ${variant})` : text,
    ),
  };
});

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const report = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${quantile(sorted, 0.5).toFixed(2)} ms, p99 ${quantile(sorted, 0.99).toFixed(2)} ms (${times.length} questions)`,
  );
};

// 1. The engine alone: start-up (the word vectors read, the index built), then each answer with a cold cache of
// word similarities (every question is new to it) and warm.
const loading = performance.now();
const vectors = wordVectors();
const loaded = performance.now() - loading;
const built = performance.now();
const docs = [...entries.map(docFromEntry), ...answerablePassages(site).map(docFromPassage)];
const index = new MeaningIndex(docs, vectors, defaultSynonyms);
console.log(
  `\nassistant: ${vectors.size} word vectors read in ${loaded.toFixed(0)} ms; index of ${index.size} documents (${entries.length} entries, ${docs.length - entries.length} site passages) built in ${(performance.now() - built).toFixed(0)} ms`,
);
const examples = trainingExamples(entries, outOfScope as string[]);
const training = performance.now();
const model = await trainInWorker(examples, fingerprintOf(examples));
console.log(
  `intent model: ${examples.length} examples (${entries.length} entries, ${entries.reduce((n, e) => n + e.phrasings.length, 0)} phrasings), ${model.features.length} features, ${model.weights.length} weights, trained in a worker in ${((performance.now() - training) / 1000).toFixed(1)} s`,
);
const reader = new IntentReader(
  new IntentModel(model, vectors),
  examples,
  answerablePassages(site).map((p) => p.text),
);
for (const q of questions.slice(0, 50)) replyTo(index, reader, q, site);
const engineTimes = questions.map((q) => {
  const start = performance.now();
  replyTo(index, reader, q, site);
  return performance.now() - start;
});
report('engine answer', engineTimes);

// 2. A whole chat call on the embedded database.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-bench-assistant-'));
const database = openDatabase({ dataDir });
await migrateDatabase(database);
await database.db
  .insert(chatbotTrainingData)
  .values(entries.map(({ id: _id, ...entry }) => ({ ...entry, category: entry.category as never })));
await database.db.insert(assistantOutOfScope).values((outOfScope as string[]).map((text) => ({ text })));
// The same examples as above: the app adopts the model trained above (one training per process and examples).
const app = await buildApp({ config: { ...config, dataDir }, database, logger: false });
await app.ready();
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
report('POST /api/chat on PGlite (first call builds the index)', callTimes);
report('POST /api/chat on PGlite, warm', callTimes.slice(1));
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
