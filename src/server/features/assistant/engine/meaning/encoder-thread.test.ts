import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EncoderThread, onTwoThreads } from './encoder-thread';
import { inThisThread } from './sentence-meanings';
import { cosine as cosineOfUnits, unit } from './vector-table';

const here = path.dirname(fileURLToPath(import.meta.url));

/** How alike two meanings are (the cosine of copies scaled to unit length). */
const cosine = (a: Float32Array, b: Float32Array) =>
  cosineOfUnits(unit(Float32Array.from(a)), unit(Float32Array.from(b)));

describe('the sentence encoder in its own thread', () => {
  it('lets a process that has read its message end (the thread holds it open only while a request waits)', () => {
    const script = [
      `import { encoderThread } from ${JSON.stringify(pathToFileURL(path.join(here, 'encoder-thread.ts')).href)};`,
      `const [meaning] = await encoderThread().encode(['hello there']);`,
      'console.log(meaning.length);',
    ].join('\n');
    // A process that waits on the thread is held open until the answer (else it would end with nothing printed);
    // one whose request was answered ends at once (else the time-out kills it and the status is not 0).
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stdout.trim()).toBe('512');
    expect(run.status).toBe(0);
  }, 90_000);

  it('reads texts as this thread would, in order, and starts again after it was ended', async () => {
    const thread = new EncoderThread();
    const texts = ['Do you offer micro markets for hotels?', 'will it rain in Chicago tomorrow'];
    try {
      const [here, there] = await Promise.all([inThisThread(texts), thread.encode(texts)]);
      texts.forEach((_, i) => {
        expect(cosine(here[i]!, there[i]!)).toBeGreaterThan(0.999);
      });
      // A request waiting when the thread ends fails (500 texts: seconds of reading, ended long before); the next one
      // is read by a new thread.
      const waiting = thread.encode(Array.from({ length: 500 }, (_, i) => `how much does item ${i} cost`));
      await thread.close();
      await expect(waiting).rejects.toThrow();
      const [again] = await thread.encode([texts[1]!]);
      expect(cosine(again!, here[1]!)).toBeGreaterThan(0.999);
    } finally {
      await thread.close();
    }
  }, 60_000);

  it('reads many texts on two threads, each meaning in its place', async () => {
    const thread = new EncoderThread();
    // Texts unlike each other, so that a meaning out of place would show.
    const texts = Array.from({ length: 300 }, (_, i) =>
      i % 3 === 0 ? `question ${i} about the price of snacks` : i % 3 === 1 ? `the weather on day ${i}` : `hotel ${i}`,
    );
    try {
      const both = await onTwoThreads(thread, inThisThread)(texts);
      const alone = await inThisThread(texts);
      expect(both).toHaveLength(texts.length);
      const misplaced = texts.filter((_, i) => cosine(both[i]!, alone[i]!) < 0.999);
      expect(misplaced).toEqual([]);
    } finally {
      await thread.close();
    }
  }, 120_000);
});
