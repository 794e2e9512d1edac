// npm run eval:assistant [-- --split dev|test|fresh|all] [--misses] [--set name=value ...]: the offline engine on
// the visitors' question set (eval/assistant/visitors.json), by words alone (decision 026) and with the sentence
// model (decision 028), side by side. Misses are listed one by one only for the development half, and `--set`
// (a decision limit tried in place of its value) is refused on any other: the test half and the fresh set are never
// tuned on, so their misses are counted by class, not read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import {
  type EvalQuestion,
  evaluate,
  seededIndex,
  seededSentences,
  shares,
} from '../src/server/features/assistant/engine/evaluation';
import { type Thresholds, thresholds } from '../src/server/features/assistant/engine/reply';
import { answerablePassages } from '../src/server/features/assistant/site-knowledge';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'all' },
    misses: { type: 'boolean' },
    set: { type: 'string', multiple: true },
  },
});
const questions = JSON.parse(readFileSync('eval/assistant/visitors.json', 'utf8')) as EvalQuestion[];
const site = loadConfig({ ...process.env, DATABASE_URL: undefined }).site;
const passages = answerablePassages(site);
const index = seededIndex(site, passages);
const sentences = await seededSentences(site, passages, path.resolve('node_modules/.cache/assistant-sentences.bin'));
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const splits = values.split === 'all' ? (['dev', 'test', 'fresh'] as const) : [values.split as EvalQuestion['split']];
const limits: Thresholds = { ...thresholds };
for (const pair of values.set ?? []) {
  if (values.split !== 'dev') throw new Error('--set tunes a limit: only on the development half (--split dev)');
  const [name, value] = pair.split('=');
  if (!name || !(name in limits) || Number.isNaN(Number(value))) throw new Error(`--set ${pair}: no such limit`);
  limits[name as keyof Thresholds] = Number(value);
}

for (const split of splits) {
  const chosen = questions.filter((q) => q.split === split);
  if (!chosen.length) continue;
  const words = await evaluate(index, chosen, site, limits);
  const meaning = await evaluate(index, chosen, site, limits, sentences);
  const c = meaning.counts;
  const row = (f: typeof words) => {
    const s = shares(f);
    return {
      'in-domain answered right': `${pct(s.inDomainRight)} (${f.inDomainRight}/${c['in-domain']})`,
      'in-domain best-ranked right': `${pct(s.inDomainTop1)} (${f.inDomainTop1}/${c['in-domain']})`,
      'problem reports routed to support': `${pct(s.problemsRouted)} (${f.problemsRouted}/${c.problem})`,
      'problem reports answered right': `${pct(s.problemsRight)} (${f.problemsRight}/${c.problem})`,
      'follow-ups answered right': `${pct(s.followUpsRight)} (${f.followUpsRight}/${c['follow-up']})`,
      'off-topic answered as if known': `${pct(s.offTopicAnswered)} (${f.offTopicAnswered}/${c['off-topic']})`,
    };
  };
  console.log(`\n${split}: ${chosen.length} questions, ${index.size} documents`);
  const byWords = row(words);
  const withModel = row(meaning);
  console.table(
    Object.fromEntries(
      Object.keys(withModel).map((key) => [
        key,
        {
          'words only (026)': byWords[key as keyof typeof byWords],
          'with sentence model (028)': withModel[key as keyof typeof withModel],
        },
      ]),
    ),
  );
  const byClass = new Map<string, number>();
  for (const miss of meaning.misses) {
    const key = `${miss.kind}: ${miss.miss}`;
    byClass.set(key, (byClass.get(key) ?? 0) + 1);
  }
  console.log('misses by class (with sentence model):', Object.fromEntries([...byClass].sort((a, b) => b[1] - a[1])));
  if (values.misses && split === 'dev') for (const miss of meaning.misses) console.log(JSON.stringify(miss));
}
