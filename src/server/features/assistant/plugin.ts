import fp from 'fastify-plugin';
import { assistantAdminRoutes } from './admin/routes';
import { type Assistant, createAssistant } from './assistant';
import { defaultSynonyms } from './seed/synonyms';
import { answerablePassages } from './site-knowledge';

declare module 'fastify' {
  interface FastifyInstance {
    assistant: Assistant;
  }
}

/**
 * The chat assistant over the training entries and the site's own pages, shared by the chat and the back office:
 * the assistant itself, what keeps its knowledge current, and the back office's screens of its training (the chat
 * feature asks it for each answer).
 */
export const assistantPlugin = fp(
  async (app) => {
    const { llm } = app.config;
    app.decorate(
      'assistant',
      createAssistant({
        db: app.db,
        site: app.config.site,
        synonyms: defaultSynonyms,
        passages: answerablePassages(app.config.site),
        llm: llm.baseUrl && llm.model ? { baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.model } : undefined,
        log: app.log,
      }),
    );
    // An edit made through this instance updates the index at once (another instance's, at its next question).
    const { knowledge } = app.assistant;
    app.events.on('training-entry-changed', (event) => knowledge.changed(event.id));
    app.events.on('synonyms-changed', () => knowledge.synonymsChanged());
    // The examples changed: read them now, so the model retrains at once (a failed read is the next question's).
    const readAgain = () =>
      knowledge.current().then(
        () => undefined,
        () => undefined,
      );
    app.events.on('out-of-scope-changed', readAgain);
    // An import may hold thousands of entries: its answer does not wait for them to be read (nor, on a first start
    // with no model yet, for the first training); the next question does.
    app.events.on('training-data-changed', () => {
      void readAgain();
    });
    // The knowledge is read and its model loaded (or, on the very first start, trained) as the app starts, not at
    // the first visitor's question; a failure here is the first question's to report.
    app.addHook('onReady', async () => {
      void knowledge
        .current()
        .catch((error: unknown) => app.log.warn({ err: error }, 'assistant knowledge not read yet'));
    });
    app.addHook('onClose', async () => knowledge.close());
    // The back office's training, suggestions and report.
    await app.register(assistantAdminRoutes);
  },
  { name: 'assistant', dependencies: ['database', 'domain-events', 'staff-auth'] },
);
