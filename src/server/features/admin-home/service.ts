import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AdminOverview } from '../../../contracts/admin-home';
import type { Database } from '../../db/client';
import { chatSessions, contactInquiries, customerFeedback, locations, users } from '../../db/schema/index';

const one = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;

/** The five counts of the admin home. Active users are active staff accounts (property managers are counted apart). */
export async function adminOverview(db: Database): Promise<AdminOverview> {
  const [totalInquiries, pendingFeedback, chats, activeUsers, propertyManagers] = await Promise.all([
    one(db.select({ n: count() }).from(contactInquiries)),
    one(db.select({ n: count() }).from(customerFeedback).where(eq(customerFeedback.status, 'pending'))),
    one(db.select({ n: count() }).from(chatSessions)),
    one(
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.status, 'active'), inArray(users.role, ['admin', 'manager', 'support', 'user']))),
    ),
    one(db.select({ n: sql<number>`count(*)::int` }).from(locations)),
  ]);
  return { totalInquiries, pendingFeedback, chatSessions: chats, activeUsers, propertyManagers };
}
