// Live chat delivery: 100 conversations taken by staff, each side writing while the other listens on its event
// stream. Measures, for every message, the time from the sender's POST to its arrival on the other side's stream
// (what the person on the other end waits), on the built product in its own process: PGlite, and PostgreSQL with
// TEST_DATABASE_URL or BENCH_DATABASE_URL (there the signals go through LISTEN/NOTIFY). A benchmark, not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '../src/contracts/chat';
import { openEventSource, type ReceivedEvent } from '../src/server/testing/event-stream-client';
import { postgresUrl, startProcess, stopProcess, withTemporaryDatabase } from './lib/processes.mjs';
import { fixed, printTable } from './lib/table.mjs';

const APP = process.env.BENCH_APP ?? 'dist/server/server.js';
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
// Staff write every 2 s in each conversation, visitors every 4 s (under the 20 a minute a visitor may send).
const STAFF_EVERY_MS = 2_000;
const VISITOR_EVERY_MS = 4_000;
const PORT = 5311;
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: 'bench@elevate.example', password: 'bench-password-123' };

type Stream = Awaited<ReturnType<typeof openEventSource>>;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function post(url: string, body: object, cookie?: string) {
  const response = await fetch(`${base}${url}`, {
    method: url === '/api/admin/live/availability' ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Notes when each message arrives on a stream, by content (the first arrival counts). */
const arrivalsInto = (into: Map<string, number>) => (event: ReceivedEvent) => {
  if (event.event !== 'message') return;
  const { content } = event.data as ChatMessage;
  if (!into.has(content)) into.set(content, performance.now());
};

async function measure(label: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-bench-live-'));
  const app = await startProcess(
    APP,
    {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO_CONTENT: 'off',
      ADMIN_EMAIL: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    `${base}/readyz`,
  );
  const streams: Stream[] = [];
  try {
    const signIn = await post('/api/admin/auth', ADMIN);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    await post('/api/admin/live/availability', { available: true }, cookie);
    const queue = await openEventSource(`${base}/api/admin/live/queue`, { cookie });
    streams.push(queue);
    const sessions: string[] = [];
    for (let index = 0; index < CONVERSATIONS; index++) {
      const response = await post('/api/chat', {
        messages: [{ role: 'user', content: "I'd like to talk to a human" }],
        sessionId: null,
      });
      const { sessionId } = (await response.json()) as { sessionId: string };
      await post(`/api/admin/live/${sessionId}/take`, {}, cookie);
      sessions.push(sessionId);
    }
    const sent = new Map<string, number>();
    const atVisitor = new Map<string, number>();
    const atStaff = new Map<string, number>();
    for (const sessionId of sessions) {
      const visitor = await openEventSource(`${base}/api/chat/${sessionId}/live`, {}, arrivalsInto(atVisitor));
      const staff = await openEventSource(`${base}/api/admin/live/${sessionId}`, { cookie }, arrivalsInto(atStaff));
      streams.push(visitor, staff);
    }
    const errors: string[] = [];
    const until = performance.now() + SECONDS * 1000;
    const writer = async (sessionId: string, index: number, side: 'staff' | 'visitor') => {
      const every = side === 'staff' ? STAFF_EVERY_MS : VISITOR_EVERY_MS;
      // Spread the conversations over the period, so the load is steady rather than in bursts.
      await new Promise((resolve) => setTimeout(resolve, (index / CONVERSATIONS) * every));
      for (let n = 0; performance.now() < until; n++) {
        const content = `${side} ${index} ${n}`;
        sent.set(content, performance.now());
        try {
          if (side === 'staff') await post(`/api/admin/live/${sessionId}/messages`, { text: content }, cookie);
          else await post('/api/chat', { messages: [{ role: 'user', content }], sessionId });
        } catch (error) {
          errors.push(String(error));
        }
        await new Promise((resolve) => setTimeout(resolve, every));
      }
    };
    await Promise.all(sessions.flatMap((id, index) => [writer(id, index, 'staff'), writer(id, index, 'visitor')]));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rows = (['staff', 'visitor'] as const).map((side) => {
      const arrived = side === 'staff' ? atVisitor : atStaff;
      const times: number[] = [];
      let lost = 0;
      for (const [content, at] of sent) {
        if (!content.startsWith(side)) continue;
        const received = arrived.get(content);
        if (received === undefined) lost += 1;
        else times.push(received - at);
      }
      times.sort((a, b) => a - b);
      return {
        database: label,
        direction: side === 'staff' ? 'staff → visitor' : 'visitor → staff',
        messages: String(times.length),
        'p50 ms': fixed(percentile(times, 50), 1),
        'p95 ms': fixed(percentile(times, 95), 1),
        'p99 ms': fixed(percentile(times, 99), 1),
        'max ms': fixed(times.at(-1) ?? NaN, 1),
        lost: String(lost),
        errors: String(errors.filter((error) => error.includes(side === 'staff' ? 'messages' : '/api/chat')).length),
      };
    });
    return rows;
  } finally {
    for (const stream of streams) stream.close();
    await stopProcess(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await measure('PGlite', {});
const server = postgresUrl();
if (server)
  rows.push(
    ...(await withTemporaryDatabase(server, 'elevate_bench_live', (url: string) =>
      measure('PostgreSQL', { DATABASE_URL: url }),
    )),
  );
printTable(
  `Live chat: ${CONVERSATIONS} conversations, ${SECONDS} s, staff writing every ${STAFF_EVERY_MS / 1000} s and visitors every ${VISITOR_EVERY_MS / 1000} s in each`,
  rows,
  ["Time from the POST to the message on the other side's event stream (loopback). Goal: p99 at most 300 ms."],
);
