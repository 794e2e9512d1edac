import type { AppConfig } from './config';
import type { Database } from './db/client';
import { users } from './db/schema/index';
import { seedAssistantKnowledge } from './features/assistant';
import { seedDemoSavedReplies } from './features/chat';
import { seedDemoFeedback } from './features/feedback';
import { seedDemoInquiries } from './features/inquiries';
import { seedDemoPartnership } from './features/locations';
import type { Mailer } from './features/mail';
import { seedDemoReviews } from './features/reviews';
import { type StaffName, seedAdmin } from './features/users';
import type { GeneratedSignIn } from './lib/generated-sign-in';

/** The demo's admin: the name visitors see when they take a chat ("Jordan from our team has joined"). */
const DEMO_ADMIN_NAME: StaffName = { firstName: 'Jordan', lastName: 'Reyes' };

type Log = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };

/**
 * What a new database starts with: the admin, the assistant's knowledge and, unless DEMO_CONTENT is off, demo
 * content. Running it again changes nothing (but the admin of ADMIN_EMAIL). Demo customers and the demo partner
 * go only into a database that had no users yet, so an existing deployment never gets sample records.
 * Answers the sign-ins whose passwords it generated (the admin's without ADMIN_PASSWORD, the demo portal's), for
 * the server to show once.
 */
export async function seedDatabase(
  db: Database,
  options: { config: Pick<AppConfig, 'admin' | 'site' | 'demoContent'>; log: Log; mailer: Mailer },
): Promise<GeneratedSignIn[]> {
  const generated: GeneratedSignIn[] = [];
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  // The demo's admin, on a new database with demo content, is a person visitors can be told the name of.
  const demoAdmin = options.config.demoContent && !anyone ? DEMO_ADMIN_NAME : undefined;
  const admin = await seedAdmin(db, options.config.admin, options.log, demoAdmin);
  if (admin) generated.push(admin);
  await seedTraining(db, options.config.site, options.log);
  if (!options.config.demoContent) return generated;
  await seedDemoReviews(db, options.log);
  if (anyone) return generated;
  await seedDemoInquiries(db, options.log);
  await seedDemoFeedback(db, options.log);
  await seedDemoSavedReplies(db, options.config.site, options.log);
  const portal = await seedDemoPartnership(db, options.mailer, options.log);
  if (portal) generated.push(portal);
  return generated;
}

/** The assistant's starting knowledge: its entries with their phrasings, and the out-of-scope examples. */
export async function seedTraining(db: Database, site: AppConfig['site'], log?: Log) {
  await seedAssistantKnowledge(db, site, log);
}
