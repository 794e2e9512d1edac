// npm run embed:assistant: writes the shipped meaning vectors of the seeded knowledge (the starting entries, the
// site's text with the default business details) and of the off-topic examples, so that a fresh install reads
// them instead of embedding them at its first start. Run it after changing the seed entries or the site's text.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../src/server/config';
import { seededDocs } from '../src/server/features/assistant/engine/evaluation';
import { offTopicExamples } from '../src/server/features/assistant/engine/sentences/off-topic-examples';
import { sentenceEncoder } from '../src/server/features/assistant/engine/sentences/sentence-model';
import { SentenceStore, shippedSentencesFile } from '../src/server/features/assistant/engine/sentences/sentence-store';
import { answerablePassages } from '../src/server/features/assistant/site-knowledge';

const site = loadConfig({ DATA_DIR: './data' }).site;
const store = new SentenceStore(undefined, []);
const texts = [...offTopicExamples, ...seededDocs(site, answerablePassages(site)).flatMap((doc) => doc.phrasings)];
await store.ensure(texts, await sentenceEncoder());
writeFileSync(shippedSentencesFile, gzipSync(store.records(), { level: 9 }));
console.log(`${store.size} sentences written to ${shippedSentencesFile}`);
