import type { AdminSearchResult } from '../../../contracts/admin-search';
import { ADMIN_SEARCH_PER_KIND } from '../../../contracts/admin-search';
import { managesPartnerships, type StaffUser } from '../../../contracts/auth';
import type { Page } from '../../../contracts/common';
import type { Database } from '../../db/client';
import { listChatSessions } from '../chat';
import { listInquiries } from '../inquiries';
import { listLocations } from '../locations';
import { listProspects } from '../prospects';
import { listAdminReviews } from '../reviews';

const itemsOf = <T>(answer: T[] | Page<T>) => (Array.isArray(answer) ? answer : answer.items);
const opened = (path: string, search: string) => `${path}?search=${encodeURIComponent(search)}`;
const person = (...parts: Array<string | null>) => parts.filter(Boolean).join(' · ');

/**
 * The command palette's record search (decision 037): each list's own search, so a record found here is the one
 * its screen finds with the same words, newest first, a few of each kind, only the kinds the role may open. Each
 * result opens its screen searched for that record (a location opens its timeline).
 */
export async function searchRecords(db: Database, q: string, role: StaffUser['role']): Promise<AdminSearchResult[]> {
  const first = { search: q, page: 1, pageSize: ADMIN_SEARCH_PER_KIND };
  const partnerships = managesPartnerships(role);
  const [inquiries, conversations, reviews, prospects, locations] = await Promise.all([
    listInquiries(db, first),
    listChatSessions(db, first),
    listAdminReviews(db, first),
    partnerships ? listProspects(db, first) : [],
    partnerships ? listLocations(db, first) : [],
  ]);
  return [
    ...itemsOf(inquiries).map((row) => ({
      kind: 'inquiry' as const,
      id: row.id,
      title: `${row.firstName} ${row.lastName}`,
      detail: person(row.companyName, row.email),
      href: opened('/admin-dashboard', row.email),
    })),
    ...itemsOf(conversations).map((row) => ({
      kind: 'conversation' as const,
      id: row.id,
      title: row.userName ?? 'Anonymous',
      detail: person(row.userEmail, `session ${row.sessionId.slice(0, 8)}`),
      href: opened('/admin-chat', row.sessionId),
    })),
    ...itemsOf(reviews).map((row) => ({
      kind: 'review' as const,
      id: row.id,
      title: row.reviewTitle ?? row.reviewerName,
      detail: person(row.reviewerName, row.reviewerCompany),
      href: opened('/admin-reviews', row.reviewerName),
    })),
    ...itemsOf(prospects).map((row) => ({
      kind: 'prospect' as const,
      id: row.id,
      title: row.locationName,
      detail: person(row.contactName, row.contactEmail),
      href: opened('/admin-crm-prospects', row.locationName),
    })),
    ...itemsOf(locations).map((row) => ({
      kind: 'location' as const,
      id: row.id,
      title: row.locationName,
      detail: person(row.locationCode, row.propertyManager),
      href: `/admin/property-managers/${row.id}/timeline`,
    })),
  ];
}
