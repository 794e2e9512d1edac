import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../testing/test-app';
import { answerablePassages } from '../site-knowledge';
import {
  answeredRight,
  type EvalQuestion,
  evaluate,
  meaningsOfQuestions,
  seededIndex,
  seededReader,
  shares,
} from './evaluation';
import { thresholds } from './reply';

// The quality floor of the offline engine on the older visitors' question set (`npm run eval:assistant` prints the
// figures; decision 051 records them). Both halves have been read and run many times, so they are development data
// now: these floors catch a change that makes the assistant worse, they do not say how good it is on new
// questions (the blind set does, run once). Raise them when the engine gets better; never lower them quietly.
const questions = JSON.parse(readFileSync('eval/assistant/visitors.json', 'utf8')) as EvalQuestion[];
const site = testConfig().site;
const passages = answerablePassages(site);
const index = seededIndex(site, passages);
const reader = await seededReader(site, passages);
const half = (split: EvalQuestion['split']) => questions.filter((q) => q.split === split);
// What the sentence encoder reads of each question, read before they are asked, as the server does.
const devMeanings = await meaningsOfQuestions(index, half('dev'));
const testMeanings = await meaningsOfQuestions(index, half('test'));

describe('the question set', () => {
  it('is a real one: 500 or more questions, a quarter off-topic, every kind of visitor question in each half', () => {
    expect(questions.length).toBeGreaterThanOrEqual(500);
    expect(questions.filter((q) => q.kind === 'off-topic').length / questions.length).toBeGreaterThanOrEqual(0.24);
    for (const split of ['dev', 'test'] as const) {
      const kinds = new Set(half(split).map((q) => q.kind));
      expect([...kinds].sort(), split).toEqual(['follow-up', 'in-domain', 'off-topic', 'problem']);
    }
    expect(questions.filter((q) => q.kind === 'follow-up').every((q) => q.context?.length)).toBe(true);
  });
});

describe('what counts as answered', () => {
  const hours = { confidence: 'intent', intent: 'hours', sources: [] };
  it('counts the contact details given as a fixed reply for a question about them, and for nothing else', () => {
    expect(answeredRight(hours, ['business'])).toBe(true);
    expect(answeredRight({ ...hours, intent: 'human' }, ['How can I contact you?'])).toBe(true);
    expect(answeredRight(hours, ['What products do your markets carry?'])).toBe(false);
    expect(answeredRight({ ...hours, intent: 'greeting' }, ['business'])).toBe(false);
  });

  it('counts the contact entry, which lists the business details, for a question about them', () => {
    const contact = { confidence: 'answer', sources: [{ title: 'How can I contact you?', link: null }] };
    expect(answeredRight(contact, ['business'])).toBe(true);
    expect(answeredRight(contact, ['What area do you serve?'])).toBe(false);
  });

  it('counts an answer only from a source the question accepts, and never a hedge', () => {
    const answer = { confidence: 'answer', sources: [{ title: 'Hotels: Overview', link: '/hotels#overview' }] };
    expect(answeredRight(answer, ['page:/hotels'])).toBe(true);
    expect(answeredRight(answer, ['page:/'])).toBe(false);
    expect(answeredRight({ ...answer, confidence: 'hedged' }, ['page:/hotels'])).toBe(false);
  });

  /** A question of our own, asked by a property manager (a follow-up after `previous`). */
  const asked = (id: string, question: string, expected: string[], previous?: string): EvalQuestion => ({
    id,
    question,
    persona: 'property manager',
    style: 'short',
    kind: previous ? 'follow-up' : 'in-domain',
    ...(previous ? { context: [previous] } : {}),
    expected,
    split: 'dev',
  });

  it('counts a question the knowledge cannot answer as a miss, and apart: held back or answered beside the point', async () => {
    const made = [
      asked('answerable', 'how much does a micro market cost?', ['How much does a micro market cost?']),
      // Nothing in the knowledge says it, and the assistant hands it over.
      asked('held', 'zorblat quindex?', []),
      // Nothing in the knowledge says it, and the assistant answers it from the closest entry (how we make money).
      asked('beside', 'do you offer a discount for nonprofits?', []),
    ];
    const figures = evaluate(index, reader, made, site, thresholds, await meaningsOfQuestions(index, made));
    expect(figures.inDomainRight).toBe(1);
    expect(figures.inDomainAnswerable).toBe(1);
    expect(figures.inDomainAnswerableRight).toBe(1);
    expect(figures.misses.map((miss) => [miss.id, miss.confidence])).toEqual([
      ['held', 'none'],
      ['beside', 'answer'],
    ]);
    expect(figures.inDomainUnanswerableHeld).toBe(1);
    expect(shares(figures).inDomainUnanswerableHeld).toBe(1 / 2);
  });

  it('counts apart the follow-ups the knowledge answers: a thanks after an answer has no right source', async () => {
    const before = 'how much does a micro market cost?';
    const made = [
      asked('answerable', 'and are there monthly fees?', ['Are there any monthly fees or hidden costs?'], before),
      asked('thanks', 'ok thanks!', [], before),
      // Nothing the assistant knows gives the brands it stocks: an answer from the products entry is beside the point.
      asked('beside', 'which brands exactly?', [], 'what products do your markets carry?'),
    ];
    const figures = evaluate(index, reader, made, site, thresholds, await meaningsOfQuestions(index, made));
    expect(figures.followUpsRight).toBe(1);
    expect(figures.followUpsAnswerable).toBe(1);
    expect(shares(figures).followUpsRight).toBe(1 / 3);
    expect(shares(figures).followUpsAnswerableRight).toBe(1);
    // The thanks is acknowledged, not answered: held back. The brands question is answered beside the point.
    expect(figures.followUpsUnanswerableHeld).toBe(1);
    expect(shares(figures).followUpsUnanswerableHeld).toBe(1 / 2);
  });
});

describe('the assistant on the development half', () => {
  const figures = shares(evaluate(index, reader, half('dev'), site, thresholds, devMeanings));

  it('routes problem reports to support and rarely answers off-topic questions', () => {
    expect(figures.problemsRouted).toBeGreaterThanOrEqual(46 / 48);
    // 1 of 85 before the sentence encoder (decision 067), which answers 4 more of these and, over the five
    // development sets together, as many off-topic questions as before (14 of 365) and 40 more in-domain ones; 4 of 85
    // with decision 069's data, which answers 11 of 450 over the six development sets (19 before); 4 with decision
    // 070's first round of data, its training and its lower "none" ceiling; 2 with its second round; 1 with decision
    // 076's vote of the closest examples. Since decision 084 the floors keep a margin of a question or two under the
    // figures: five training seeds agree here, but a new phrasing anywhere moves a question or two of either half.
    expect(figures.offTopicAnswered).toBeLessThanOrEqual(2 / 85);
  });

  it('answers in-domain questions and follow-ups from a right source', () => {
    // Decision 070's second round answers 5 fewer off-topic questions over the nine development sets, and 3 fewer
    // follow-ups (one of them here, 26 before). Decision 071's training (gradients under 0.001 left out) answers one
    // fewer here (160 before), and 9 more over the ten development sets with its property pages. Decision 072's
    // phrasings and entries' texts move three short questions here under the floor ("meal plan accepted?" is handed
    // off) and one over: 157 (159 before), while over the eleven development sets as many in-domain questions are
    // answered right, 2 more reports routed and 4 more follow-ups answered right. Decision 076's vote: 158. Decision
    // 078's phrasings hand off "how much u charge hotels" (157), while over the sixteen development sets 15 more
    // in-domain questions and 5 more follow-ups are answered right. Decision 080's out-of-scope messages answer "we
    // have about 400 beds and three towers → how many markets would we need?" from the condos entry (24; 159 in-domain
    // right), while over the seventeen development sets as many follow-ups and 19 fewer off-topic messages are answered.
    // Decision 083: 162 in-domain and 24 follow-ups right, with five training seeds alike (one answers 25); the floors
    // keep a margin for a new phrasing's noise (decision 084).
    expect(figures.inDomainRight).toBeGreaterThanOrEqual(159 / 178);
    expect(figures.followUpsRight).toBeGreaterThanOrEqual(23 / 32);
  });
});

describe('the assistant on the second half', () => {
  const figures = shares(evaluate(index, reader, half('test'), site, thresholds, testMeanings));

  it('holds its figures', () => {
    expect(figures.problemsRouted).toBeGreaterThanOrEqual(TEST_FLOORS.problemsRouted);
    expect(figures.offTopicAnswered).toBeLessThanOrEqual(TEST_FLOORS.offTopicAnswered);
    expect(figures.inDomainRight).toBeGreaterThanOrEqual(TEST_FLOORS.inDomainRight);
    expect(figures.followUpsRight).toBeGreaterThanOrEqual(TEST_FLOORS.followUpsRight);
  });
});

// The intent model's run on this half (decision 051): 43 of 47 reports routed, 1 of 84 off-topic answered, 113 of
// 177 in-domain and 25 of 32 follow-ups answered from a right source. With the phrasings and out-of-scope messages
// added since, and the answer rule's limits chosen on all three older sets together (decision 051, "The answer
// rule's limits"): 45 reports routed, 129 in-domain and 27 follow-ups right, and 5 of 84 off-topic answered, up
// from 2. That ceiling was raised knowingly: over the three sets the off-topic share stays under 5 % (9 of 194)
// while 16 more in-domain questions are answered right. With 20 more phrasings per entry, 294 more out-of-scope
// messages, and the rule of "The answer rule's limits, a third time": 45 routed, 136 in-domain and 27 follow-ups
// right, 4 off-topic answered. With the sentence encoder (decision 067): 46 routed, 152 in-domain and 30 follow-ups
// right, 3 off-topic answered. With decision 069's phrasings and out-of-scope messages and its floor: 46 routed, 154
// in-domain and 31 follow-ups right, 2 off-topic answered. With decision 070's phrasings, training and "none" ceiling:
// 46 routed, 156 in-domain and 31 follow-ups right, 2 off-topic answered; with its second round, 156 in-domain and
// 30 follow-ups right, 1 off-topic answered. With decision 076's vote of the closest examples and its limits: 159
// in-domain and 30 follow-ups right, 1 off-topic answered, and 45 reports routed, one fewer: the support entries'
// share a weak sign asks for was raised (0.01 to 0.1 where no entry answers), which over the thirteen development
// sets routes one report fewer (580 of 590) and 34 fewer off-topic messages to support (83 of 1,215). Lowered
// knowingly. With decision 080's out-of-scope messages and "none" ceiling: 2 off-topic answered ("calories in a
// protein bar" is answered from the products entry), while over the seventeen development sets 19 fewer off-topic
// messages are answered (64 of 1,640). Raised knowingly. With decision 083's engine: 45 routed, 163 in-domain (164 with
// one of five training seeds) and 31 follow-ups right, 2 off-topic answered. Decision 084 keeps a margin of a question
// or two under these, for the noise a new phrasing brings: every edit to the knowledge retrains the model, and one
// edit moves these figures by a question or two while the figures over all development sets do not move.
const TEST_FLOORS = {
  problemsRouted: 44 / 47,
  offTopicAnswered: 3 / 84,
  inDomainRight: 161 / 177,
  followUpsRight: 29 / 32,
};
