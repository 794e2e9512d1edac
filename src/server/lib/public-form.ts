import type { FastifyBaseLogger } from 'fastify';

/**
 * A public form's submission (docs/product/contact-and-feedback.md): a filled honeypot (`website`) is a bot, logged
 * as `<form> bot submission dropped` and answered like a success so it learns nothing, and nothing is stored;
 * otherwise `store` keeps the rest of the body. Either way the answer is the same success.
 */
export async function unlessBot<Body extends { website?: string | undefined }>(
  request: { body: Body; log: FastifyBaseLogger },
  form: string,
  store: (input: Omit<Body, 'website'>) => Promise<void>,
) {
  const { website, ...input } = request.body;
  if (website) request.log.warn({ honeypot: true }, `${form} bot submission dropped`);
  else await store(input);
  return { success: true as const };
}
