// Scratch: figures per training seed on the visitors halves and all development sets; misses to OUT.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadConfig } from './src/server/config';
import outOfScope from './src/server/features/assistant/seed/out-of-scope.json' with { type: 'json' };
import { evaluate, meaningsOfQuestions, seededEntries, seededIndex, shares, type EvalQuestion } from './src/server/features/assistant/engine/evaluation';
import { trainingExamples } from './src/server/features/assistant/engine/intent-model/examples';
import { IntentModel, trainIntentModel, defaultTrainOptions } from './src/server/features/assistant/engine/intent-model/model';
import { IntentReader } from './src/server/features/assistant/engine/intent-model/reader';
import { knownMeanings } from './src/server/features/assistant/engine/meaning/sentence-meanings';
import { answerablePassages } from './src/server/features/assistant/site-knowledge';
import { thresholds } from './src/server/features/assistant/engine/reply';

const site = loadConfig({ ...process.env, DATABASE_URL: undefined }).site;
const passages = answerablePassages(site);
const index = seededIndex(site, passages);
const examples = trainingExamples(seededEntries(site), outOfScope as string[]);
const meanings = knownMeanings();
await meanings.complete(examples.map((e) => e.text));
const visitors = JSON.parse(readFileSync('eval/assistant/visitors.json', 'utf8')) as EvalQuestion[];
const blindFiles = readFileSync('scripts/eval-assistant.ts', 'utf8').match(/eval\/assistant\/blind-[0-9-]+\.json/g)!.filter((f) => !f.includes('2028-07'));
const dev = [...visitors, ...blindFiles.flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as EvalQuestion[])];
const halves = { dev: visitors.filter((q) => q.split === 'dev'), test: visitors.filter((q) => q.split === 'test'), all: dev };
const devMeanings = await meaningsOfQuestions(index, dev);
const seeds = (process.env.SEEDS ?? '7').split(',').map(Number);
for (const seed of seeds) {
  const data = trainIntentModel(examples, (t) => meanings.get(t), { ...defaultTrainOptions, seed });
  const reader = new IntentReader(new IntentModel(data), examples, passages.map((p) => `${p.pageTitle} ${p.section} ${p.text}`));
  const row: Record<string, string> = {};
  for (const [name, qs] of Object.entries(halves)) {
    const f = evaluate(index, reader, qs, site, thresholds, devMeanings);
    row[name] = `in ${f.inDomainRight}/${f.counts['in-domain']} rep ${f.problemsRouted}/${f.counts.problem} fu ${f.followUpsRight}/${f.counts['follow-up']} off ${f.offTopicAnswered}/${f.counts['off-topic']} held ${f.inDomainUnanswerableHeld}`;
    if (name === 'all' && process.env.OUT) writeFileSync(`${process.env.OUT}.${seed}.json`, JSON.stringify(f.misses));
  }
  console.log(seed, JSON.stringify(row));
}
