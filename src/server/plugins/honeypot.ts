import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public form with a honeypot field (`website`): the form's name, for the log. */
    honeypot?: string;
  }
}

const bodyField = (body: unknown) =>
  typeof body === 'object' && body !== null && 'website' in body ? body.website : undefined;

/**
 * A public form's honeypot (docs/product/contact-and-feedback.md): a submission with the hidden `website` field
 * filled is a bot's. It is logged as `<form> bot submission dropped` and answered with the route's success status
 * and `{ success: true }`, as a person's would be, so the bot learns nothing; the route's handler never runs, so
 * nothing is stored or sent.
 */
export const honeypotPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const form = route.config?.honeypot;
      if (!form) return;
      const responses = Object.keys((route.schema?.response as object | undefined) ?? {});
      const status = Number(responses.find((code) => code.startsWith('2')) ?? 200);
      const previous = route.preHandler ?? [];
      route.preHandler = [
        ...(Array.isArray(previous) ? previous : [previous]),
        async (request, reply) => {
          if (!bodyField(request.body)) return;
          request.log.warn({ honeypot: true }, `${form} bot submission dropped`);
          return reply.code(status).send({ success: true });
        },
      ];
    });
  },
  { name: 'honeypot' },
);
