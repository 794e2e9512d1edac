import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOCATION_CODE } from './features/locations';
import { FIRST_RUN_FILE } from './first-run';
import { startServerProcess } from './testing/server-process';

// The real server in a child process (`src/server/server.ts`, as `npm start` runs it) on a new embedded database,
// and what its console shows.
// (Which passwords are generated, and the file's absence when none is, are seed-database and first-run tests.)
let folder = '';
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

const fresh = { DATABASE_URL: '', LOG_LEVEL: 'info', DEMO_CONTENT: 'on' };
const valueAfter = (text: string, label: string) => new RegExp(`^\\s*${label}:\\s+(\\S+)`, 'm').exec(text)?.[1];

// The server runs on the embedded database whatever the pass: once is enough, in the pass without PostgreSQL.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the first start', () => {
  it('prints the generated passwords in a box after the serving line, keeps them in first-run.txt (0600), and logs one line per request', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'elevate-first-run-'));
    // A new database's start-up (migrations, the seed, the assistant's knowledge) is slow on a busy machine.
    const server = await startServerProcess(
      { ...fresh, DATA_DIR: folder, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
      { startWithin: 150_000 },
    );
    let output = '';
    try {
      const file = path.join(folder, FIRST_RUN_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const kept = readFileSync(file, 'utf8');
      expect(kept).toContain('Delete this file after your first sign-in');
      const adminPassword = valueAfter(kept, 'password');
      const portalPassword = valueAfter(kept, 'temporary password');
      expect(valueAfter(kept, 'location code')).toBe(DEMO_LOCATION_CODE);
      expect(adminPassword).toMatch(/\S{12,}/);
      expect(portalPassword).toMatch(/^Demo-/);

      // The kept password is the admin's.
      const signIn = await fetch(`${server.url}/api/admin/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: valueAfter(kept, 'e-mail'), password: adminPassword }),
      });
      expect(signIn.status).toBe(200);
      const reviews = await fetch(`${server.url}/api/reviews?facilityType=hotels&email=maya.chen%40example.com`);
      expect(reviews.status).toBe(200);

      await server.stop();
      output = server.exit()?.output ?? '';
      const lines = output.split('\n');
      // The box: after the serving line, framed, holding both passwords.
      const serving = lines.findIndex((line) => line.includes('is serving'));
      const top = lines.findIndex((line) => /^\+-+\+$/.test(line));
      expect(serving).toBeGreaterThan(-1);
      expect(top).toBeGreaterThan(serving);
      const bottom = lines.findIndex((line, index) => index > top && /^\+-+\+$/.test(line));
      const box = lines.slice(top, bottom + 1);
      expect(box.every((line) => line.length === box[0]?.length)).toBe(true);
      expect(box.join('\n')).toContain(`password:  ${adminPassword}`);
      expect(box.join('\n')).toContain(`temporary password:  ${portalPassword}`);
      expect(box.join('\n')).toContain(file);

      // The JSON lines: never a password; one line per request, without its query string, flushed at shutdown.
      const json = lines.filter((line) => line.startsWith('{'));
      for (const secret of [adminPassword, portalPassword]) expect(json.join('\n')).not.toContain(secret);
      const reviewLines = json.filter((line) => line.includes('"/api/reviews"'));
      expect(reviewLines).toHaveLength(1);
      expect(JSON.parse(reviewLines[0] ?? '{}')).toMatchObject({ method: 'GET', statusCode: 200, msg: 'request' });
      expect(output).not.toContain('maya');
      expect(json.some((line) => line.includes('/healthz'))).toBe(false);
      expect(json.some((line) => line.includes('shutting down'))).toBe(true);
    } finally {
      await server.stop();
    }
  }, 200_000);
});
