import pg from 'pg';
import { feedbackBody, inquiryBody } from './factories';
import type { PostgresCluster, StopMode } from './postgres-cluster';
import type { ServerProcess } from './server-process';

export type WriteOutcome = {
  form: 'contact' | 'feedback';
  /** The unique e-mail address the submission carried: how its row is found afterwards. */
  email: string;
  /** HTTP status, or 0 when no answer came (connection refused or reset: the process is gone). */
  status: number;
  retryAfter: string | null;
  sentAt: number;
  answeredAt: number;
};

/**
 * Public form submissions from a few concurrent visitors, each one unique, until stopped: the writes that a
 * database restart must not lose or answer wrongly.
 */
export function startWriteLoad(baseUrl: string, options: { visitors?: number; pauseMs?: number } = {}) {
  const outcomes: WriteOutcome[] = [];
  let running = true;
  let counter = 0;
  const visitor = async (index: number) => {
    while (running) {
      counter += 1;
      const form = (counter + index) % 2 === 0 ? 'contact' : 'feedback';
      const email = `load-${process.pid}-${counter}@restart.example`;
      const body = form === 'contact' ? inquiryBody({ email }) : feedbackBody({ email });
      const sentAt = performance.now();
      const response = await fetch(`${baseUrl}/api/${form}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      }).catch(() => undefined);
      await response?.arrayBuffer().catch(() => undefined);
      outcomes.push({
        form,
        email,
        status: response?.status ?? 0,
        retryAfter: response?.headers.get('retry-after') ?? null,
        sentAt,
        answeredAt: performance.now(),
      });
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 25));
    }
  };
  const visitors = Array.from({ length: options.visitors ?? 3 }, (_, index) => visitor(index));
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(visitors);
      return outcomes;
    },
  };
}

export type TrialResult = {
  mode: StopMode;
  /** The server process still runs after the restart. */
  alive: boolean;
  /** From the stop command to the first 503 answered. */
  first503Ms: number | undefined;
  /** The longest a 503 took to arrive (the request did not hang on the dead database). */
  slowest503Ms: number;
  /** From the database accepting connections again to the first 2xx answered. */
  recoveryMs: number | undefined;
  /** From the stop command to the first 2xx after the restart (includes `downMs` and the database's start). */
  outageMs: number | undefined;
  /** Answers other than 201 or 503 with Retry-After during the trial (0 means the process did not answer). */
  unexpected: number[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (!condition() && performance.now() < deadline) await sleep(10);
}

/**
 * One restart under writes: writes succeed, the database stops (`mode`), stays down for `downMs`, starts again;
 * then measures how the server answered in each phase.
 */
export async function restartUnderWrites(
  cluster: PostgresCluster,
  server: ServerProcess,
  load: ReturnType<typeof startWriteLoad>,
  options: { mode: StopMode; downMs?: number },
): Promise<TrialResult> {
  const from = load.outcomes.length;
  const since = (index: number) => load.outcomes.slice(index);
  await waitFor(() => since(from).some((outcome) => outcome.status === 201), 5_000);

  const stopIssuedAt = performance.now();
  await cluster.stop(options.mode);
  await sleep(options.downMs ?? 1_000);
  await cluster.start();
  const readyAt = performance.now();
  const firstAfterReady = () => since(from).find((outcome) => outcome.status === 201 && outcome.answeredAt > readyAt);
  await waitFor(() => Boolean(firstAfterReady()), 10_000);
  await sleep(300);

  const outcomes = since(from);
  const unavailable = outcomes.filter((outcome) => outcome.status === 503 && outcome.answeredAt > stopIssuedAt);
  const first503 = unavailable.reduce<number | undefined>(
    (first, outcome) => Math.min(first ?? Number.POSITIVE_INFINITY, outcome.answeredAt),
    undefined,
  );
  const recovered = firstAfterReady();
  return {
    mode: options.mode,
    alive: server.alive(),
    first503Ms: first503 === undefined ? undefined : Math.round(first503 - stopIssuedAt),
    slowest503Ms: Math.round(Math.max(0, ...unavailable.map((outcome) => outcome.answeredAt - outcome.sentAt))),
    recoveryMs: recovered ? Math.round(recovered.answeredAt - readyAt) : undefined,
    outageMs: recovered ? Math.round(recovered.answeredAt - stopIssuedAt) : undefined,
    unexpected: outcomes
      .filter((outcome) => !(outcome.status === 201 || (outcome.status === 503 && outcome.retryAfter)))
      .map((outcome) => outcome.status),
  };
}

/** The submissions answered 2xx whose row is not in the database. */
export async function lostWrites(databaseUrl: string, outcomes: WriteOutcome[]): Promise<WriteOutcome[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stored = new Set<string>();
    for (const table of ['contact_inquiries', 'customer_feedback']) {
      const result = await client.query<{ email: string }>(`select email from ${table} where email like 'load-%'`);
      for (const row of result.rows) stored.add(row.email);
    }
    return outcomes.filter((outcome) => outcome.status >= 200 && outcome.status < 300 && !stored.has(outcome.email));
  } finally {
    await client.end();
  }
}
