import { count, eq, inArray, isNull } from 'drizzle-orm';
import type { WaitingCounts } from '../../../contracts/admin-home';
import { managesPartnerships, type StaffUser } from '../../../contracts/auth';

type Role = StaffUser['role'];

import type { Database } from '../../db/client';
import {
  clientReviews,
  contactInquiries,
  customerFeedback,
  productRequests,
  propertyManagerInquiries,
  trainingDataSuggestions,
} from '../../db/schema/index';

const one = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;

/** Manager requests and product requests are the managers' and admins' (decision 007); suggestions the admins'. */
const seesRequests = managesPartnerships;
const seesSuggestions = (role: Role) => role === 'admin';

/**
 * What waits for the team: inquiries nobody has contacted yet, pending feedback, open manager requests (meetings,
 * questions and products still pending or in progress), reviews to moderate and training suggestions to review.
 */
export async function waitingCounts(db: Database, role: Role): Promise<WaitingCounts> {
  const [openInquiries, pendingFeedback, pendingReviews, meetings, products, pendingSuggestions] = await Promise.all([
    one(db.select({ n: count() }).from(contactInquiries).where(isNull(contactInquiries.contactedAt))),
    one(db.select({ n: count() }).from(customerFeedback).where(eq(customerFeedback.status, 'pending'))),
    one(db.select({ n: count() }).from(clientReviews).where(eq(clientReviews.status, 'pending'))),
    seesRequests(role)
      ? one(
          db
            .select({ n: count() })
            .from(propertyManagerInquiries)
            .where(inArray(propertyManagerInquiries.status, ['pending', 'in_progress'])),
        )
      : null,
    seesRequests(role)
      ? one(db.select({ n: count() }).from(productRequests).where(eq(productRequests.status, 'pending')))
      : null,
    seesSuggestions(role)
      ? one(
          db.select({ n: count() }).from(trainingDataSuggestions).where(eq(trainingDataSuggestions.status, 'pending')),
        )
      : null,
  ]);
  return {
    openInquiries,
    pendingFeedback,
    openManagerRequests: meetings === null || products === null ? null : meetings + products,
    pendingReviews,
    pendingSuggestions,
  };
}
