import { and, eq } from 'drizzle-orm';
import type { SiteConfig } from '../../../contracts/site';
import type { Database } from '../../db/client';
import { chatbotTrainingData } from '../../db/schema/index';
import { docFromPassage, entryKey, type KnowledgeDoc, type KnowledgePassage } from './engine/documents';
import { askModel, type LlmOptions, type ModelAnswer } from './engine/llm';
import type { MeaningIndex } from './engine/meaning-index';
import {
  type ConversationContext,
  type EngineReply,
  type ReplySource,
  readMessage,
  replyToReading,
  textsToRead,
  thresholds,
} from './engine/reply';
import { supportRoute } from './engine/support';
import type { SynonymMap } from './engine/synonyms';
import { Knowledge } from './knowledge';

export type Assistant = ReturnType<typeof createAssistant>;

/** Finds the documents a reply names, in the knowledge as it is now. */
export interface DocFinder {
  /** The document a source of the reply stands for: an entry by its id, a page's passage by its title and link. */
  bySource(source: ReplySource): KnowledgeDoc | undefined;
  /** The one active entry with this title (the intent model names its runner-up by title). */
  entryTitled(title: string): Promise<KnowledgeDoc | undefined>;
}

/**
 * What the provider answers from: exactly what the offline reply answered from, and nothing when it did not
 * answer (a hand-off, an unsure or off-topic reply, a fixed intent). That is the entry the intent model picked,
 * with the model's runner-up when the model gives it the answer floor too (a message asking two things splits the
 * model between two entries), or the page's passage the reply answered from (decision 052).
 */
export async function providerContext(reply: EngineReply, find: DocFinder): Promise<KnowledgeDoc[]> {
  if (reply.confidence !== 'answer') return [];
  // An answer names what it answered from first among its sources.
  const [first] = reply.sources;
  const picked = first ? find.bySource(first) : undefined;
  if (!picked) return [];
  const model = reply.explanation.model;
  const runnerUp = model?.runnerUp;
  if (
    picked.entryId === null ||
    !model ||
    model.taught ||
    model.entry !== picked.title ||
    !runnerUp?.title ||
    runnerUp.probability < thresholds.entryFloor
  )
    return [picked];
  const second = await find.entryTitled(runnerUp.title);
  return second && second.key !== picked.key ? [picked, second] : [picked];
}

const SUPPORT_PAGE = '/customer-service';

/**
 * The offline reply with the provider's words. The sources are the documents the provider cited, the site's page on
 * the same subject when it cited the offline answer's own document, and for a problem report the Customer Service
 * page; a problem report keeps the support route, word for word, under the provider's answer.
 */
export function withProviderAnswer(
  offline: EngineReply,
  answer: ModelAnswer,
  context: readonly KnowledgeDoc[],
  site: SiteConfig,
): EngineReply {
  const cited = answer.cited.flatMap((key) => context.find((doc) => doc.key === key) ?? []);
  const inContext = (source: ReplySource) =>
    context.some((doc) => doc.entryId === source.id && doc.title === source.title && doc.link === source.link);
  const pickedCited = context[0] !== undefined && answer.cited.includes(context[0].key);
  const extra = offline.sources.filter(
    (source) => !inContext(source) && (pickedCited || (offline.problem && source.link === SUPPORT_PAGE)),
  );
  const sources: ReplySource[] = [
    ...cited.map((doc) => ({ id: doc.entryId, title: doc.title, link: doc.link })),
    ...extra,
  ];
  return {
    ...offline,
    text: offline.problem ? `${answer.text}\n${supportRoute(site)}` : answer.text,
    confidence: 'answer',
    sources,
    explanation: {
      ...offline.explanation,
      reason: `${offline.explanation.reason}; worded by the language model from ${cited.map((doc) => `"${doc.title}"`).join(', ')}`,
    },
  };
}

/**
 * The assistant: the offline engine over the live knowledge, and, when a provider is configured, the provider
 * wording the answer from what the engine picked (nothing picked: no call; any failure: the offline answer).
 */
export function createAssistant(options: {
  db: Database;
  site: SiteConfig;
  synonyms: SynonymMap;
  passages: readonly KnowledgePassage[];
  llm?: LlmOptions | undefined;
  log?: { warn(obj: object, msg: string): void };
}) {
  const knowledge = new Knowledge(options.db, options.synonyms, options.passages, options.log);
  // A passage is named in a reply by its title and link; a pair two passages share names neither.
  const passageKeys = new Map<string, string | null>();
  for (const doc of options.passages.map(docFromPassage)) {
    const name = `${doc.title}\n${doc.link}`;
    passageKeys.set(name, passageKeys.has(name) ? null : doc.key);
  }

  async function entryTitled(index: MeaningIndex, title: string) {
    const rows = await options.db
      .select({ id: chatbotTrainingData.id })
      .from(chatbotTrainingData)
      .where(and(eq(chatbotTrainingData.title, title), eq(chatbotTrainingData.isActive, true)))
      .limit(2);
    const [row] = rows;
    return rows.length === 1 && row ? index.doc(entryKey(row.id)) : undefined;
  }

  /**
   * The offline engine's reply over the knowledge as it is now. The sentence encoder reads the message in its own
   * thread while this one does the word search; the model then reads both.
   */
  async function offlineReply(text: string, context?: ConversationContext) {
    const index = await knowledge.current();
    const reader = knowledge.reader;
    const meanings = knowledge.meaningsOf(textsToRead(index, text, context));
    const reading = readMessage(index, reader, text, context, thresholds);
    return { index, offline: replyToReading(index, reader, reading, options.site, thresholds, await meanings) };
  }

  return {
    knowledge,
    /**
     * Starts reading a message's sentence meaning before its reply is asked for, so that the encoder's work (its
     * thread) goes on while the chat turn looks up the conversation (this one): the reply then waits on that reading.
     * Nothing before the knowledge's first reading.
     */
    readAhead(text: string) {
      const index = knowledge.latestIndex;
      if (index) void knowledge.meaningsOf(textsToRead(index, text));
    },
    /** The reply without the provider's words. */
    offline: async (text: string, context?: ConversationContext) => (await offlineReply(text, context)).offline,
    async reply(text: string, context?: ConversationContext): Promise<EngineReply> {
      const { index, offline } = await offlineReply(text, context);
      if (!options.llm || offline.confidence !== 'answer') return offline;
      try {
        const docs = await providerContext(offline, {
          bySource: (source) => {
            if (source.id !== null) return index.doc(entryKey(source.id));
            const key = passageKeys.get(`${source.title}\n${source.link}`);
            return key ? index.doc(key) : undefined;
          },
          entryTitled: (title) => entryTitled(index, title),
        });
        if (docs.length === 0) return offline;
        const answer = await askModel(options.llm, text, docs, options.log);
        return answer ? withProviderAnswer(offline, answer, docs, options.site) : offline;
      } catch (error) {
        // The visitor's message is answered and kept whatever happens here.
        options.log?.warn({ err: error }, 'language model not asked: offline answer given');
        return offline;
      }
    },
  };
}
