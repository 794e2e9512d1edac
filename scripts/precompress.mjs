// Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of the built client,
// so the server sends the variant a browser accepts without compressing anything per request. Images and fonts
// that are compressed already (PNG, WOFF2) are left alone, and so is what the server never sends as a file
// (the page template, Vite's manifest).
//
//   node scripts/precompress.mjs [dist/client]
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressVariants } from '../src/server/lib/text-compression.mjs';

/** The extensions of the files worth compressing: text formats, and SVG, which is text too. */
export const compressibleExtensions = ['.js', '.mjs', '.css', '.svg', '.html', '.json', '.webmanifest', '.txt', '.xml'];
const skipped = (relative) => relative === 'index.html' || relative.split(path.sep)[0] === '.vite';

/** Every file under `dir`, as paths relative to it. */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file under `dir` (old variants are replaced) and
 * returns the totals, in bytes.
 */
export async function precompressDirectory(dir) {
  const files = await listFiles(dir);
  // Variants left by an earlier run of a file that is gone would otherwise be served for it.
  await Promise.all(files.filter((file) => /\.(br|gz)$/.test(file)).map((file) => rm(path.join(dir, file))));
  const targets = files.filter(
    (file) => compressibleExtensions.includes(path.extname(file).toLowerCase()) && !skipped(file),
  );
  const totals = { files: targets.length, identity: 0, br: 0, gzip: 0 };
  // A few at a time: brotli's top quality keeps a core busy, and the machine may be shared.
  const queue = [...targets];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const full = path.join(dir, file);
      const contents = await readFile(full);
      const { br, gz } = await compressVariants(contents);
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
      totals.identity += contents.length;
      totals.br += br.length;
      totals.gzip += gz.length;
    }
  };
  await Promise.all([worker(), worker()]);
  return totals;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = process.argv[2] ?? 'dist/client';
  const totals = await precompressDirectory(dir);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `precompressed ${totals.files} files in ${dir}: ${kb(totals.identity)} -> ${kb(totals.br)} brotli, ${kb(totals.gzip)} gzip`,
  );
}
