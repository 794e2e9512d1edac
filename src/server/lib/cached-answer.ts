import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encode, type ZodType } from 'zod';
import { type EncodedBody, encodeBody, sendEncoded } from './encoded-body';

/**
 * A public JSON answer made once and sent many times: checked against its contract and serialised once, compressed
 * once (brotli and gzip, off the event loop), and named by an ETag of its contents.
 */
export type CachedAnswer = { etag: string; body: EncodedBody };

export async function prepareJsonAnswer<T>(schema: ZodType<unknown, T>, value: T): Promise<CachedAnswer> {
  const text = JSON.stringify(encode(schema, value));
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  return { etag, body: await encodeBody(text) };
}

/** Whether an `If-None-Match` header names this ETag (weak or strong, in a list, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a prepared answer: `304` with no body when the client holds this version, else the variant its
 * `Accept-Encoding` asks for; always with the ETag, `cacheControl` and `Vary: Accept-Encoding`.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: string,
) {
  reply.header('cache-control', cacheControl).header('etag', answer.etag);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).header('vary', 'accept-encoding').send();
  }
  reply.type('application/json; charset=utf-8');
  return sendEncoded(request, reply, answer.body);
}
