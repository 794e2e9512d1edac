import type { SiteConfig } from '../../../../contracts/site';
import { fillPlaceholders } from '../seed/fill-placeholders';
import { shippedUnansweredTopics } from '../seed/ours-unanswered';
import outOfScope from '../seed/out-of-scope.json' with { type: 'json' };
import shippedPhrasings from '../seed/phrasings.json' with { type: 'json' };
import { defaultSynonyms } from '../seed/synonyms';
import { trainingEntries } from '../seed/training-entries';
import { docFromEntry, docFromPassage, type KnowledgePassage } from './documents';
import { fingerprintOf, trainingExamples } from './intent-model/examples';
import { IntentModel, type IntentModelData, trainIntentModel } from './intent-model/model';
import { IntentReader } from './intent-model/reader';
import { knownMeanings } from './meaning/sentence-meanings';
import { MeaningIndex } from './meaning-index';
import { type ReadMeanings, replyTo, type Thresholds, textsToRead, thresholds } from './reply';
import { wordVectors } from './vectors/word-vectors';

export type QuestionKind = 'in-domain' | 'problem' | 'follow-up' | 'off-topic';

/** One visitor question of the evaluation set (eval/assistant/visitors.json). */
export interface EvalQuestion {
  id: string;
  question: string;
  persona: string;
  style: string;
  kind: QuestionKind;
  /** For a follow-up, the visitor's earlier messages, oldest first. */
  context?: string[];
  /**
   * What answers it rightly: an entry's title, `page:/path` for any section of a page of the site, `business` for
   * the business details. Empty for an off-topic question.
   */
  expected: string[];
  /** The older set's halves, or the blind set it belongs to (`blind`, `blind2`, …). */
  split: 'dev' | 'test' | 'fresh' | 'blind' | `blind${number}`;
}

export interface EvalMiss {
  id: string;
  kind: QuestionKind;
  style: string;
  question: string;
  expected: string[];
  got: string | null;
  confidence: string;
  /** Why it counts as a miss: handed off, hedged, wrong source, not routed to support, answered off-topic. */
  miss: string;
}

export interface EvalFigures {
  counts: Record<QuestionKind, number>;
  /** In-domain questions answered outright from a right source (a hedge is not; the contact details given as a fixed reply are, for a question about them). */
  inDomainRight: number;
  /** In-domain questions the knowledge has an answer for (their labeller found a right source). */
  inDomainAnswerable: number;
  /** Of those, answered outright from a right source. */
  inDomainAnswerableRight: number;
  /**
   * In-domain questions the knowledge has no answer for ("is there a minimum contract length?"), not answered from an
   * entry or a page: handed to a person, with the question noted for staff, rather than answered beside the point.
   */
  inDomainUnanswerableHeld: number;
  /** In-domain questions whose best-ranked document is a right one. */
  inDomainTop1: number;
  /** Problem reports whose reply routes to support (the 24/7 line or the support address). */
  problemsRouted: number;
  /** Problem reports answered outright from a right source. */
  problemsRight: number;
  /** Follow-ups answered outright from a right source, read with the earlier message. */
  followUpsRight: number;
  /** Follow-ups the knowledge has an answer for (their labeller found a right source; a thanks or an "ok" has none). */
  followUpsAnswerable: number;
  /**
   * Follow-ups the knowledge has no answer for (a thanks, an "ok", a detail no entry gives), not answered from an
   * entry or a page: acknowledged, or handed to a person, rather than answered beside the point.
   */
  followUpsUnanswerableHeld: number;
  /** Off-topic questions answered as if known (outright, from any source). */
  offTopicAnswered: number;
  misses: EvalMiss[];
}

/** The seeded entries as the engine reads them, ids from 1 in the order they are seeded. */
export function seededEntries(site: SiteConfig) {
  return trainingEntries.map((entry, i) => ({
    ...entry,
    id: i + 1,
    title: fillPlaceholders(entry.title, site),
    content: fillPlaceholders(entry.content, site),
    phrasings: ((shippedPhrasings as Record<string, string[]>)[entry.title] ?? []).map((text) =>
      fillPlaceholders(text, site),
    ),
  }));
}

/** The seeded knowledge as the engine indexes it: the starting entries and the site's passages. */
export function seededIndex(site: SiteConfig, passages: KnowledgePassage[] = [], vectors = wordVectors()) {
  const docs = seededEntries(site).map(docFromEntry);
  return new MeaningIndex([...docs, ...passages.map(docFromPassage)], vectors, defaultSynonyms);
}

const trainedSeeds = new Map<string, IntentModelData>();

/**
 * The intent reader of the seeded knowledge: the model trained here, in this thread, on the seeded entries'
 * phrasings and the shipped out-of-scope examples (one training per process and set of examples).
 */
export async function seededReader(site: SiteConfig, passages: KnowledgePassage[] = []) {
  const examples = trainingExamples(seededEntries(site), outOfScope as string[], shippedUnansweredTopics);
  const fingerprint = fingerprintOf(examples);
  let data = trainedSeeds.get(fingerprint);
  if (!data) {
    // The shipped meanings hold the seeded sentences; a site whose details differ has a few more to read.
    const meanings = knownMeanings();
    await meanings.complete(examples.map((example) => example.text));
    data = trainIntentModel(examples, (text) => meanings.get(text));
    trainedSeeds.set(fingerprint, data);
  }
  return new IntentReader(
    new IntentModel(data),
    examples,
    passages.map((passage) => `${passage.pageTitle} ${passage.section} ${passage.text}`),
  );
}

/** Whether any of these sources is one the question accepts. */
export function fromRightSource(sources: { title: string; link?: string | null }[], expected: string[]): boolean {
  return sources.some((source) =>
    expected.some((want) => {
      const link = source.link ?? '';
      if (want === 'business') return source.title.endsWith('Business details');
      if (want.startsWith('page:')) {
        const page = want.slice('page:'.length);
        return link === page || link.startsWith(`${page}#`);
      }
      return source.title === want;
    }),
  );
}

/**
 * The fixed replies that give the business's contact details (its hours, phone and e-mail): a question whose right
 * source is the business details or the contact entry is answered by them as well as by the entry.
 */
const CONTACT_REPLIES = new Set<string>(['hours', 'human']);
const CONTACT_ENTRY = 'How can I contact you?';
const CONTACT_SOURCES = new Set(['business', CONTACT_ENTRY]);

/**
 * The labels a question accepts, read as the knowledge is now: the contact entry lists the business details (phone,
 * e-mails, hours, office address and company name, decision 070), so it answers a question about them too.
 */
const accepted = (expected: string[]) => (expected.includes('business') ? [...expected, CONTACT_ENTRY] : expected);

/** Whether the reply answered the question from a source it accepts (a hedge or a hand-off never does). */
export function answeredRight(
  reply: { confidence: string; intent?: string; sources: { title: string; link?: string | null }[] },
  expected: string[],
): boolean {
  if (reply.confidence === 'intent')
    return CONTACT_REPLIES.has(reply.intent ?? '') && expected.some((want) => CONTACT_SOURCES.has(want));
  return reply.confidence === 'answer' && fromRightSource(reply.sources, accepted(expected));
}

const share = (part: number, whole: number) => (whole ? part / whole : 0);

/** The sentence meanings of every text the model reads for these questions, read before they are asked. */
export function meaningsOfQuestions(index: MeaningIndex, questions: readonly EvalQuestion[]): Promise<ReadMeanings> {
  return meaningsOfTexts(questions.flatMap((q) => textsToRead(index, q.question, contextOf(q))));
}

/** The sentence meanings of these texts: the shipped ones looked up, the others read by the encoder. */
export async function meaningsOfTexts(texts: readonly string[]): Promise<ReadMeanings> {
  const meanings = knownMeanings().subset(texts);
  await meanings.complete(texts);
  return meanings.byText(texts);
}

const contextOf = (q: EvalQuestion) => {
  const previous = q.context?.at(-1);
  return previous ? { previousQuestion: previous } : undefined;
};

/** Runs the questions through the offline engine and counts what a visitor would have seen. */
export function evaluate(
  index: MeaningIndex,
  reader: IntentReader,
  questions: EvalQuestion[],
  site: SiteConfig,
  limits: Thresholds = thresholds,
  meanings: ReadMeanings = new Map(),
): EvalFigures {
  const counts: Record<QuestionKind, number> = { 'in-domain': 0, problem: 0, 'follow-up': 0, 'off-topic': 0 };
  const tally = {
    inDomainRight: 0,
    inDomainAnswerable: 0,
    inDomainAnswerableRight: 0,
    inDomainUnanswerableHeld: 0,
    inDomainTop1: 0,
    problemsRouted: 0,
    problemsRight: 0,
    followUpsRight: 0,
    followUpsAnswerable: 0,
    followUpsUnanswerableHeld: 0,
    offTopicAnswered: 0,
  };
  const misses: EvalMiss[] = [];
  for (const q of questions) {
    counts[q.kind]++;
    const previous = q.context?.at(-1);
    const reply = replyTo(index, reader, q.question, site, contextOf(q), limits, meanings);
    const right = answeredRight(reply, q.expected);
    const miss = (why: string) =>
      misses.push({
        id: q.id,
        kind: q.kind,
        style: q.style,
        question: previous ? `${previous} → ${q.question}` : q.question,
        expected: q.expected,
        got: reply.sources[0]?.title ?? reply.intent ?? null,
        confidence: reply.confidence,
        miss: why,
      });
    const whyNot = () =>
      reply.confidence === 'none'
        ? 'handed off'
        : reply.confidence === 'hedged'
          ? 'hedged'
          : reply.confidence === 'intent'
            ? 'fixed reply'
            : 'wrong source';
    switch (q.kind) {
      case 'in-domain':
        if (right) tally.inDomainRight++;
        else miss(whyNot());
        if (q.expected.length === 0) {
          if (reply.confidence !== 'answer') tally.inDomainUnanswerableHeld++;
        } else {
          tally.inDomainAnswerable++;
          if (right) tally.inDomainAnswerableRight++;
        }
        if (
          fromRightSource(
            reply.candidates.slice(0, 1).flatMap((c) => index.doc(c.key) ?? []),
            q.expected,
          )
        )
          tally.inDomainTop1++;
        break;
      case 'problem': {
        const routed = reply.text.includes(site.emergencyPhone) || reply.text.includes(site.supportEmail);
        if (routed) tally.problemsRouted++;
        if (right) tally.problemsRight++;
        if (!routed) miss('not routed to support');
        break;
      }
      case 'follow-up':
        if (right) tally.followUpsRight++;
        else miss(whyNot());
        if (q.expected.length > 0) tally.followUpsAnswerable++;
        else if (reply.confidence !== 'answer') tally.followUpsUnanswerableHeld++;
        break;
      case 'off-topic':
        if (reply.confidence === 'answer') {
          tally.offTopicAnswered++;
          miss('answered off-topic');
        }
        break;
    }
  }
  return { counts, ...tally, misses };
}

/** The figures as shares of their question counts, for printing and for the floors the tests hold. */
export function shares(figures: EvalFigures) {
  return {
    inDomainRight: share(figures.inDomainRight, figures.counts['in-domain']),
    inDomainAnswerableRight: share(figures.inDomainAnswerableRight, figures.inDomainAnswerable),
    inDomainUnanswerableHeld: share(
      figures.inDomainUnanswerableHeld,
      figures.counts['in-domain'] - figures.inDomainAnswerable,
    ),
    inDomainTop1: share(figures.inDomainTop1, figures.counts['in-domain']),
    problemsRouted: share(figures.problemsRouted, figures.counts.problem),
    problemsRight: share(figures.problemsRight, figures.counts.problem),
    followUpsRight: share(figures.followUpsRight, figures.counts['follow-up']),
    followUpsAnswerableRight: share(figures.followUpsRight, figures.followUpsAnswerable),
    followUpsUnanswerableHeld: share(
      figures.followUpsUnanswerableHeld,
      figures.counts['follow-up'] - figures.followUpsAnswerable,
    ),
    offTopicAnswered: share(figures.offTopicAnswered, figures.counts['off-topic']),
  };
}
