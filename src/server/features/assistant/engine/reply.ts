import type { SiteConfig } from '../../../../contracts/site';
import { composeFromEntry } from './compose';
import { detectIntent, type Intent, intentReply } from './intents';
import type { Candidate, KnowledgeIndex, SearchOutcome } from './knowledge-index';

export type Confidence = 'intent' | 'answer' | 'hedged' | 'none';

export interface EngineReply {
  text: string;
  confidence: Confidence;
  intent?: Intent;
  /** The training entries the answer came from (id and title), stored on the assistant's message. */
  sources: { id: number; title: string }[];
  /** What the search considered, for the suggestion an unsure answer leaves. */
  candidates: Candidate[];
}

/**
 * The confidence tiers of design/assistant.md, tuned on the development half of eval/assistant/questions.json:
 * answer when most of the question is known, the best entry covers it, and it leads the runner-up clearly;
 * hedge on a weaker hit; otherwise say so and hand over.
 */
export const thresholds = {
  answerKnown: 0.8,
  answerCovered: 0.67,
  answerLead: 1.15,
  // An entry that only mentions the question's words in passing ("hotel restaurants" for "open a restaurant")
  // is not what it asks about: a third of the words must be in the entry's title or tags.
  answerInTitleOrTags: 0.3,
  answerUnknown: 0,
  hedgeKnown: 0.5,
  hedgeCovered: 0.6,
  // A word the knowledge has never seen usually names what the question is really about ("oven", "yoga"):
  // with one, an off-topic question in our words would get a hedge (tuned on the development half).
  hedgeUnknown: 0,
};
export type Thresholds = typeof thresholds;

export function tierOf(outcome: SearchOutcome, limits = thresholds): 'answer' | 'hedged' | 'none' {
  const [best, second] = outcome.candidates;
  if (!best || outcome.wordCount === 0) return 'none';
  const lead = second ? best.score / second.score : Number.POSITIVE_INFINITY;
  if (
    outcome.known >= limits.answerKnown &&
    outcome.unknownWords <= limits.answerUnknown &&
    outcome.coveredByBest >= limits.answerCovered &&
    outcome.inTitleOrTags >= limits.answerInTitleOrTags &&
    lead >= limits.answerLead
  )
    return 'answer';
  if (
    outcome.known >= limits.hedgeKnown &&
    outcome.unknownWords <= limits.hedgeUnknown &&
    outcome.coveredByBest >= limits.hedgeCovered
  )
    return 'hedged';
  return 'none';
}

// design/assistant.md, tier "none": offer a person by phone, e-mail, or the transcript of the conversation.
export const TRANSCRIPT_OFFER =
  'You can also have this conversation e-mailed to you with **Get Chat Transcript via Email**, and our team will have the details.';

function handOff(site: SiteConfig) {
  return `Our team can help: call **${site.phone}** or e-mail **${site.email}**, and we respond within 24 hours.`;
}

/** The offline engine's reply to one visitor message. */
export function replyTo(
  index: KnowledgeIndex,
  message: string,
  site: SiteConfig,
  limits: Thresholds = thresholds,
): EngineReply {
  const intent = detectIntent(message);
  if (intent) return { text: intentReply(intent, site), confidence: 'intent', intent, sources: [], candidates: [] };

  const outcome = index.query(message);
  const tier = tierOf(outcome, limits);
  const best = outcome.candidates[0];
  const entry = best ? index.entry(best.id) : undefined;
  if (tier === 'none' || !entry) {
    return {
      text: `I'm not sure about that one, and I'd rather not guess. ${handOff(site)} ${TRANSCRIPT_OFFER} I've noted your question so we can add the answer.`,
      confidence: 'none',
      sources: [],
      candidates: outcome.candidates,
    };
  }
  const body = composeFromEntry(entry, message);
  const sources = [{ id: entry.id, title: entry.title }];
  if (tier === 'answer') return { text: body, confidence: 'answer', sources, candidates: outcome.candidates };
  return {
    text: `Here is what I have on **${entry.title}**:\n${body}\nIf that doesn't answer your question, ${handOff(site).replace(/^Our team can help: c/, 'c')}`,
    confidence: 'hedged',
    sources,
    candidates: outcome.candidates,
  };
}
