import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../testing/test-app';
import { answerablePassages } from '../site-knowledge';
import { docFromEntry } from './documents';
import { seededIndex, seededSentences } from './evaluation';
import { MeaningIndex } from './meaning-index';
import { replyTo, thresholds } from './reply';
import { SentenceIndex } from './sentences/sentence-index';
import { type SentenceEncoder, sentenceEncoder } from './sentences/sentence-model';
import { SentenceStore } from './sentences/sentence-store';
import { wordVectors } from './vectors/word-vectors';

// Questions of our own, none taken from the evaluation set, answered with the sentence model's reading.
const site = testConfig().site;
const passages = answerablePassages(site);
const index = seededIndex(site, passages);
let sentences: SentenceIndex;
const attempts: string[] = [];

beforeAll(async () => {
  // The model must load and run with no network: any connection or fetch is recorded (and refused).
  const connect = net.Socket.prototype.connect;
  const fetch = globalThis.fetch;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    attempts.push(JSON.stringify(args[0]));
    throw new Error('no network');
  } as typeof connect;
  globalThis.fetch = async (input) => {
    attempts.push(String(input));
    throw new Error('no network');
  };
  try {
    const cache = path.resolve('node_modules/.cache/assistant-sentences.bin');
    sentences = await seededSentences(site, passages, cache);
    await sentences.read('warm up');
  } finally {
    net.Socket.prototype.connect = connect;
    globalThis.fetch = fetch;
  }
}, 120_000);

const ask = async (question: string, previousQuestion?: string) => {
  const context = previousQuestion ? { previousQuestion } : undefined;
  const readings = {
    message: await sentences.read(question),
    withContext: previousQuestion ? await sentences.read(`${previousQuestion} ${question}`) : undefined,
  };
  return replyTo(index, question, site, context, thresholds, readings);
};
const answeredFrom = async (question: string, previousQuestion?: string) => {
  const reply = await ask(question, previousQuestion);
  return reply.confidence === 'answer' ? reply.sources[0]?.title : `(${reply.confidence})`;
};

describe('the sentence model', () => {
  it('loads its weights from node_modules and never opens a connection', () => {
    expect(attempts).toEqual([]);
  });

  it('answers a question put in other words than the entry', async () => {
    expect(await answeredFrom('we manage a fitness club, could our members buy snacks there?')).toBe(
      'Do you install markets in gyms and fitness centers?',
    );
    expect(await answeredFrom('how long does it take you to put one in?')).toBe('How long does installation take?');
  });

  it('does not answer a question about something else that uses our words', async () => {
    for (const question of [
      'the fridge in my kitchen at home stopped cooling, how do I fix it?',
      'should I buy shares in a supermarket chain this year?',
      'book me a hotel room for Friday night',
    ]) {
      const reply = await ask(question);
      expect(reply.confidence, question).not.toBe('answer');
    }
  });

  it('routes a report of a fault to support with its troubleshooting answer', async () => {
    const reply = await ask('the screen at the kiosk froze while I was paying');
    expect(reply.problem).toBe(true);
    expect(reply.text).toContain(site.emergencyPhone);
  });

  it('reads a follow-up after the previous question', async () => {
    const reply = await ask('and how much would that cost us?', 'do you work with hotels?');
    expect(reply.confidence).toBe('answer');
    expect(reply.sources[0]?.title).toMatch(/cost/i);
  });

  it('shows staff how close in meaning each source and the nearest off-topic example are', async () => {
    const { explanation } = await ask('could a college campus get one of your markets?');
    expect(explanation.sources[0]?.meaning).toBeGreaterThan(0.4);
    expect(explanation.offTopicMeaning).toBeTypeOf('number');
  });
});

describe('the sentence vectors kept between starts', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'assistant-sentences-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('embeds a new entry once, answers it at once, and reads it back after a restart without embedding again', async () => {
    const file = path.join(dir, 'sentences.bin');
    const entry = docFromEntry({
      id: 501,
      category: 'services',
      title: 'Do you stock vegan and plant-based snacks?',
      content: 'Yes. Every market carries vegan snacks, plant-based protein bars and oat milk.',
      priority: 50,
      tags: ['vegan'],
    });
    const live = new SentenceIndex(new SentenceStore(file, []), await sentenceEncoder());
    await live.upsert([entry]);
    const words = new MeaningIndex([entry], wordVectors());
    const question = 'anything plant based to eat for vegans?';
    const reply = replyTo(words, question, site, undefined, thresholds, { message: await live.read(question) });
    expect(reply.explanation.sources[0]?.meaning).toBeGreaterThan(0.4);

    const refusing: SentenceEncoder = {
      embed: async (texts) => {
        throw new Error(`embedded again: ${texts.join(', ')}`);
      },
    };
    const restarted = new SentenceStore(file, []);
    await restarted.ensure(entry.phrasings, refusing);
    expect(restarted.get(entry.title)).toEqual(new SentenceStore(file, []).get(entry.title));
  });
});
