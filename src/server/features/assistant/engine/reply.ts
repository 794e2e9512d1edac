import type { SiteConfig } from '../../../../contracts/site';
import { composeFromDoc } from './compose';
import type { KnowledgeDoc } from './documents';
import { detectIntent, type Intent, intentReply } from './intents';
import type { DocMatch, MeaningIndex, Retrieval } from './meaning-index';
import { isProblemReport, supportRoute } from './support';

export type Confidence = 'intent' | 'answer' | 'hedged' | 'none';

/** A source named under an answer: a curated entry (its id) or a page of the site (its link). */
export interface ReplySource {
  id: number | null;
  title: string;
  link: string | null;
}

/** What the search considered, for the suggestion an unanswered question leaves and for staff. */
export interface Candidate {
  id: number | null;
  key: string;
  title: string;
  score: number;
}

/** Why the reply was given or refused, in terms staff can read. */
export interface Explanation {
  /** The subject recognised, or null. */
  topic: string | null;
  reason: string;
  /** The question's words as read (a corrected slip shows as "hopsital → hospital") and how well each is covered. */
  words: { word: string; coverage: number }[];
  sources: { title: string; link: string | null; score: number; coverage: number }[];
  runnerUp: { title: string; score: number; coverage: number } | null;
  /** The message was read together with the previous one. */
  followUp: boolean;
}

export interface EngineReply {
  text: string;
  confidence: Confidence;
  intent?: Intent;
  sources: ReplySource[];
  candidates: Candidate[];
  explanation: Explanation;
  /** Nothing in the knowledge is about it: not a training suggestion, counted apart. */
  offTopic: boolean;
  /** The question's words that no document covers: what a suggestion lacks. */
  uncovered: string[];
  /** A fault, a charge or a safety issue: routed to support. */
  problem: boolean;
}

/** The earlier turn of the conversation a short follow-up is read against. */
export interface ConversationContext {
  previousQuestion: string;
}

/**
 * The decision limits, chosen on the development half of the question set (eval/assistant/visitors.json):
 * answer when the best document covers most of what the question says, part of it in its heading, and no document
 * of another topic fits as well; hedge when two topics fit equally; otherwise hand over.
 */
export const thresholds = {
  answerCoverage: 0.7,
  answerHeading: 0.4,
  /** Of the question's weight, the share the best has by the words themselves (not only close meanings). */
  answerExact: 0.7,
  /** A word saying this much that the best does not cover names another subject ("iphone", "recipe"). */
  answerGap: 0.5,
  /** The best must score this much above the best document of another topic, or the reply is a hedge. */
  answerLead: 1.02,
  /** Below this coverage, or this share of its words found as such, nothing in the knowledge is about it. */
  inDomainCoverage: 0.25,
  inDomainExact: 0.1,
  /** A word covered less than this is a gap the suggestion names. */
  wordCovered: 0.5,
};
export type Thresholds = typeof thresholds;

const toCandidate = (match: DocMatch): Candidate => ({
  id: match.doc.entryId,
  key: match.doc.key,
  title: match.doc.title,
  score: Math.round(match.score * 1000) / 1000,
});

const toSource = (doc: KnowledgeDoc): ReplySource => ({ id: doc.entryId, title: doc.title, link: doc.link });

/** Where a problem is reported: linked under every reply to a problem report. */
const CUSTOMER_SERVICE: ReplySource = { id: null, title: 'Customer Service', link: '/customer-service' };

// The hand-off offers a person by phone, e-mail, or the transcript of the conversation.
export const TRANSCRIPT_OFFER =
  'You can also have this conversation e-mailed to you with **Get Chat Transcript via Email**, and our team will have the details.';

function salesHandOff(site: SiteConfig) {
  return `Our team can help: call **${site.phone}** or e-mail **${site.email}**, and we respond within 24 hours.`;
}

type Decision =
  | { tier: 'none'; best?: DocMatch; other?: undefined; reason: string }
  | { tier: 'answer'; best: DocMatch; other?: undefined; reason: string }
  | { tier: 'hedged'; best: DocMatch; other: DocMatch; reason: string };

function decide(retrieval: Retrieval, limits: Thresholds): Decision {
  const [best] = retrieval.ranked;
  if (!best || retrieval.words.length === 0) return { tier: 'none', reason: 'no meaningful words' };
  const other = retrieval.ranked.find((match) => match.doc.topic !== best.doc.topic && !sameSubject(best, match));
  if (best.coverage < limits.answerCoverage)
    return { tier: 'none', best, reason: `the best covers ${pct(best.coverage)} of the question` };
  if (best.headingCoverage < limits.answerHeading)
    return { tier: 'none', best, reason: `the question's words are only mentioned in passing by the best` };
  if (best.exactShare < limits.answerExact)
    return { tier: 'none', best, reason: 'the best has few of the words asked, only words close to them' };
  if (best.largestGap > limits.answerGap)
    return { tier: 'none', best, reason: 'a word that says much is covered by nothing' };
  if (other && best.score < other.score * limits.answerLead && other.coverage >= limits.answerCoverage)
    return { tier: 'hedged', best, other, reason: 'two topics fit about equally' };
  return { tier: 'answer', best, reason: `the best covers ${pct(best.coverage)} of the question` };
}

/**
 * How alike two documents cover the question's words (cosine of their per-word coverage), over all of them or only
 * over those the first covers.
 */
function alike(a: DocMatch, b: DocMatch, onlyCoveredByA = false) {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.perWord.forEach((x, i) => {
    if (onlyCoveredByA && x === 0) return;
    const y = b.perWord[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  });
  return dot / Math.sqrt(na * nb || 1);
}

/** Two documents that cover the question's words alike are about the same thing (an entry and its market page). */
const sameSubject = (a: DocMatch, b: DocMatch) =>
  (a.doc.entryId === null || b.doc.entryId === null) && alike(a, b) > 0.97;

const pct = (share: number) => `${Math.round(share * 100)} %`;

/** A short message that leans on the one before ("and how much would that cost?", "what about gyms"). */
function looksLikeFollowUp(message: string, wordCount: number) {
  return (
    wordCount <= 6 &&
    (/^\s*(and|also|so|but|then|what about|how about|ok(ay)?|same)\b/i.test(message) ||
      /\b(that|this|it|they|them|those|there|one|ones|us|we)\b/i.test(message) ||
      wordCount <= 2)
  );
}

/**
 * A chatty message ("Hi! Our condo board is thinking about it. Who restocks it?") is read as its questions, with
 * the sentences around them as background: what it asks weighs more than how it sets the scene.
 */
function retrieveAsked(index: MeaningIndex, message: string) {
  const sentences =
    message
      .match(/[^.!?\n]+[.!?]*/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [];
  const asked = sentences.filter((s) => s.endsWith('?'));
  if (sentences.length < 2 || asked.length === 0 || asked.length === sentences.length) return index.retrieve(message);
  const scene = sentences.filter((s) => !s.endsWith('?')).join(' ');
  return index.retrieve(asked.join(' '), { words: index.read(scene), factor: SCENE_WEIGHT });
}
const SCENE_WEIGHT = 0.35;
/** The previous question's words, read into a follow-up that does not stand alone, count this much. */
const FOLLOW_UP_WEIGHT = 0.3;

/** The offline engine's reply to one visitor message, read against the previous one when it is a follow-up. */
export function replyTo(
  index: MeaningIndex,
  message: string,
  site: SiteConfig,
  context: ConversationContext | undefined = undefined,
  limits: Thresholds = thresholds,
): EngineReply {
  const intent = detectIntent(message);
  if (intent)
    return {
      text: intentReply(intent, site),
      confidence: 'intent',
      intent,
      sources: [],
      candidates: [],
      explanation: { topic: intent, reason: 'a fixed reply', words: [], sources: [], runnerUp: null, followUp: false },
      offTopic: false,
      uncovered: [],
      problem: intent === 'tech_support',
    };

  let retrieval = retrieveAsked(index, message);
  let decision = decide(retrieval, limits);
  let followUp = false;
  if (context && decision.tier !== 'answer' && looksLikeFollowUp(message, retrieval.words.length)) {
    const withContext = index.retrieve(message, {
      words: index.read(context.previousQuestion),
      factor: FOLLOW_UP_WEIGHT,
    });
    const again = decide(withContext, limits);
    if (again.tier === 'answer' || (again.tier === 'hedged' && decision.tier === 'none')) {
      retrieval = withContext;
      decision = again;
      followUp = true;
    }
  }

  const { best } = decision;
  const uncovered = retrieval.words
    .filter((_, i) => Math.max(0, ...retrieval.ranked.slice(0, 3).map((m) => m.perWord[i] ?? 0)) < limits.wordCovered)
    .map((word) => word.word);
  const problem = isProblemReport(index, retrieval, message);
  const offTopic =
    decision.tier !== 'answer' &&
    !problem &&
    (!best || best.coverage < limits.inDomainCoverage || best.exactShare < limits.inDomainExact);
  const explanation: Explanation = {
    topic: decision.tier === 'none' ? null : (best?.doc.title ?? null),
    reason: decision.reason,
    words: retrieval.words.map((word, i) => ({
      word: word.read === word.word ? word.word : `${word.word} → ${word.read}`,
      coverage: Math.round((best?.perWord[i] ?? 0) * 100) / 100,
    })),
    sources: retrieval.ranked
      .slice(0, 3)
      .map((m) => ({ title: m.doc.title, link: m.doc.link, score: round(m.score), coverage: round(m.coverage) })),
    runnerUp: decision.other
      ? {
          title: decision.other.doc.title,
          score: round(decision.other.score),
          coverage: round(decision.other.coverage),
        }
      : null,
    followUp,
  };
  const base = {
    candidates: retrieval.ranked.slice(0, 5).map(toCandidate),
    explanation,
    offTopic,
    uncovered,
    problem,
  };

  if (decision.tier === 'none' || !best) {
    const handOff = problem ? supportRoute(site) : salesHandOff(site);
    const text = offTopic
      ? `I can only help with questions about ${site.name} and our micro markets, so I'd rather not guess on that one. ${handOff}`
      : `I'm not sure about that one, and I'd rather not guess. ${handOff} ${TRANSCRIPT_OFFER} I've noted your question so we can add the answer.`;
    return { ...base, text, confidence: 'none', sources: problem ? [CUSTOMER_SERVICE] : [] };
  }

  const body = composeFromDoc(best.doc, message);
  // The page of the site on the same subject, linked under a curated answer.
  const related = retrieval.ranked
    .slice(0, 6)
    .find((match) => match.doc.link && match.score >= best.score * 0.75 && alike(best, match, true) >= 0.85);
  const sources = [
    toSource(best.doc),
    ...(related && best.doc.link === null ? [toSource(related.doc)] : []),
    ...(problem ? [CUSTOMER_SERVICE] : []),
  ];
  const support = problem && !body.includes(site.emergencyPhone) ? `\n${supportRoute(site)}` : '';
  if (decision.tier === 'answer') return { ...base, text: `${body}${support}`, confidence: 'answer', sources };

  const { other } = decision;
  return {
    ...base,
    text: `I can answer that two ways. On **${best.doc.title}**:\n${body}\nIf you meant **${other.doc.title}**, ask me about that, or ${salesHandOff(site).replace(/^Our team can help: c/, 'c')}${support}`,
    confidence: 'hedged',
    sources: [toSource(best.doc), toSource(other.doc)],
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
