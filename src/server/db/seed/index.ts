import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../client';
import { clientReviews } from '../schema/index';
import { seedAdmin } from './admin';
import { demoReviews } from './demo-reviews';

type Log = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };

/** Demo content for a new database. Running it again changes nothing (but the admin of ADMIN_EMAIL). */
export async function seedDatabase(db: Database, options: { config: Pick<AppConfig, 'admin'>; log: Log }) {
  await seedAdmin(db, options.config.admin, options.log);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(clientReviews);
  if (count === 0) {
    await db.insert(clientReviews).values(demoReviews);
    options.log.info({ reviews: demoReviews.length }, 'demo reviews added');
  }
}
