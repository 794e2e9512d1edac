// npm run eval:assistant [-- --split dev|test|fresh|all|blind|blind2|blind3|blind4|blind5|blind6|blind7] [--misses]: the
// offline engine on the visitors' question sets. `all` runs the older set (eval/assistant/visitors.json: its halves
// have been read and run many times, so they serve as development data now); `blind` runs the set written blind and
// frozen before the intent model was tuned (eval/assistant/blind-2026-11.json, decision 051: run once, on
// 2026-11-29); `blind2` the second, written and frozen after that run (eval/assistant/blind-2026-12.json: run once,
// on 2026-11-29 too); `blind3` the third, written blind and frozen before the sentence encoder
// (eval/assistant/blind-2027-01.json: run once, with it, on 2026-11-29; decision 067); `blind4` the fourth, written
// and labelled blind after that run and frozen before the next change of the model
// (eval/assistant/blind-2027-02.json: run once, on 2026-11-30, with decision 069's phrasings); `blind5` the fifth,
// written and labelled blind after that run and frozen before the next change of the model
// (eval/assistant/blind-2027-03.json: run once, on 2026-11-30, with decision 069's report rule); `blind6` the sixth,
// written and labelled blind after that run and frozen before the next change of the model
// (eval/assistant/blind-2027-04.json: 11 of its in-domain questions and follow-ups were left without a right source
// by its labeller and labelled again, before any run, by a helper who saw only the site's text and the entries; 2 still
// have none and count as misses; run once, when that change is done); `blind7` the seventh, written and labelled blind
// the same way and frozen before that change's work (eval/assistant/blind-2027-05.json: not run yet; for the next one).
// Misses are listed one by one only for the development half; other sets' misses are counted by class, not read.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import {
  type EvalQuestion,
  evaluate,
  meaningsOfQuestions,
  seededIndex,
  seededReader,
  shares,
} from '../src/server/features/assistant/engine/evaluation';
import { answerablePassages } from '../src/server/features/assistant/site-knowledge';

const { values } = parseArgs({ options: { split: { type: 'string', default: 'all' }, misses: { type: 'boolean' } } });
const sets: Record<string, string> = {
  blind: 'eval/assistant/blind-2026-11.json',
  blind2: 'eval/assistant/blind-2026-12.json',
  blind3: 'eval/assistant/blind-2027-01.json',
  blind4: 'eval/assistant/blind-2027-02.json',
  blind5: 'eval/assistant/blind-2027-03.json',
  blind6: 'eval/assistant/blind-2027-04.json',
  blind7: 'eval/assistant/blind-2027-05.json',
};
const file = sets[values.split] ?? 'eval/assistant/visitors.json';
const questions = JSON.parse(readFileSync(file, 'utf8')) as EvalQuestion[];
const site = loadConfig({ ...process.env, DATABASE_URL: undefined }).site;
const passages = answerablePassages(site);
const index = seededIndex(site, passages);
const reader = await seededReader(site, passages);
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const splits = values.split === 'all' ? (['dev', 'test', 'fresh'] as const) : [values.split as EvalQuestion['split']];

for (const split of splits) {
  const chosen = questions.filter((q) => q.split === split);
  if (!chosen.length) continue;
  const figures = evaluate(index, reader, chosen, site, undefined, await meaningsOfQuestions(index, chosen));
  const s = shares(figures);
  const c = figures.counts;
  console.log(`\n${split}: ${chosen.length} questions, ${index.size} documents`);
  console.table({
    'in-domain answered right': `${pct(s.inDomainRight)} (${figures.inDomainRight}/${c['in-domain']})`,
    'in-domain best-ranked right': `${pct(s.inDomainTop1)} (${figures.inDomainTop1}/${c['in-domain']})`,
    'problem reports routed to support': `${pct(s.problemsRouted)} (${figures.problemsRouted}/${c.problem})`,
    'problem reports answered right': `${pct(s.problemsRight)} (${figures.problemsRight}/${c.problem})`,
    'follow-ups answered right': `${pct(s.followUpsRight)} (${figures.followUpsRight}/${c['follow-up']})`,
    'off-topic answered as if known': `${pct(s.offTopicAnswered)} (${figures.offTopicAnswered}/${c['off-topic']})`,
  });
  const byClass = new Map<string, number>();
  for (const miss of figures.misses) {
    const key = `${miss.kind}: ${miss.miss}`;
    byClass.set(key, (byClass.get(key) ?? 0) + 1);
  }
  console.log('misses by class:', Object.fromEntries([...byClass].sort((a, b) => b[1] - a[1])));
  if (values.misses && split === 'dev') for (const miss of figures.misses) console.log(JSON.stringify(miss));
}
