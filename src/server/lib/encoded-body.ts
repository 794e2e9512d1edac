import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressVariants } from './text-compression.mjs';

/** A document kept in memory as it is and compressed once, ready for any `Accept-Encoding`. */
export type EncodedBody = { identity: Buffer; br: Buffer; gzip: Buffer };

/**
 * Compresses a document the way the built files are (brotli quality 11, gzip level 9): it is done once, when the
 * document is made, and never per request. The work runs off the event loop.
 */
export async function encodeBody(text: string): Promise<EncodedBody> {
  const identity = Buffer.from(text, 'utf8');
  const { br, gz } = await compressVariants(identity);
  return { identity, br, gzip: gz };
}

/**
 * The encoding to answer with: brotli, else gzip, as far as the request accepts them (`q=0` refuses one), else
 * none. `*` counts as gzip, as for the static files.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding;
  if (!header) return undefined;
  return negotiate<'br' | 'gzip'>(header.toLowerCase().replaceAll('*', 'gzip'), ['br', 'gzip']) ?? undefined;
}

/**
 * Sends the variant the request accepts, with its own `Content-Length`, and `Vary: Accept-Encoding` whichever it
 * is, so that a shared cache never hands one client's variant to another.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? body[encoding] : body.identity);
}
