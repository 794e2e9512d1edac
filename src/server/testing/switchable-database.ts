import type { Database } from '../db/client';

/** The ways a query reaches the database (drizzle's query builders, raw SQL, transactions, counts). */
const queries = new Set(['select', 'insert', 'update', 'delete', 'execute', 'transaction', '$count']);

/** A database behind a switch: while `state.down`, every query fails as on a lost connection. */
export function switchableDatabase(db: Database) {
  const state = { down: false };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (state.down && queries.has(String(property)))
        return () => {
          throw new Error('Connection terminated unexpectedly');
        };
      return value.bind(target);
    },
  });
  return { db: proxy as Database, state };
}
