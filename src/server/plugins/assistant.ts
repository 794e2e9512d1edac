import fp from 'fastify-plugin';
import { type Assistant, createAssistant } from '../features/assistant/assistant';
import { defaultSynonyms } from '../features/assistant/seed/synonyms';

declare module 'fastify' {
  interface FastifyInstance {
    assistant: Assistant;
  }
}

/** The chat assistant, shared by the public chat, the chatbot test page and the training screens. */
export const assistantPlugin = fp(
  async (app) => {
    const { llm } = app.config;
    app.decorate(
      'assistant',
      createAssistant({
        db: app.db,
        site: app.config.site,
        synonyms: defaultSynonyms,
        llm: llm.baseUrl && llm.model ? { baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.model } : undefined,
        log: app.log,
      }),
    );
  },
  { name: 'assistant', dependencies: ['database'] },
);
