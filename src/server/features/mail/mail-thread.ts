import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { projectRoot } from '../../lib/paths';
import { type MailTransport, type OutgoingMail, SMTP_CONNECTIONS, type TransportOptions } from './transport';

export type ThreadRequest =
  | { type: 'send'; id: number; mail: OutgoingMail }
  | { type: 'idle' }
  | { type: 'close'; force?: boolean };
export type ThreadAnswer = { id: number; error?: string };

const BUNDLED_THREAD = path.join(projectRoot, 'dist/server/features/mail/send-thread.js');

/** The mail thread: the bundled one when the server runs from dist/, else the source through tsx. */
export function startMailThread(options: TransportOptions): Worker {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return new Worker(BUNDLED_THREAD, { workerData: options });
  const source = pathToFileURL(path.join(path.dirname(here), 'send-thread.ts')).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true, workerData: options },
  );
}

type Log = { error(obj: object, msg?: string): void };

/**
 * The transport of `options` run in a worker thread of its own (send-thread.ts), so that writing messages and
 * talking to the mail server never take the request thread's time. A send is answered when the thread's transport
 * has delivered the message (the SMTP server accepted it, or its .eml file is in place), or fails with the thread's
 * error. The thread starts with the first send. If it stops (a fault in it, or it is cut), every send it had not
 * answered fails, to be retried by the outbox, and the next send starts a new thread: the process goes on.
 */
export function threadedTransport(
  options: TransportOptions,
  log: Log,
  start: (options: TransportOptions) => Worker = startMailThread,
): MailTransport {
  let thread: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  const open = () => {
    const worker = start(options);
    worker.on('message', (answer: ThreadAnswer) => {
      const sent = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (answer.error === undefined) sent?.resolve();
      else sent?.reject(new Error(answer.error));
    });
    worker.on('error', (error) => log.error({ err: error }, 'mail thread failed'));
    worker.on('exit', (code) => {
      if (thread === worker) thread = undefined;
      for (const sent of waiting.values()) sent.reject(new Error(`the mail thread stopped (code ${code})`));
      waiting.clear();
    });
    // Never what keeps the process alive: the outbox worker's stop() closes it.
    worker.unref();
    return worker;
  };

  return {
    kind: options.smtpUrl ? 'smtp' : 'mailbox',
    concurrency: options.smtpUrl ? SMTP_CONNECTIONS * 2 : 8,
    send(mail) {
      thread ??= open();
      const worker = thread;
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ type: 'send', id, mail } satisfies ThreadRequest);
      });
    },
    idle: () => thread?.postMessage({ type: 'idle' } satisfies ThreadRequest),
    close(closing) {
      if (!thread) return;
      thread.postMessage({ type: 'close', force: closing?.force } satisfies ThreadRequest);
      // After a plain close the thread ends by itself once its connections are closed; a new send opens another.
      if (!closing?.force) thread = undefined;
    },
  };
}
