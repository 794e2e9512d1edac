import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../../testing/test-app';
import outOfScope from '../../seed/out-of-scope.json' with { type: 'json' };
import { seededEntries } from '../evaluation';
import { trainingExamples } from '../intent-model/examples';
import { SentenceMeanings, shippedMeanings } from './sentence-meanings';
import { cosine as cosineOfUnits, unit } from './vector-table';

/** How alike two meanings are (the cosine of copies scaled to unit length). */
const cosine = (a: Float32Array, b: Float32Array) =>
  cosineOfUnits(unit(Float32Array.from(a)), unit(Float32Array.from(b)));

describe('the shipped sentence meanings', () => {
  it('hold every sentence the seeded knowledge trains on (else run npm run assistant:encode-seed)', () => {
    const shipped = shippedMeanings();
    const examples = trainingExamples(seededEntries(testConfig().site), outOfScope as string[]);
    const missing = [...new Set(examples.map((example) => example.text))].filter((text) => !shipped.has(text));
    expect(missing.slice(0, 5)).toEqual([]);
  });

  it('are what the encoder reads today, to the rounding of one byte a number', async () => {
    const shipped = shippedMeanings();
    const text = 'Do you offer micro markets for hotels?';
    const fresh = new SentenceMeanings();
    await fresh.complete([text]);
    const [kept, read] = [shipped.get(text), fresh.get(text)];
    expect(kept && read && cosine(kept, read)).toBeGreaterThan(0.999);
  }, 60_000);
});

describe('the sentence encoder', () => {
  it('puts a question near another asked in other words, and far from one about something else', async () => {
    const meanings = new SentenceMeanings();
    const [hotel, lobby, weather] = [
      'Do you offer micro markets for hotels?',
      'could you put one of your shops in our guest lobby',
      'will it rain in Chicago tomorrow',
    ];
    await meanings.complete([hotel, lobby, weather]);
    const near = cosine(meanings.get(hotel)!, meanings.get(lobby)!);
    const far = cosine(meanings.get(hotel)!, meanings.get(weather)!);
    expect(near).toBeGreaterThan(far + 0.2);
  }, 60_000);

  it('travels between threads packed, and unpacks to the same meanings', async () => {
    const meanings = new SentenceMeanings();
    await meanings.complete(['a', 'how much does it cost']);
    const again = SentenceMeanings.unpack(meanings.pack());
    expect(again.get('how much does it cost')).toEqual(meanings.get('how much does it cost'));
    expect(again.size).toBe(2);
  }, 60_000);
});
