// Bundles the server into dist/server/server.js; packages stay in node_modules.
import { build } from 'esbuild';

await build({
  // The assistant's training (and its ranking thread), the warm-up of a large knowledge's word search and the
  // sentence encoder run in worker threads of their own, each from its own file.
  entryPoints: [
    'src/server/server.ts',
    'src/server/features/assistant/engine/intent-model/train-worker.ts',
    'src/server/features/assistant/engine/meaning/warm-up-worker.ts',
    'src/server/features/assistant/engine/meaning/encode-worker.ts',
    'src/server/features/assistant/engine/intent-model/ranking-worker.ts',
  ],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  outbase: 'src/server',
});

// Marks the build complete; `npm start` rebuilds only when a source is newer than this.
const { writeFileSync } = await import('node:fs');
writeFileSync('dist/.build-stamp', new Date().toISOString());
