import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves too little to be worth the work. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic answers (JSON, CSV, XML, text) with brotli or gzip when the request accepts it and the answer
 * is at least 1 KB. Brotli at quality 4: per request, the fast end of its scale compresses about as well as gzip's
 * best for a fraction of the time. Left alone: answers that carry a `Content-Encoding` already (the built files
 * and the prerendered pages, compressed ahead of time), server-sent event streams (compressing would hold events
 * back), and formats compressed by nature (images, fonts).
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
      // Only answers are compressed: request bodies are read as sent, as before (no inflating of what a client
      // chose to compress, so no decompression work for a stranger to ask of the server).
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
