import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app';
import type { AppConfig } from '../config';
import { openPostgres } from '../db/client';
import { testRedisPrefix } from './redis';
import { startTcpProxy } from './tcp-proxy';
import { type TestContext, testConfig } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * One more instance of the app on `database`, ready: with a pool of its own, as a separate process would have (PGlite
 * can only be shared in one process), and its own assistant.
 */
export async function buildInstance(database: TestDatabase, config: AppConfig): Promise<App> {
  const handle = database.url ? openPostgres(database.url, { max: 4 }) : database;
  const app = await buildApp({ config, database: handle, ownsDatabase: Boolean(database.url), logger: false });
  await app.ready();
  return app;
}

/**
 * A second instance on the database of the file's test app (`setupTestApp`), with its own connections and its own
 * assistant, for the whole file: `const other = setupSecondInstance(ctx);` then `other.app` in the tests.
 */
export function setupSecondInstance(ctx: TestContext): { app: App } {
  const instance = {} as { app: App };
  beforeAll(async () => {
    instance.app = await buildInstance(ctx.database, ctx.config);
  }, 60_000);
  afterAll(async () => {
    await instance.app?.close();
  });
  return instance;
}

export type ProxiedInstances = {
  database: TestDatabase;
  /** Between instance A and the server it signals through; the test cuts and restores it. */
  proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  /** The Redis key prefix both instances share. */
  keys: ReturnType<typeof testRedisPrefix>;
  /** Instance A signals through the proxy; instance B reaches the same server directly. */
  a: App;
  b: App;
  /** Where each instance listens, as `http://127.0.0.1:port`. */
  baseA: string;
  baseB: string;
};

export type ProxiedSetup = {
  /** The config of each instance; instance A's signals go through the proxy (`proxied`: its address for a scheme). */
  env(database: TestDatabase, proxied: (scheme: string) => string): [Record<string, string>, Record<string, string>];
  /** The port of the server A's signals go to (its database's or its Redis'). */
  target(database: TestDatabase): number;
};

/**
 * Two instances on one new database, each with its own connections and listening on a port, sharing a Redis key
 * prefix; instance A reaches the server at `target` through a proxy the test cuts and restores. Nothing is set up
 * when `skip` is true.
 */
export function setupProxiedInstances(setup: ProxiedSetup & { skip?: boolean }): ProxiedInstances {
  const keys = testRedisPrefix();
  const instances = { keys } as ProxiedInstances;
  beforeAll(async () => {
    if (setup.skip) return;
    instances.database = await createTestDatabase();
    instances.proxy = await startTcpProxy(setup.target(instances.database));
    const [envA, envB] = setup.env(instances.database, instances.proxy.url);
    const build = (env: Record<string, string>) =>
      buildInstance(instances.database, testConfig({ ...env, REDIS_KEY_PREFIX: keys.prefix }));
    instances.a = await build(envA);
    instances.b = await build(envB);
    instances.baseA = await instances.a.listen({ port: 0, host: '127.0.0.1' });
    instances.baseB = await instances.b.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    if (setup.skip) return;
    await instances.a?.close();
    await instances.b?.close();
    instances.proxy?.close();
    await instances.database?.destroy();
    await keys.clean();
  });
  return instances;
}
