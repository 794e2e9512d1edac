import type { SiteConfig } from '../../../contracts/site';
import type { Database } from '../../db/client';
import { askModel, type LlmOptions } from './engine/llm';
import { type EngineReply, replyTo } from './engine/reply';
import type { SynonymMap } from './engine/synonyms';
import { Knowledge } from './knowledge';

export type Assistant = ReturnType<typeof createAssistant>;

/**
 * The assistant: the offline engine over the live knowledge, and, when a provider is configured, the model
 * answering from the same retrieved entries (no hit: no call; any failure: the offline answer).
 */
export function createAssistant(options: {
  db: Database;
  site: SiteConfig;
  synonyms: SynonymMap;
  llm?: LlmOptions | undefined;
  log?: { warn(obj: object, msg: string): void };
}) {
  const knowledge = new Knowledge(options.db, options.synonyms);
  return {
    knowledge,
    async reply(text: string): Promise<EngineReply> {
      const index = await knowledge.current();
      const offline = replyTo(index, text, options.site);
      if (!options.llm || (offline.confidence !== 'answer' && offline.confidence !== 'hedged')) return offline;
      const entries = offline.candidates.flatMap((candidate) => index.entry(candidate.id) ?? []).slice(0, 3);
      const model = await askModel(options.llm, text, entries, options.log);
      if (!model) return offline;
      return {
        ...offline,
        text: model.text,
        confidence: 'answer',
        sources: model.cited.map((id) => ({ id, title: index.entry(id)?.title ?? '' })),
      };
    },
  };
}
