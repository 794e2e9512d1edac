import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root folder (the one with package.json), whether running from src/ or from the bundle in dist/. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot();
export const migrationsDir = path.join(projectRoot, 'drizzle');
export const clientDistDir = path.join(projectRoot, 'dist', 'client');
export const ssrEntryFile = path.join(projectRoot, 'dist', 'ssr', 'entry-server.js');
export const publicDir = path.join(projectRoot, 'public');
