import { sql } from 'drizzle-orm';
import type { StaffRole } from '../../../contracts/auth';
import type { App } from '../../app';
import { chatMessages, chatSessions } from '../../db/schema/index';
import { createSession } from '../../features/auth';
import { seedDatabase } from '../../seed';
import { testConfig } from '../test-app';
import type { FuzzWorld } from './values';

export type CallerName = 'anonymous' | StaffRole | 'property-manager';
export type Caller = { name: CallerName; cookie: string | undefined };

/** Every kind of caller: nobody, each staff role, and a property manager. */
export const CALLER_NAMES: CallerName[] = ['anonymous', 'admin', 'manager', 'support', 'property-manager'];

// The callers' own rows sit far above the ids that requests name (1 to 8), so no request suspends, deletes or
// resets the accounts the fuzz signs in with.
const CALLER_ID_BASE = 900_000;
const CHAT_SESSION_ID = 'fuzz-chat-session-0001';

export const FUZZ_WORLD: FuzzWorld = {
  chatSessionIds: [CHAT_SESSION_ID],
  locationCodes: ['LUX101', 'FUZZ900'],
  emails: ['admin@fuzz.example', 'manager@fuzz.example', 'maya.chen@harborlofts.example'],
};

/** Fills an empty database with the demo content, a conversation and the callers; answers their cookies. */
export async function seedWorld(app: App): Promise<Caller[]> {
  const config = testConfig({ ADMIN_EMAIL: 'owner@fuzz.example', ADMIN_PASSWORD: 'Harbor-lofts-2026!' });
  const log = { info: () => undefined, warn: () => undefined };
  // The demo partner's password is printed for a person starting the product; not wanted in a test's output.
  const print = console.log;
  console.log = () => undefined;
  try {
    await seedDatabase(app.db, { config, log, mailer: app.mail.mailer });
  } finally {
    console.log = print;
  }
  await app.db.insert(chatSessions).values({ sessionId: CHAT_SESSION_ID, userEmail: 'visitor@fuzz.example' });
  await app.db.insert(chatMessages).values([
    { sessionId: CHAT_SESSION_ID, role: 'user', content: 'Do you serve hospitals?' },
    { sessionId: CHAT_SESSION_ID, role: 'assistant', content: 'Yes, around the clock.' },
  ]);
  // Known hashes are not needed: the callers get their sessions directly, and nobody signs in as them.
  await app.db.execute(sql`
    insert into locations (id, location_name, location_code, address, property_manager, contact_email, contact_phone)
    overriding system value
    values (${CALLER_ID_BASE + 1}, 'Fuzz Towers', 'FUZZ900', '1 Fuzz Way', 'Pat Fuzz', 'pm@fuzz.example',
      '(555) 010-9000')`);
  await app.db.execute(sql`
    insert into location_credentials (location_id, password_hash, password_change_required)
    values (${CALLER_ID_BASE + 1}, 'not-a-hash', false)`);
  const callers: Caller[] = [{ name: 'anonymous', cookie: undefined }];
  for (const [index, role] of (['admin', 'manager', 'support'] as const).entries()) {
    const id = CALLER_ID_BASE + 1 + index;
    await app.db.execute(sql`
      insert into users (id, email, first_name, last_name, role, status, password_hash)
      overriding system value
      values (${id}, ${`${role}@fuzz.example`}, 'Fuzz', ${role}, ${role}, 'active', 'not-a-hash')`);
    callers.push({ name: role, cookie: `elevate_staff=${await createSession(app.db, { userId: id }, {})}` });
  }
  const portalToken = await createSession(app.db, { locationId: CALLER_ID_BASE + 1 }, {});
  callers.push({ name: 'property-manager', cookie: `elevate_portal=${portalToken}` });
  return callers;
}

/** A new session for a caller whose request ended its own (a sign-out). */
export async function renewSession(app: App, caller: Caller): Promise<Caller> {
  if (caller.name === 'anonymous') return caller;
  if (caller.name === 'property-manager') {
    return {
      ...caller,
      cookie: `elevate_portal=${await createSession(app.db, { locationId: CALLER_ID_BASE + 1 }, {})}`,
    };
  }
  const index = (['admin', 'manager', 'support'] as const).indexOf(caller.name);
  const token = await createSession(app.db, { userId: CALLER_ID_BASE + 1 + index }, {});
  return { ...caller, cookie: `elevate_staff=${token}` };
}
