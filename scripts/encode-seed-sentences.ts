// npm run assistant:encode-seed: reads every sentence the seeded knowledge trains on (the entries' titles, tags,
// answer sentences and phrasings, and the out-of-scope messages) with the sentence encoder, and writes their meanings
// to src/server/features/assistant/engine/vectors/sentence-meanings.bin.gz, so that a start or a test does not read
// them again (about a minute). Run it after changing the seeded entries, phrasings or out-of-scope messages; a test
// fails while the file misses any of them.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../src/server/config';
import { seededEntries } from '../src/server/features/assistant/engine/evaluation';
import { trainingExamples } from '../src/server/features/assistant/engine/intent-model/examples';
import {
  packedToFile,
  SentenceMeanings,
  shippedMeaningsFile,
} from '../src/server/features/assistant/engine/meaning/sentence-meanings';
import { shippedUnansweredTopics } from '../src/server/features/assistant/seed/ours-unanswered';
import outOfScope from '../src/server/features/assistant/seed/out-of-scope.json' with { type: 'json' };

const site = loadConfig({ ...process.env, DATABASE_URL: undefined }).site;
const texts = [
  ...new Set(
    trainingExamples(seededEntries(site), outOfScope as string[], shippedUnansweredTopics).map(
      (example) => example.text,
    ),
  ),
];
const began = performance.now();
const meanings = new SentenceMeanings();
await meanings.complete(texts);
const file = gzipSync(packedToFile(meanings.pack(texts)), { level: 9 });
writeFileSync(shippedMeaningsFile, file);
console.log(
  `${texts.length} sentences read in ${((performance.now() - began) / 1000).toFixed(1)} s; ${(file.length / 1e6).toFixed(2)} MB written`,
);
