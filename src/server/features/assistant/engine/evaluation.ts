import type { SiteConfig } from '../../../../contracts/site';
import { fillPlaceholders } from '../seed/fill-placeholders';
import { defaultSynonyms } from '../seed/synonyms';
import { trainingEntries } from '../seed/training-entries';
import { KnowledgeIndex } from './knowledge-index';
import { replyTo, type Thresholds, thresholds } from './reply';

export interface EvalQuestion {
  question: string;
  /** The title of the entry that should answer, or null for an off-topic question. */
  expected: string | null;
  split: 'dev' | 'test';
}

export interface EvalFigures {
  questions: number;
  inDomain: number;
  offTopic: number;
  /** In-domain questions whose best candidate is the expected entry. */
  top1: number;
  top3: number;
  /** In-domain questions answered outright (not hedged, not handed over). */
  answered: number;
  /** Of the outright answers to in-domain questions, the share from the expected entry. */
  precision: number;
  /** In-domain questions given a hedged answer from the expected entry. */
  hedgedRight: number;
  /** Off-topic questions answered outright: the false answers. */
  offTopicAnswered: number;
  /** Off-topic questions given a hedge ("Here is what I have on ..."). */
  offTopicHedged: number;
  misses: { question: string; expected: string | null; got: string | null; confidence: string }[];
}

/** The seeded knowledge as the engine indexes it, with the configured business details. */
export function seededIndex(site: SiteConfig) {
  const entries = trainingEntries.map((entry, i) => ({
    ...entry,
    id: i + 1,
    title: fillPlaceholders(entry.title, site),
    content: fillPlaceholders(entry.content, site),
  }));
  return new KnowledgeIndex(entries, defaultSynonyms);
}

const share = (part: number, whole: number) => (whole ? part / whole : 0);

/** Runs the question set through the offline engine and counts what a visitor would have seen. */
export function evaluate(
  index: KnowledgeIndex,
  questions: EvalQuestion[],
  site: SiteConfig,
  limits: Thresholds = thresholds,
): EvalFigures {
  let top1 = 0;
  let top3 = 0;
  let answered = 0;
  let answeredRight = 0;
  let hedgedRight = 0;
  let offTopicAnswered = 0;
  let offTopicHedged = 0;
  const misses: EvalFigures['misses'] = [];
  const inDomain = questions.filter((q) => q.expected !== null).length;
  for (const q of questions) {
    const reply = replyTo(index, q.question, site, limits);
    const titles = reply.candidates.map((candidate) => candidate.title);
    const got = reply.sources[0]?.title ?? null;
    if (q.expected === null) {
      if (reply.confidence === 'answer') offTopicAnswered += 1;
      if (reply.confidence === 'hedged') offTopicHedged += 1;
      if (reply.confidence === 'answer' || reply.confidence === 'hedged')
        misses.push({ question: q.question, expected: null, got, confidence: reply.confidence });
      continue;
    }
    if (titles[0] === q.expected) top1 += 1;
    if (titles.slice(0, 3).includes(q.expected)) top3 += 1;
    if (reply.confidence === 'answer') {
      answered += 1;
      if (got === q.expected) answeredRight += 1;
    }
    if (reply.confidence === 'hedged' && got === q.expected) hedgedRight += 1;
    if (reply.confidence !== 'answer' || got !== q.expected)
      misses.push({ question: q.question, expected: q.expected, got, confidence: reply.confidence });
  }
  const offTopic = questions.length - inDomain;
  return {
    questions: questions.length,
    inDomain,
    offTopic,
    top1: share(top1, inDomain),
    top3: share(top3, inDomain),
    answered: share(answered, inDomain),
    precision: share(answeredRight, answered),
    hedgedRight: share(hedgedRight, inDomain),
    offTopicAnswered: share(offTopicAnswered, offTopic),
    offTopicHedged: share(offTopicHedged, offTopic),
    misses,
  };
}
