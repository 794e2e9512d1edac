import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_RUN_FILE, firstRunBox, keepFirstRun } from './first-run';
import { seedDatabase } from './seed';
import { setupTestApp, testConfig } from './testing/test-app';

const ctx = setupTestApp();
const warnings: object[] = [];
const log = { info: () => undefined, warn: (entry: object) => void warnings.push(entry) };
const site = 'https://elevate.example';
const chosenAdmin = { ADMIN_EMAIL: 'owner@elevate.example', ADMIN_PASSWORD: 'owner-password-1' };

const folders: string[] = [];
async function dataDir() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'elevate-first-run-'));
  folders.push(folder);
  return folder;
}
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** A new database's start-up as the server does it: seed, then keep what was generated. */
async function firstStart(env: Record<string, string>) {
  const folder = await dataDir();
  const generated = await seedDatabase(ctx.app.db, { config: testConfig(env), log, mailer: ctx.app.mail.mailer });
  const file = await keepFirstRun(folder, generated, site, log);
  return { folder, generated, file };
}

const passwordsOf = (generated: Array<{ fields: Array<[string, string]> }>) =>
  generated.flatMap((signIn) => signIn.fields.filter(([label]) => label.endsWith('password')).map(([, v]) => v));

describe('DATA_DIR/first-run.txt', () => {
  it('holds the generated passwords, says what each is and that it can go, and is readable by its owner only', async () => {
    const { folder, generated, file } = await firstStart({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    expect(file).toBe(path.join(folder, FIRST_RUN_FILE));
    expect(statSync(path.join(folder, FIRST_RUN_FILE)).mode & 0o777).toBe(0o600);
    const text = readFileSync(path.join(folder, FIRST_RUN_FILE), 'utf8');
    const passwords = passwordsOf(generated);
    expect(passwords).toHaveLength(2);
    for (const password of passwords) expect(text).toContain(password);
    expect(text).toContain(`Back office (admin), at ${site}/admin`);
    expect(text).toContain(`Property manager portal (the demo location), at ${site}/property-manager`);
    expect(text).toContain('Delete this file after your first sign-in');

    // The box printed at start-up shows the same passwords, and where the file is.
    const box = firstRunBox(generated, site, file);
    for (const password of passwords) expect(box).toContain(password);
    expect(box).toContain(path.join(folder, FIRST_RUN_FILE));
  });

  it('is not written when ADMIN_PASSWORD chose the admin and no demo partner was added', async () => {
    const { folder, file } = await firstStart({ ...chosenAdmin, DEMO_CONTENT: 'off' });
    expect(file).toBeUndefined();
    expect(existsSync(path.join(folder, FIRST_RUN_FILE))).toBe(false);
  });

  it('with ADMIN_PASSWORD, holds only the demo portal password, not the admin one', async () => {
    const { folder } = await firstStart(chosenAdmin);
    const text = readFileSync(path.join(folder, FIRST_RUN_FILE), 'utf8');
    expect(text).toContain('temporary password');
    expect(text).not.toContain('Back office');
    expect(text).not.toContain(chosenAdmin.ADMIN_PASSWORD);
  });

  it('replaces a file left by an earlier first start, with mode 0600 whatever the old mode was', async () => {
    const folder = await dataDir();
    writeFileSync(path.join(folder, FIRST_RUN_FILE), 'old passwords', { mode: 0o644 });
    const generated = await seedDatabase(ctx.app.db, {
      config: testConfig({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', DEMO_CONTENT: 'off' }),
      log,
      mailer: ctx.app.mail.mailer,
    });
    await keepFirstRun(folder, generated, site, log);
    const file = path.join(folder, FIRST_RUN_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).not.toContain('old passwords');
  });

  it('a folder that cannot be written: a warning, and the box says to note the passwords now', async () => {
    const folder = await dataDir();
    writeFileSync(path.join(folder, 'not-a-folder'), '');
    const generated = await seedDatabase(ctx.app.db, {
      config: testConfig({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', DEMO_CONTENT: 'off' }),
      log,
      mailer: ctx.app.mail.mailer,
    });
    const file = await keepFirstRun(path.join(folder, 'not-a-folder'), generated, site, log);
    expect(file).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(firstRunBox(generated, site, file)).toContain('note them now');
  });
});
