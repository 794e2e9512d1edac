import type { SiteConfig } from '../../../contracts/site';
import type { Database } from '../../db/client';
import type { KnowledgePassage } from './engine/documents';
import { askModel, type LlmOptions } from './engine/llm';
import { type ConversationContext, type EngineReply, replyTo } from './engine/reply';
import type { SynonymMap } from './engine/synonyms';
import { Knowledge } from './knowledge';

export type Assistant = ReturnType<typeof createAssistant>;

/**
 * The assistant: the offline engine over the live knowledge, and, when a provider is configured, the model
 * answering from the same retrieved documents (no hit: no call; any failure: the offline answer).
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
  return {
    knowledge,
    async reply(text: string, context?: ConversationContext): Promise<EngineReply> {
      const index = await knowledge.current();
      const offline = replyTo(index, knowledge.reader, text, options.site, context);
      if (!options.llm || (offline.confidence !== 'answer' && offline.confidence !== 'hedged')) return offline;
      const docs = offline.candidates.flatMap((candidate) => index.doc(candidate.key) ?? []).slice(0, 3);
      const model = await askModel(options.llm, text, docs, options.log);
      if (!model) return offline;
      return {
        ...offline,
        text: model.text,
        confidence: 'answer',
        sources: model.cited.flatMap((key) => {
          const doc = index.doc(key);
          return doc ? [{ id: doc.entryId, title: doc.title, link: doc.link }] : [];
        }),
      };
    },
  };
}
