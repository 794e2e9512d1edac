import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackBody } from '../testing/factories';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { rowsOf } from './client';
import { isDatabaseUnavailable } from './faults';
import { customerFeedback } from './schema/index';

const url = process.env.TEST_DATABASE_URL;

// Connections ended by the server (what a restart or an administrator does), one at a time, at the worst moments.
// Without a listener on every connection, the first test ends the test process with "Unhandled 'error' event".
describe.skipIf(!url)('a PostgreSQL connection lost (PostgreSQL pass only)', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  const lost: Error[] = [];
  const nextLoss = () =>
    new Promise<Error>((resolve) => {
      const stop = database.onConnectionLost((error) => {
        stop();
        resolve(error);
      });
    });
  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
  const pidOf = async (db: { execute: TestDatabase['db']['execute'] }) =>
    rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
  const stillWorks = async () => expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);

  beforeAll(async () => {
    database = await createTestDatabase();
    database.onConnectionLost((error) => lost.push(error));
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.destroy();
  });

  it('while its transaction waits between queries: the transaction fails as "unavailable" and stores nothing', async () => {
    const before = lost.length;
    const outcome = database.db.transaction(async (tx) => {
      await tx.insert(customerFeedback).values(feedbackBody());
      const loss = nextLoss();
      await terminate(await pidOf(tx));
      await loss;
      await tx.execute(sql`select 1`);
    });
    const error = await outcome.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(lost.length).toBe(before + 1);
    expect(await database.db.$count(customerFeedback)).toBe(0);
    await stillWorks();
  });

  it('in the middle of a query: the query fails as "unavailable"', async () => {
    const name = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`))[0]!.name;
    const slow = database.db.execute(sql`select pg_sleep(30)`).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    let pid: number | undefined;
    while (!pid) {
      const found = await admin.query(
        "select pid from pg_stat_activity where datname = $1 and query like 'select pg_sleep%' and pid <> pg_backend_pid()",
        [name],
      );
      pid = found.rows[0]?.pid;
    }
    await terminate(pid);
    expect(isDatabaseUnavailable(await slow)).toBe(true);
    await stillWorks();
  });

  it('while idle in the pool: the next query gets a new connection', async () => {
    const pid = await pidOf(database.db);
    const loss = nextLoss();
    await terminate(pid);
    await loss;
    await stillWorks();
    expect(await pidOf(database.db)).not.toBe(pid);
  });
});
