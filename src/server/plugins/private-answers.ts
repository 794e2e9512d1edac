import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for everyone and may be cached (public reviews, the API description). */
    publicAnswer?: boolean;
  }
}

/** Every /api answer is private unless its route says otherwise; the API's documentation pages are public. */
export const isPrivateAnswer = (url: string, publicAnswer: boolean | undefined) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') && !publicAnswer;

async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'no-store');
  return payload;
}

/**
 * `Cache-Control: no-store` on every private answer (back office, portal, sign-in, a visitor's conversation),
 * errors included, so no browser, proxy or shared cache keeps a copy. Decided per route as it is registered.
 */
export const privateAnswersPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!isPrivateAnswer(route.url, route.config?.publicAnswer)) return;
      const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [...own, noStore as onSendHookHandler];
    });
  },
  { name: 'private-answers' },
);
