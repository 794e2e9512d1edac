import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { projectRoot } from '../../../lib/paths';

/**
 * A worker thread running one of the engine's worker files (named from the engine's folder, without extension):
 * the bundled one when the server runs from dist/ (scripts/build-server.mjs bundles each), else the source through
 * tsx (tests, `npm run dev`, the benches): the worker registers tsx's loader first, then imports the TypeScript.
 */
export function startEngineWorker(name: string): Worker {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts'))
    return new Worker(path.join(projectRoot, `dist/server/features/assistant/engine/${name}.js`));
  const source = pathToFileURL(path.join(path.dirname(here), `${name}.ts`)).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true },
  );
}

/** Posts one job to a new worker and answers its one reply (the worker ends after). */
export function runInWorker<Job, Answer>(name: string, job: Job, transfer: ArrayBuffer[] = []): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const worker = startEngineWorker(name);
    worker.once('message', (answer: { ok: Answer } | { error: string }) => {
      void worker.terminate();
      if ('ok' in answer) resolve(answer.ok);
      else reject(new Error(answer.error));
    });
    worker.once('error', (error) => {
      void worker.terminate();
      reject(error);
    });
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the ${name} worker stopped with code ${code}`));
    });
    worker.postMessage(job, transfer);
  });
}
