import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { errorResponse } from '../../contracts/fields';

/**
 * The options of a public form's POST (contact, feedback): open to anyone, limited as a public form
 * (`config.publicForm`), answered 201, 400 for a field that fails its contract and 429 past the limit.
 */
export function publicFormOptions<Body extends z.ZodType, Answer extends z.ZodType>(
  summary: string,
  body: Body,
  answer: Answer,
) {
  return {
    config: { publicForm: true },
    schema: { tags: ['public'], summary, body, response: { 201: answer, 400: errorResponse, 429: errorResponse } },
  };
}

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
