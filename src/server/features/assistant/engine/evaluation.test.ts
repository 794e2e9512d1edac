import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../testing/test-app';
import { type EvalQuestion, evaluate, seededIndex } from './evaluation';

// The quality floor of the offline engine on the held-out test half of eval/assistant/questions.json
// (`npm run eval:assistant` prints the figures). Raise these when the engine gets better; never lower them quietly.
const questions = JSON.parse(readFileSync('eval/assistant/questions.json', 'utf8')) as EvalQuestion[];
const site = testConfig().site;
const index = seededIndex(site);

describe('the assistant on the test half of its question set', () => {
  const figures = evaluate(
    index,
    questions.filter((q) => q.split === 'test'),
    site,
  );

  it('is a real question set: every entry asked in several ways, a third off-topic', () => {
    expect(figures.questions).toBeGreaterThanOrEqual(150);
    expect(figures.offTopic / figures.questions).toBeGreaterThanOrEqual(0.25);
    const titles = new Set(questions.map((q) => q.expected).filter(Boolean));
    expect(titles.size).toBe(index.size);
  });

  it('finds the right entry first for most in-domain questions', () => {
    expect(figures.top1).toBeGreaterThanOrEqual(0.8);
    expect(figures.top3).toBeGreaterThanOrEqual(0.93);
  });

  it('answers outright only when it is right, and hedges the rest', () => {
    expect(figures.answered).toBeGreaterThanOrEqual(0.53);
    expect(figures.precision).toBeGreaterThanOrEqual(0.96);
    expect(figures.answered + figures.hedgedRight).toBeGreaterThanOrEqual(0.78);
  });

  it('does not answer off-topic questions as if they were about us', () => {
    expect(figures.offTopicAnswered).toBeLessThanOrEqual(0.02);
  });
});
