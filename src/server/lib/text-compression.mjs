// Plain JavaScript so that the build's precompress script (run by Node without a TypeScript step) and the server,
// which compresses its rendered pages and cached answers, compress text the same way.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Both compressed variants of a text's bytes: brotli at quality 11 in text mode, gzip at level 9. Off the event loop. */
export async function compressVariants(contents) {
  const [br, gz] = await Promise.all([
    brotli(contents, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
      },
    }),
    gzipAsync(contents, { level: 9 }),
  ]);
  return { br, gz };
}
