import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { StaffRole } from '../../contracts/auth';
import { type App, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { openPostgres } from '../db/client';
import { freePort } from './smtp';
import { signedInStaff } from './staff';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestContext = { app: App; database: TestDatabase; config: AppConfig };

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // One folder per test process: the local mailbox and the mail delivery journal are not shared.
    DATA_DIR: path.join(os.tmpdir(), 'elevate-test-data', String(process.pid)),
    RATE_LIMITS: 'off',
    ...overrides,
  });
}

/**
 * One app on one real database per test file, emptied before each test. Use inside a describe block or at the
 * top of a file: `const ctx = setupTestApp();` then `ctx.app.inject(...)` in the tests.
 */
export function setupTestApp(
  options: {
    env?: Record<string, string>;
    truncate?: boolean;
    /** Runs before the app is built, and may change its environment (a port chosen at run time). */
    before?: (env: Record<string, string>) => Promise<void>;
    /** The app's logger (default: none while LOG_LEVEL is silent); tests that read the log pass a stream. */
    logger?: FastifyServerOptions['logger'];
  } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    const env = { ...options.env };
    await options.before?.(env);
    context.config = testConfig(env);
    context.app = await buildApp({
      config: context.config,
      database: context.database,
      logger: options.logger ?? (context.config.logLevel === 'silent' ? false : undefined),
    });
    await context.app.ready();
  }, 60_000);
  if (options.truncate !== false) {
    beforeEach(async () => {
      await context.database.truncate();
    });
  }
  afterAll(async () => {
    await context.app?.close();
    await context.database?.destroy();
  });
  return context;
}

/**
 * `setupTestApp()` with a staff member of `role` signed in again before each test (`signedInStaff`):
 * `const { ctx, call } = setupStaffTestApp('admin');` then `call(method, url, payload?)` in the tests.
 */
export function setupStaffTestApp(role: StaffRole) {
  const ctx = setupTestApp();
  return { ctx, call: signedInStaff(ctx, role) };
}

/**
 * An app whose PostgreSQL does not answer (nothing listens on its port), the state during a restart, for the file or
 * the describe block: `const outage = setupUnreachableDatabaseApp();` then `outage.app` in the tests. `logger` as
 * for `setupTestApp` (default: none).
 */
export function setupUnreachableDatabaseApp(logger: FastifyServerOptions['logger'] = false): { app: App } {
  const context = {} as { app: App };
  beforeAll(async () => {
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/postgres`;
    context.app = await buildApp({
      config: testConfig({ DATABASE_URL: url }),
      database: openPostgres(url),
      ownsDatabase: true,
      logger,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}

export const json = <T = unknown>(response: LightMyRequestResponse) => response.json() as T;
