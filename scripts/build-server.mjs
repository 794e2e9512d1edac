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
