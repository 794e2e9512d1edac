// npm run eval:assistant [-- --split dev|test|all] [--misses]: the offline engine on eval/assistant/questions.json.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { type EvalQuestion, evaluate, seededIndex } from '../src/server/features/assistant/engine/evaluation';

const { values } = parseArgs({ options: { split: { type: 'string', default: 'all' }, misses: { type: 'boolean' } } });
const questions = JSON.parse(readFileSync('eval/assistant/questions.json', 'utf8')) as EvalQuestion[];
const site = loadConfig({ ...process.env, DATABASE_URL: undefined }).site;
const index = seededIndex(site);
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

for (const split of values.split === 'all' ? (['dev', 'test'] as const) : [values.split as 'dev' | 'test']) {
  const figures = evaluate(
    index,
    questions.filter((q) => q.split === split),
    site,
  );
  console.log(
    `\n${split} half: ${figures.questions} questions (${figures.inDomain} in domain, ${figures.offTopic} off-topic), ${index.size} entries`,
  );
  console.table({
    'top-1 accuracy': pct(figures.top1),
    'top-3 accuracy': pct(figures.top3),
    'answered (in domain)': pct(figures.answered),
    'precision of answers': pct(figures.precision),
    'hedged, right entry': pct(figures.hedgedRight),
    'off-topic answered (false)': pct(figures.offTopicAnswered),
    'off-topic hedged': pct(figures.offTopicHedged),
  });
  if (values.misses) for (const miss of figures.misses) console.log(JSON.stringify(miss));
}
