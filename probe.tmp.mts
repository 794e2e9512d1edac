// Scratch: replies per seed to messages (one per line in MSGS file; "prev || msg" for a follow-up).
import { readFileSync } from 'node:fs';
import { loadConfig } from './src/server/config';
import outOfScope from './src/server/features/assistant/seed/out-of-scope.json' with { type: 'json' };
import { meaningsOfTexts, seededEntries, seededIndex } from './src/server/features/assistant/engine/evaluation';
import { trainingExamples } from './src/server/features/assistant/engine/intent-model/examples';
import { IntentModel, trainIntentModel, defaultTrainOptions } from './src/server/features/assistant/engine/intent-model/model';
import { IntentReader } from './src/server/features/assistant/engine/intent-model/reader';
import { knownMeanings } from './src/server/features/assistant/engine/meaning/sentence-meanings';
import { answerablePassages } from './src/server/features/assistant/site-knowledge';
import { replyTo, textsToRead, thresholds } from './src/server/features/assistant/engine/reply';

const site = loadConfig({ ...process.env, DATABASE_URL: undefined }).site;
const passages = answerablePassages(site);
const index = seededIndex(site, passages);
const examples = trainingExamples(seededEntries(site), outOfScope as string[]);
const meanings = knownMeanings();
await meanings.complete(examples.map((e) => e.text));
const lines = readFileSync(process.env.MSGS!, 'utf8').split('\n').filter((l) => l.trim());
for (const seed of (process.env.SEEDS ?? '7').split(',').map(Number)) {
  const data = trainIntentModel(examples, (t) => meanings.get(t), { ...defaultTrainOptions, seed });
  const reader = new IntentReader(new IntentModel(data), examples, passages.map((p) => `${p.pageTitle} ${p.section} ${p.text}`));
  console.log(`--- seed ${seed}`);
  for (const line of lines) {
    const [a, b] = line.includes('||') ? line.split('||').map((s) => s.trim()) : [undefined, line.trim()];
    const context = a ? { previousQuestion: a } : undefined;
    const m = await meaningsOfTexts(textsToRead(index, b!, context));
    const r = replyTo(index, reader, b!, site, context, thresholds, m);
    const src = r.sources.map((s) => s.link ?? s.title).join(' | ');
    console.log(`${r.confidence.padEnd(6)} ${r.problem ? 'P' : '-'}${r.offTopic ? 'O' : '-'} ${b}  => ${src}  [${r.explanation.reason ?? ''}]`);
  }
}
