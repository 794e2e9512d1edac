import fp from 'fastify-plugin';
import { DomainEvents } from '../lib/domain-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** What services tell the rest of the app once a change is kept (lib/domain-events.ts). */
    events: DomainEvents;
  }
}

/** One event hub per app; the plugins that keep derived state subscribe to it as they register. */
export const domainEventsPlugin = fp(
  async (app) => {
    app.decorate('events', new DomainEvents(app.log));
  },
  { name: 'domain-events' },
);
