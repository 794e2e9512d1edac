import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test';
import { ADMIN, expect } from './fixtures';
import { withServerLock } from './server-lock';

// The staff side of a live chat driven through its API (docs/product/live-chat.md), for the visitor's tests.

type Playwright = PlaywrightWorkerArgs['playwright'];

type LiveConversation = {
  sessionId: string;
  handoff: { status: string | null; agentName: string | null; staffAvailable: boolean };
  visitorReadId: number;
  agentReadId: number;
  messages: { id: number; role: 'user' | 'assistant' | 'staff'; content: string; authorName?: string | null }[];
};

async function ok(response: APIResponse, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

async function signedIn(playwright: Playwright, baseURL: string, email: string, password: string) {
  const context = await playwright.request.newContext({ baseURL });
  await ok(await context.post('/api/admin/auth', { data: { username: email, password } }), `sign in as ${email}`);
  return context;
}

/** A staff member (role support) with this first name, signed in on a request context of their own. */
export async function staffMember(playwright: Playwright, baseURL: string, firstName: string) {
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `${firstName.toLowerCase()}-${tag}@elevate.example`;
  const password = `Live-chat-${tag}-pw!`;
  const admin = await signedIn(playwright, baseURL, ADMIN.email, ADMIN.password);
  try {
    await ok(
      await admin.post('/api/admin/users', {
        data: { email, firstName, lastName: 'Tester', role: 'support', password },
      }),
      'create the staff member',
    );
  } finally {
    await admin.dispose();
  }
  const api = await signedIn(playwright, baseURL, email, password);
  const live = (sessionId: string) => `/api/admin/live/${encodeURIComponent(sessionId)}`;
  return {
    firstName,
    dispose: () => api.dispose(),
    setAvailable: async (available: boolean) =>
      ok(await api.put('/api/admin/live/availability', { data: { available } }), 'availability'),
    take: async (sessionId: string) => ok(await api.post(`${live(sessionId)}/take`, { data: {} }), 'take'),
    write: async (sessionId: string, text: string) =>
      ok(await api.post(`${live(sessionId)}/messages`, { data: { text } }), 'write'),
    typing: async (sessionId: string) => ok(await api.post(`${live(sessionId)}/typing`, { data: {} }), 'typing'),
    read: async (sessionId: string, upTo: number) =>
      ok(await api.post(`${live(sessionId)}/read`, { data: { upTo } }), 'read'),
    conversation: async (sessionId: string) =>
      (await (await ok(await api.get(live(sessionId)), 'the conversation')).json()) as LiveConversation,
  };
}

/** The visitor's conversation as the visitor's own API gives it. */
export async function visitorHistory(request: APIRequestContext, sessionId: string) {
  const response = await ok(await request.get(`/api/chat/${encodeURIComponent(sessionId)}`), 'history');
  return (await response.json()) as { messages: LiveConversation['messages']; handoff?: LiveConversation['handoff'] };
}

/**
 * Waits until no staff member is available (another test may have one, for a while): signs `request` in as the e2e
 * admin, who reads the live queue without becoming available.
 */
export async function untilNobodyAvailable(request: APIRequestContext) {
  await ok(
    await request.post('/api/admin/auth', { data: { username: ADMIN.email, password: ADMIN.password } }),
    'sign in',
  );
  await expect
    .poll(
      async () => {
        const queue = await ok(await request.get('/api/admin/live/queue'), 'the live queue');
        return ((await queue.json()) as { availableStaff: number }).availableStaff;
      },
      { message: 'another test keeps a staff member available', timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe(0);
}

/**
 * Whether anyone on staff is available is one fact for the whole server, so tests that make someone available or
 * count on nobody being so run one at a time, across workers and projects: each holds this lock meanwhile (and
 * those counting on nobody check with untilNobodyAvailable, for tests that make someone available without it).
 */
export const withStaffAvailabilityLock = <T>(work: () => Promise<T>) => withServerLock('staff-availability', work);

/** Runs `work` holding the availability lock, once nobody on staff is available: a visitor's hand-off then finds nobody. */
export async function whileNobodyAvailable<T>(request: APIRequestContext, work: () => Promise<T>): Promise<T> {
  return withStaffAvailabilityLock(async () => {
    await untilNobodyAvailable(request);
    return work();
  });
}
