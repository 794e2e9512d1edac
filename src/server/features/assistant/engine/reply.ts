import type { SiteConfig } from '../../../../contracts/site';
import { composeFromDoc } from './compose';
import { detailPassage, detailText } from './detail-passages';
import type { KnowledgeDoc } from './documents';
import { NONE, UNANSWERED } from './intent-model/model';
import type { IntentReader, Understanding } from './intent-model/reader';
import { detectIntent, type Intent, intentReply } from './intents';
import type { DocMatch, MeaningIndex, Retrieval } from './meaning-index';
import { propertyPageFor, propertyPageOfQuestion } from './property-pages';
import { isSum } from './sums';
import { isProblemReport, reportSigns, SUPPORT_TOPICS, supportRoute } from './support';
import { normalize } from './text';

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
  /** What the intent model understood: its entry (or none), how sure, its runner-up, and the closest phrasing. */
  model: ModelExplanation | null;
}

export interface ModelExplanation {
  /** The entry's title, or null for "not ours to answer". */
  entry: string | null;
  probability: number;
  runnerUp: { title: string | null; probability: number } | null;
  closestPhrasing: string | null;
  /** The message is word for word a phrasing staff taught. */
  taught: boolean;
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

/** A follow-up as the model reads it with the question before it. */
const withPrevious = (context: ConversationContext, message: string) => `${context.previousQuestion} ${message}`;

/**
 * A number of five digits or more (an order, a card, a booking) says nothing of what is asked, and the encoder's
 * reading of a message moved with its digits (decision 076): it reads the message without it.
 */
const withoutLongNumbers = (text: string) =>
  text
    .replace(/\d{5,}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The most words of a message the sentence encoder reads. Its time grows faster than the length (about 16 ms for
 * 20 words, 29 ms for 40, 54 ms for 60, 80 ms for 110): the longest messages set the answer's p99 (decision 089).
 */
export const ENCODER_WORDS = 40;

/**
 * A long message as the encoder reads it: its questions first, then the sentences that set the scene, up to
 * `ENCODER_WORDS` words ("Hi! We're a 200-room hotel ... Could you put one in our lobby?" keeps its question).
 */
export function withinEncoderReach(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= ENCODER_WORDS) return text;
  const parts = askedAndScene(text);
  const ordered = parts ? `${parts.asked} ${parts.scene}` : text;
  return ordered.split(/\s+/).filter(Boolean).slice(0, ENCODER_WORDS).join(' ');
}

/**
 * A text as the sentence encoder reads it: staff's synonyms read as the words they stand for ("tariff" as "cost"),
 * and the slips the word reader corrected ("hopsitals" as "hospitals"), which the encoder cannot know or mend
 * itself; otherwise as typed (its own words and their order it reads well).
 */
function forEncoder(index: MeaningIndex, asTyped: string): string {
  const text = withinEncoderReach(withoutLongNumbers(asTyped));
  const expanded = index.expand(text);
  const fixes = new Map(
    index
      .read(text)
      .filter((word) => word.read !== word.word)
      .map((word) => [word.word, word.read]),
  );
  if (fixes.size === 0) return expanded;
  return normalize(expanded)
    .split(' ')
    .map((word) => fixes.get(word) ?? word)
    .join(' ');
}

/**
 * The texts whose sentence meaning the model reads for a message (none for a fixed reply): the message, and after
 * a question, the two together (a follow-up is read with the question before it) and the question alone (the kind
 * of property it spoke of). Their meanings are read before the reply: the sentence encoder answers asynchronously,
 * the reply does not.
 */
export function textsToRead(index: MeaningIndex, message: string, context?: ConversationContext): string[] {
  // A fixed reply ("hello", "what are your hours") is given before the model reads anything.
  if (detectIntent(message)) return [];
  // The reply reads a message with the one before only when it looks like a follow-up, its words counted as the
  // reply's word search reads them: the encoder reads the two together then, and only then.
  const mayFollow = context !== undefined && looksLikeFollowUp(message, wordsAsked(index, message));
  return mayFollow
    ? [
        forEncoder(index, message),
        forEncoder(index, withPrevious(context, message)),
        forEncoder(index, context.previousQuestion),
      ]
    : [forEncoder(index, message)];
}

/** The sentence meanings of `textsToRead`, by text (one not read is read without its meaning). */
export type ReadMeanings = ReadonlyMap<string, Float32Array>;

/**
 * The decision limits, chosen on development questions (eval/assistant/visitors.json, decision 051; floor and
 * "none" ceiling again with the sentence encoder, decision 067; the floor again with decision 069's phrasings, the
 * ceiling again with decision 070's training; both again with the closest examples' vote, decision 076). An entry
 * answers when the intent model picks it with enough probability, the "none" class is not likely (a problem report's troubleshooting entry allows it more), and the
 * message's telling words are mostly ones the knowledge uses. A page's passage answers what no entry does when the passage covers most of what the question says, part of
 * it in its heading, and no document of another topic fits as well; otherwise hand over.
 */
export const thresholds = {
  /**
   * The model's probability of its entry (the closest examples' vote mixed in) below which it does not answer from
   * it; 0.3 before decision 076, with 0.15 when the word search agreed (the answers 0.15-0.2 would add are about half
   * right).
   */
  entryFloor: 0.2,
  /** How close in meaning (cosine of word vectors) a knowledge word must be to stand in for a word it lacks. */
  nearWord: 0.65,
  /**
   * Above this probability of "not ours to answer", no entry answers (0.3 before decision 080, whose out-of-scope
   * messages about a property's other needs raise "not ours" a little on questions that are ours: at 0.3 they would
   * answer 18 fewer in-domain questions right over the development sets).
   */
  noneCeiling: 0.35,
  /**
   * A message the model reads alone as not ours at least this surely is not read with the question before it (0.8
   * before decision 078: an off-topic message after a question was answered from its topic almost twice as often
   * as alone).
   */
  followUpNoneCeiling: 0.65,
  /** The same for a problem report whose troubleshooting entry the model picks (decision 069). */
  reportNoneCeiling: 0.5,
  /** A message whose telling words are at least this much unknown to the knowledge is about something else. */
  unknownCeiling: 0.7,
  /** A message handed off is "not our topic" when the model reads it as not ours with at least this probability. */
  offTopicNone: 0.5,
  /**
   * An answer from a general entry links the market page of a kind of property when the model gives that property's
   * entry at least this probability: the visitor speaks of hotels, gyms, a campus (its runner-up at 0.2 before
   * decision 076).
   */
  propertyShare: 0.1,
  /**
   * A message answered from an entry that is not a troubleshooting one is a report by a weak sign (`reportSigns`)
   * only when the model gives the support entries together at least this probability (decision 072; 0.05 before
   * decision 076, and 0.01 below, when no vote spread the probabilities).
   */
  faultSupportShare: 0.1,
  /** The same for a message no entry answers: its hand-off carries the support route instead of the sales one. */
  handOffSupportShare: 0.1,
  /**
   * A weak sign is no report when the model reads the message as not ours at least this surely: "my laptop screen
   * is cracked" is near the kiosk's screen in meaning, and the closest examples' vote gives the support entries a
   * share of it (decision 076).
   */
  weakReportNoneCeiling: 0.7,
  /**
   * A message the model reads as not ours (under `weakReportNoneCeiling`) while it gives the support entries together
   * at least this probability is a report with no sign in its words ("every tub of ice cream is soft then refrozen,
   * freezer probably quit", "the whole unit tipped toward me when I pulled the door"): its hand-off carries the
   * support route (decision 082).
   */
  modelReportShare: 0.3,
  /**
   * A message is handed off as a question of ours no entry answers only when the model is this sure of it; less sure,
   * it is read as if that class were not there (decision 085).
   */
  unansweredFloor: 0.45,
  /** Above this probability of "not ours", not even a passage answers (0.9 before decision 072). */
  passageNoneCeiling: 0.6,
  answerCoverage: 0.7,
  answerHeading: 0.4,
  /** Of the question's weight, the share the best has by the words themselves (not only close meanings). */
  answerExact: 0.7,
  /**
   * A passage that has this share of the question's words itself (all of them) answers even when they are not in
   * its heading: "batteries?" is answered by the condo page's scenario that names them.
   */
  answerAllWords: 1,
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

/** The 24/7 line, under a hand-off that is not a report's. */
const urgentLine = (site: SiteConfig) =>
  `If something is wrong at one of our markets, call our 24/7 line **${site.emergencyPhone}**.`;

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
  if (best.headingCoverage < limits.answerHeading && best.exactShare < limits.answerAllWords)
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
  const parts = askedAndScene(message);
  if (!parts) return index.retrieve(message);
  return index.retrieve(parts.asked, { words: index.read(parts.scene), factor: SCENE_WEIGHT });
}

/** A message of several sentences, some of them questions: its questions, and the sentences that set the scene. */
function askedAndScene(message: string): { asked: string; scene: string } | undefined {
  const sentences =
    message
      .match(/[^.!?\n]+[.!?]*/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [];
  const asked = sentences.filter((s) => s.endsWith('?'));
  if (sentences.length < 2 || asked.length === 0 || asked.length === sentences.length) return undefined;
  return { asked: asked.join(' '), scene: sentences.filter((s) => !s.endsWith('?')).join(' ') };
}

/** How many of a message's words the reply's word search reads (`retrieveAsked`), without the search itself. */
function wordsAsked(index: MeaningIndex, message: string) {
  const parts = askedAndScene(message);
  return parts ? index.read(parts.asked).length + index.read(parts.scene).length : index.read(message).length;
}
const SCENE_WEIGHT = 0.35;
/** The previous question's words, read into a follow-up that does not stand alone, count this much. */
const FOLLOW_UP_WEIGHT = 0.3;

/**
 * What the engine reads of a message before its sentence meaning is needed: a fixed reply's intent, or the word
 * search and the message as the model reads it, alone and (a follow-up) with the question before it. The server
 * works it out while the sentence encoder reads the message in its own thread.
 */
export type MessageReading =
  | { intent: Intent }
  | {
      intent?: undefined;
      message: string;
      retrieval: Retrieval;
      asRead: string;
      withPrevious?: { text: string; retrieval: Retrieval; asRead: string; previousQuestion: string };
    };

/** Reads a message as far as it goes without its sentence meaning (`MessageReading`). */
export function readMessage(
  index: MeaningIndex,
  reader: IntentReader,
  message: string,
  context: ConversationContext | undefined = undefined,
  limits: Thresholds = thresholds,
): MessageReading {
  const intent = detectIntent(message);
  if (intent) return { intent };
  const retrieval = retrieveAsked(index, message);
  const reading = { message, retrieval, asRead: corrected(index, message, retrieval, reader, limits) };
  if (!context || !looksLikeFollowUp(message, retrieval.words.length)) return reading;
  // A short message leaning on the one before is read with it too.
  const withContext = index.retrieve(message, {
    words: index.read(context.previousQuestion),
    factor: FOLLOW_UP_WEIGHT,
  });
  const text = withPrevious(context, message);
  return {
    ...reading,
    withPrevious: {
      text,
      retrieval: withContext,
      asRead: corrected(index, text, withContext, reader, limits),
      previousQuestion: context.previousQuestion,
    },
  };
}

/** The offline engine's reply to one visitor message, read against the previous one when it is a follow-up. */
export function replyTo(
  index: MeaningIndex,
  reader: IntentReader,
  message: string,
  site: SiteConfig,
  context: ConversationContext | undefined = undefined,
  limits: Thresholds = thresholds,
  meanings: ReadMeanings = new Map(),
): EngineReply {
  return replyToReading(index, reader, readMessage(index, reader, message, context, limits), site, limits, meanings);
}

/** Whether the class is an entry that handles a fault or a report. */
const isSupportEntry = (index: MeaningIndex, label: string) => SUPPORT_TOPICS.has(index.doc(label)?.topic ?? '');

/**
 * Whether a message reads as a report: a clear sign of one, a weak sign with the model giving the support entries
 * together at least `least` ("pricing?" answered from the cost entry is no report, nor is "is it going to rain
 * today?" handed off), or no sign the word search sees while the model, reading it as not ours, still gives the
 * support entries together `modelReportShare`.
 */
function readsAsReport(
  index: MeaningIndex,
  retrieval: Retrieval,
  message: string,
  understood: Understanding,
  least: number,
  limits: Thresholds,
) {
  const signs = reportSigns(index, retrieval, message);
  if (signs.clear) return true;
  if (understood.none >= limits.weakReportNoneCeiling) return false;
  const supportShare = understood.shareOf((label) => isSupportEntry(index, label));
  return (
    (signs.weak && supportShare >= least) || (understood.label === NONE && supportShare >= limits.modelReportShare)
  );
}

/** Why no entry answers, for the explanation staff see. */
function whyNoEntry(understood: Understanding, limits: Thresholds) {
  if (understood.label === NONE) return `the model reads it as not ours to answer (${pct(understood.none)})`;
  if (understood.label === UNANSWERED)
    return `the model reads it as ours, but as a question no entry answers (${pct(understood.probability)})`;
  const sure = `the model is ${pct(understood.probability)} sure of its best entry`;
  if (understood.probability < limits.entryFloor)
    return `the model is only ${pct(understood.probability)} sure of its best entry`;
  if (understood.none > limits.noneCeiling) return `${sure}, but ${pct(understood.none)} sure it is not ours`;
  return `${sure}, but most of the words asked are ones the knowledge does not use`;
}

/** The reply to a message as `readMessage` read it, with the sentence meanings of its `textsToRead`. */
export function replyToReading(
  index: MeaningIndex,
  reader: IntentReader,
  reading: MessageReading,
  site: SiteConfig,
  limits: Thresholds = thresholds,
  meanings: ReadMeanings = new Map(),
): EngineReply {
  const { intent } = reading;
  if (intent)
    return {
      text: intentReply(intent, site),
      confidence: 'intent',
      intent,
      sources: [],
      candidates: [],
      explanation: {
        topic: intent,
        reason: 'a fixed reply',
        words: [],
        sources: [],
        runnerUp: null,
        followUp: false,
        model: null,
      },
      offTopic: false,
      uncovered: [],
      problem: intent === 'tech_support',
    };
  const { message } = reading;

  // A report of a fault whose troubleshooting entry the model picks is ours, though "not ours" is likelier than an
  // entry's answer allows: the traps about machines and charges elsewhere pull a real report towards "not ours".
  const reportsItsFault = (understood: Understanding, retrieval: Retrieval) =>
    understood.none <= limits.reportNoneCeiling &&
    SUPPORT_TOPICS.has(index.doc(understood.label)?.topic ?? '') &&
    isProblemReport(index, retrieval, message);
  // The entry the model is sure of, if any (its document may be gone while a retraining catches up).
  const sureEntry = (understood: Understanding, retrieval: Retrieval) => {
    if (understood.label === NONE) return undefined;
    const sure =
      understood.taught ||
      (understood.probability >= limits.entryFloor &&
        (understood.none <= limits.noneCeiling || reportsItsFault(understood, retrieval)) &&
        reader.unknownShare(retrieval.words) < limits.unknownCeiling);
    return sure ? index.doc(understood.label) : undefined;
  };
  let retrieval = reading.retrieval;
  let understood = settled(
    understand(reader, message, reading.asRead, meanings.get(forEncoder(index, message))),
    limits,
  );
  let entry = sureEntry(understood, retrieval);
  let followUp = false;
  // A follow-up read with the question before it: the reading the model is surer of wins.
  if (reading.withPrevious) {
    const { text, retrieval: withContext, asRead } = reading.withPrevious;
    const again = settled(reader.understand(asRead, meanings.get(forEncoder(index, text))), limits);
    const found = sureEntry(again, withContext);
    // Not for a message the model reads alone as surely not ours: "what's the capital of France?" after "do you do
    // hotels?" is read with hotels, and would be answered from their entry (decision 072). A report's next message
    // ("still frozen after 10 minutes, now what") is read with it all the same.
    const surelyElsewhere =
      understood.label === NONE &&
      understood.none >= limits.followUpNoneCeiling &&
      !readsAsReport(index, retrieval, message, understood, limits.handOffSupportShare, limits);
    if (found && !surelyElsewhere && (!entry || again.probability > understood.probability)) {
      retrieval = withContext;
      understood = again;
      entry = found;
      followUp = true;
    }
  }
  // A sum ("17 times 23?", "15% of 80") is never ours, though its figures may be the site's ("+15%").
  const sum = !understood.taught && isSum(message);
  if (sum) entry = undefined;
  // No entry: a page's passage may say it, under the strict rule of word coverage.
  const passages = { words: retrieval.words, ranked: retrieval.ranked.filter((match) => match.doc.entryId === null) };
  // A question of ours no entry answers may still be one a page answers ("cold remedies?"): passages are weighed.
  const passage = entry || sum || understood.none > limits.passageNoneCeiling ? undefined : decide(passages, limits);
  const decision: Decision = entry
    ? {
        tier: 'answer',
        best: retrieval.ranked.find((match) => match.doc.key === entry.key) ?? wholeMatch(entry, retrieval),
        reason: understood.taught
          ? 'a phrasing staff taught'
          : `the model is ${pct(understood.probability)} sure of this entry`,
      }
    : passage?.tier === 'answer'
      ? passage
      : {
          tier: 'none',
          ...(retrieval.ranked[0] ? { best: retrieval.ranked[0] } : {}),
          reason: sum ? 'a sum, not a question about us' : whyNoEntry(understood, limits),
        };

  const { best } = decision;
  const uncovered = retrieval.words
    .filter((_, i) => Math.max(0, ...retrieval.ranked.slice(0, 3).map((m) => m.perWord[i] ?? 0)) < limits.wordCovered)
    .map((word) => word.word);
  // A report: answered from a troubleshooting entry, or reading as one (the model's share of the support entries
  // asked of a weak sign is smaller where no entry answers).
  const problem =
    !sum &&
    ((entry !== undefined && SUPPORT_TOPICS.has(entry.topic)) ||
      readsAsReport(
        index,
        retrieval,
        message,
        understood,
        entry ? limits.faultSupportShare : limits.handOffSupportShare,
        limits,
      ));
  // "Not our topic" is said only when the model reads the message as not ours with some confidence, or nothing in the
  // knowledge is about its words; a message the model cannot place (no class likely) or holds back from an entry it
  // is sure of (words the knowledge lacks) is "not sure", and noted for staff to answer.
  const surelyOurs = understood.label !== NONE && understood.probability >= limits.entryFloor;
  const surelyNotOurs = understood.label === NONE && understood.none >= limits.offTopicNone;
  // An entry likeliest and "not ours" unlikely: ours, though no entry is sure enough to answer (decision 076).
  const placedWithEntry = understood.label !== NONE && understood.none <= limits.noneCeiling;
  const offTopic =
    sum ||
    (decision.tier !== 'answer' &&
      !problem &&
      !surelyOurs &&
      !placedWithEntry &&
      (surelyNotOurs || !best || best.coverage < limits.inDomainCoverage || best.exactShare < limits.inDomainExact));
  const titleOf = (label: string) => (label === NONE ? null : (index.doc(label)?.title ?? null));
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
    runnerUp: null,
    followUp,
    model:
      reader.trained || understood.taught
        ? {
            entry: titleOf(understood.label),
            probability: round(understood.probability),
            runnerUp: understood.runnerUp
              ? { title: titleOf(understood.runnerUp.label), probability: round(understood.runnerUp.probability) }
              : null,
            closestPhrasing: reader.closestPhrasing(understood.label, message),
            taught: understood.taught,
          }
        : null,
  };
  const base = {
    candidates: candidatesOf(entry, retrieval),
    explanation,
    offTopic,
    uncovered,
    problem,
  };

  if (decision.tier === 'none' || !best) {
    const handOff = problem ? supportRoute(site) : salesHandOff(site);
    // A message not understood may be a report in words the assistant does not know ("the shelf is hanging loose"):
    // the 24/7 line is given with the sales route, so that nothing urgent waits for a reply (decision 075).
    const notUnderstood = problem ? handOff : `${handOff} ${urgentLine(site)}`;
    const text = offTopic
      ? `I can only help with questions about ${site.name} and our micro markets, so I'd rather not guess on that one. ${handOff}`
      : `I'm not sure about that one, and I'd rather not guess. ${notUnderstood} ${TRANSCRIPT_OFFER} I've noted your question so we can add the answer.`;
    return { ...base, text, confidence: 'none', sources: problem ? [CUSTOMER_SERVICE] : [] };
  }

  const body = composeFromDoc(best.doc, message);
  // The page of the site on the same subject, linked under a curated answer.
  const related = retrieval.ranked
    .slice(0, 6)
    .find((match) => match.doc.link && match.score >= best.score * 0.75 && alike(best, match, true) >= 0.85);
  // The page of the kind of property the visitor speaks of, or spoke of in the question before a follow-up, under an
  // answer from a general entry.
  const previousQuestion = reading.withPrevious?.previousQuestion;
  const spokenOfBefore = (key: string) => {
    if (previousQuestion === undefined) return undefined;
    const asked = retrieveAsked(index, previousQuestion);
    const before = understand(
      reader,
      previousQuestion,
      corrected(index, previousQuestion, asked, reader, limits),
      meanings.get(forEncoder(index, previousQuestion)),
    );
    return propertyPageOfQuestion(index, key, before, limits.propertyShare);
  };
  const property =
    entry && !understood.taught
      ? (propertyPageFor(index, entry.key, understood, limits.propertyShare) ?? spokenOfBefore(entry.key))
      : undefined;
  // The section of a market page that names what the visitor asked for when the answer does not (decision 092): it
  // takes the place of its page's overview. A report gets where to report it, not what a market carries.
  const detail = entry && !understood.taught && !problem ? detailPassage(best, retrieval, property)?.doc : undefined;
  const pages = [
    ...(related && best.doc.link === null && related.doc.key !== detail?.key ? [related.doc] : []),
    ...(detail ? [detail] : []),
    ...(property && property.topic !== detail?.topic && !related?.doc.topic.startsWith(property.topic)
      ? [property]
      : []),
  ];
  const sources = [toSource(best.doc), ...pages.map(toSource), ...(problem ? [CUSTOMER_SERVICE] : [])];
  const support = problem && !body.includes(site.emergencyPhone) ? `\n${supportRoute(site)}` : '';
  const more = detail ? `\n\n${detailText(detail)}` : '';
  return { ...base, text: `${body}${more}${support}`, confidence: 'answer', sources };
}

/**
 * The model's reading with the class of "ours, but no entry answers it" taken out when it is not sure enough of it:
 * the other classes' probabilities as they stand without it (decision 085).
 */
function settled(understood: Understanding, limits: Thresholds): Understanding {
  const { label, probability, runnerUp } = understood;
  if (label !== UNANSWERED || probability >= limits.unansweredFloor || !runnerUp) return understood;
  const rest = 1 - probability;
  return {
    label: runnerUp.label,
    probability: runnerUp.probability / rest,
    runnerUp: null,
    none: understood.none / rest,
    taught: false,
    shareOf: (wanted) => understood.shareOf((other) => other !== UNANSWERED && wanted(other)) / rest,
  };
}

/**
 * What the model understands of a message read as `asRead`. A message staff taught is stored as the visitor typed
 * it: it is matched as typed too, before a synonym or a corrected slip changes its words ("how much…" read as
 * "cost…" is still the phrasing "how much…").
 */
function understand(
  reader: IntentReader,
  message: string,
  asRead: string,
  meaning: Float32Array | undefined,
): Understanding {
  if (asRead !== message) {
    const asTyped = reader.taught(message);
    if (asTyped) return asTyped;
  }
  // The meaning is of the message as `forEncoder` gives it: the closest words appended are for the word features.
  return reader.understand(asRead, meaning);
}

/**
 * The message as the model should read it: staff's synonyms read as the words they stand for, the slips the word
 * reader corrected ("hopsitals" as "hospitals"), and after it, for each word nothing the assistant answers from
 * uses, the word of the knowledge closest to it in meaning ("espresso" brings "coffee"): the model learned
 * the words of the phrasings, not every word a visitor may use for the same thing.
 */
function corrected(
  index: MeaningIndex,
  message: string,
  retrieval: Retrieval,
  reader: IntentReader,
  limits: Thresholds,
) {
  const expanded = index.expand(message);
  const fixes = new Map(
    retrieval.words
      .filter((word) => word.read !== word.word && !reader.knows(word.word))
      .map((word) => [word.word, word.read]),
  );
  const near = retrieval.words.flatMap((word) => {
    if (reader.knows(word.read)) return [];
    const found = index.nearestWord(word.read, limits.nearWord, (other) => reader.knows(other));
    return found ? [found] : [];
  });
  const read =
    fixes.size === 0
      ? expanded
      : normalize(expanded)
          .split(' ')
          .map((word) => fixes.get(word) ?? word)
          .join(' ');
  return near.length ? `${read} ${near.join(' ')}` : read;
}

/** An entry the word search did not reach at all (a taught phrasing in other words): matched with nothing. */
function wholeMatch(doc: KnowledgeDoc, retrieval: Retrieval): DocMatch {
  return {
    doc,
    coverage: 0,
    headingCoverage: 0,
    score: 0,
    perWord: retrieval.words.map(() => 0),
    exactShare: 0,
    largestGap: 0,
  };
}

/** What a training suggestion lists as the closest: the model's entry first, then the word search's best. */
function candidatesOf(entry: KnowledgeDoc | undefined, retrieval: Retrieval): Candidate[] {
  const ranked = retrieval.ranked.slice(0, 5).map(toCandidate);
  if (!entry) return ranked;
  return [
    { id: entry.entryId, key: entry.key, title: entry.title, score: 1 },
    ...ranked.filter((c) => c.key !== entry.key),
  ].slice(0, 5);
}

const round = (value: number) => Math.round(value * 100) / 100;
