// Bundles the server into dist/server/server.js; packages stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/server.ts'],
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
