import { and, count, eq, ilike, inArray, ne, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Page } from '../../../../contracts/common';
import {
  type ManagerInquiryItem,
  type ManagerInquiryListQuery,
  type managerInquiryAnswer,
  managerInquiryListQuery,
  type managerInquiryRequest,
  OPEN_REQUESTS,
  type ProductRequestItem,
  type ProductRequestListQuery,
  type productRequestAnswer,
  productRequestListQuery,
  type productRequestRequest,
  UNPAGED_REQUESTS_CAP,
} from '../../../../contracts/partnership';
import type { Database } from '../../../db/client';
import { locations, productRequests, propertyManagerInquiries } from '../../../db/schema/index';
import { notFound } from '../../../lib/domain-error';
import type { DomainEvents } from '../../../lib/domain-events';
import { iso } from '../../../lib/iso';
import { byCreated, containsPattern, searchAcross } from '../../../lib/list-queries';
import { pageOf } from '../../../lib/paged-list';
import { present } from '../../../lib/present';
import { type Actor, type RecordChange, unitOfWork } from '../../activity';

type Manager = { id: number; propertyManager: string; contactEmail: string; contactPhone: string };

// ── The two lists (decision 019): searched, filtered and sorted on the server, paged when a page is asked for ────
/** The columns a manager inquiry's search reads, in step with its trigram index (migration 0013). */
export const managerInquirySearched = (m: typeof propertyManagerInquiries) => [
  m.subject,
  m.message,
  m.managerName,
  m.managerEmail,
];

/** The columns a product request's search reads, in step with its trigram index (migration 0013). */
export const productRequestSearched = (m: typeof productRequests) => [
  m.productName,
  m.justification,
  m.requestedBy,
  m.productCategory,
  m.requestedByEmail,
];

/** Past this many locations whose name matches a search, they are looked up in the query itself. */
const NAMED_LOCATIONS_INLINE = 200;

/**
 * A search term in the request's own text or in its location's name. The request's text is matched in a subquery
 * that the trigram index answers, and the matching locations' ids are read first: with other filters (Open, say)
 * the planner then checks each row against two small sets instead of running ILIKE over every open request.
 */
async function searchRequests(
  db: Database,
  term: string | undefined,
  request: { id: AnyPgColumn; locationId: AnyPgColumn },
  ownText: (term: string) => SQLWrapper,
): Promise<SQL | undefined> {
  if (!term) return undefined;
  const named = ilike(locations.locationName, containsPattern(term));
  const ids = await db
    .select({ id: locations.id })
    .from(locations)
    .where(named)
    .limit(NAMED_LOCATIONS_INLINE + 1);
  const inLocations =
    ids.length === 0
      ? undefined
      : ids.length > NAMED_LOCATIONS_INLINE
        ? inArray(request.locationId, db.select({ id: locations.id }).from(locations).where(named))
        : inArray(
            request.locationId,
            ids.map((row) => row.id),
          );
  return or(inArray(request.id, ownText(term)), inLocations);
}

/** A stored status, or `open`: still waiting for the team. */
const statusIs = (column: AnyPgColumn, status: string | undefined) =>
  status === OPEN_REQUESTS ? inArray(column, ['pending', 'in_progress']) : status ? eq(column, status) : undefined;

const atLocation = (column: AnyPgColumn, locationId: number | undefined) =>
  locationId ? eq(column, locationId) : undefined;

type RequestTable = typeof propertyManagerInquiries | typeof productRequests;
type ListQuery = { locationId?: number; status?: string; search?: string; sort: 'newest' | 'oldest' };

/**
 * One of the two request lists: the filters every list shares plus the table's own, newest first with its location's
 * name; one page and the total when a page is asked for, else the whole list up to the cap.
 */
async function requestList<T extends RequestTable, Item>(
  db: Database,
  table: T,
  query: ListQuery & { page?: number; pageSize: number },
  options: {
    filters: (SQL | undefined)[];
    /** The columns a search reads, in step with the table's trigram index (migration 0013). */
    searched: (table: T) => AnyPgColumn[];
    toItem: (row: T['$inferSelect'], locationName: string) => Item;
  },
) {
  // Both tables have the columns used here; drizzle cannot type a query over a table that is a type parameter.
  const t = table as typeof productRequests;
  const where = and(
    atLocation(t.locationId, query.locationId),
    statusIs(t.status, query.status),
    ...options.filters,
    await searchRequests(db, query.search, t, (term) => {
      const matched = alias(table, 'matched') as T;
      const m = matched as typeof productRequests;
      return db
        .select({ id: m.id })
        .from(m)
        .where(searchAcross(term, options.searched(matched)));
    }),
  );
  return pageOf(
    db
      .select({ row: t, locationName: locations.locationName })
      .from(t)
      .innerJoin(locations, eq(locations.id, t.locationId))
      .where(where)
      .orderBy(...byCreated(t, query.sort)),
    () => db.select({ n: count() }).from(t).where(where),
    { ...query, cap: UNPAGED_REQUESTS_CAP },
    ({ row, locationName }) => options.toItem(row as T['$inferSelect'], locationName),
  );
}

/**
 * A new or changed answer records who wrote it and when; a status change alone leaves them as they were, and an
 * answer taken away takes its author with it.
 */
const answered = (before: string | null, after: string | undefined, by: string) => {
  if (!after) return { respondedBy: null, respondedAt: null };
  return after !== before ? { respondedBy: by, respondedAt: new Date() } : {};
};

/**
 * The team's answer to one of the manager's requests (404 when there is none): `values` set, the author and time of
 * the answer kept as `answered` says, and the change logged with the new status.
 */
async function answerRequest<T extends RequestTable, Item extends { id: number; status: string }>(
  db: Database,
  table: T,
  id: number,
  actor: Actor,
  events: DomainEvents,
  change: {
    resource: string;
    /** The column the manager reads as the answer, and the answer sent. */
    answer: [AnyPgColumn, string | undefined];
    values: Partial<T['$inferInsert']>;
    toItem: (row: T['$inferSelect']) => Item;
  },
) {
  // Both tables have the columns used here (see `requestList`).
  const t = table as typeof productRequests;
  const [column, answer] = change.answer;
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const [before] = await tx.select({ answer: column }).from(t).where(eq(t.id, id)).for('update');
    if (!before) throw notFound('Request not found');
    const values = { ...change.values, ...answered(before.answer as string | null, answer, actor.name) };
    const [row] = await tx
      .update(t)
      .set({ ...(values as typeof t.$inferInsert), updatedAt: new Date() })
      .where(eq(t.id, id))
      .returning();
    const item = change.toItem(present(row) as T['$inferSelect']);
    record({ resource: change.resource, action: 'answer', resourceId: item.id, details: { status: item.status } });
    return item;
  });
}

/** A request as the lists show it: its times as ISO strings, with its location's name when the list read it. */
const toRequestItem = <Row extends { respondedAt: Date | null; createdAt: Date; updatedAt: Date }>(
  row: Row,
  locationName?: string,
) => ({
  ...row,
  respondedAt: iso(row.respondedAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  ...(locationName === undefined ? {} : { locationName }),
});

/** A request list: the whole list (capped) when no page is asked for, else the page and the total. */
type RequestList<Input, Item> = {
  (db: Database, input: Input & { page?: undefined }): Promise<Item[]>;
  (db: Database, input: Input): Promise<Item[] | Page<Item>>;
};

/**
 * One kind of the manager's requests, with what is its own: the list the team and the portal read, a request the
 * manager submits from the portal (on the manager's location), and the team's answer.
 */
function managerRequests<
  T extends RequestTable,
  ListInput,
  Query extends ListQuery & { page?: number; pageSize: number },
  Submitted,
  Answer,
  Item extends { id: number; status: string },
>(kind: {
  table: T;
  /** What the activity log calls the kind. */
  resource: string;
  /** Reads the list's query string. */
  parse: (input: ListInput) => Query;
  /** The kind's own filters, besides the location, the status and the search every list has. */
  filters: (query: Query) => (SQL | undefined)[];
  searched: (table: T) => AnyPgColumn[];
  toItem: (row: T['$inferSelect'], locationName?: string) => Item;
  /** The columns of a submitted request besides its location. */
  submitted: (manager: Manager, input: Submitted) => Omit<T['$inferInsert'], 'locationId'>;
  /** The column the manager reads as the answer with the answer sent, and the columns the answer sets. */
  answered: (input: Answer) => { answer: [AnyPgColumn, string | undefined]; values: Partial<T['$inferInsert']> };
}) {
  // Both tables have the columns used here (see `requestList`).
  const t = kind.table as typeof productRequests;
  const list = async (db: Database, input: ListInput) => {
    const query = kind.parse(input);
    return requestList(db, kind.table, query, {
      filters: kind.filters(query),
      searched: kind.searched,
      toItem: kind.toItem,
    });
  };
  const answer: RecordChange<Answer, Item> = (db, id, input, actor, events) =>
    answerRequest(db, kind.table, id, actor, events, {
      resource: kind.resource,
      toItem: kind.toItem,
      ...kind.answered(input),
    });
  return {
    // The overloads say what `requestList` answers: an array unless a page is asked for.
    list: list as RequestList<ListInput, Item>,
    submit: async (db: Database, manager: Manager, input: Submitted) => {
      const values = { locationId: manager.id, ...kind.submitted(manager, input) };
      const [row] = await db
        .insert(t)
        .values(values as typeof t.$inferInsert)
        .returning();
      return kind.toItem(present(row) as T['$inferSelect']);
    },
    answer,
  };
}

// ── Meeting requests and questions (property_manager_inquiries) ─────────────────────────────────────────────
const managerInquiries = managerRequests({
  table: propertyManagerInquiries,
  resource: 'manager_inquiry',
  parse: (input: ManagerInquiryListQuery) => managerInquiryListQuery.parse(input),
  filters: (query) => {
    const t = propertyManagerInquiries;
    return [
      query.kind === 'meeting' ? eq(t.inquiryType, 'meeting') : query.kind ? ne(t.inquiryType, 'meeting') : undefined,
      query.inquiryType ? eq(t.inquiryType, query.inquiryType) : undefined,
      query.priority ? eq(t.priority, query.priority) : undefined,
    ];
  },
  searched: managerInquirySearched,
  toItem: (row, locationName): ManagerInquiryItem => toRequestItem(row, locationName),
  submitted: (manager, input: z.output<typeof managerInquiryRequest>) => ({
    managerName: manager.propertyManager,
    managerEmail: manager.contactEmail,
    managerPhone: input.managerPhone ?? manager.contactPhone,
    inquiryType: input.inquiryType,
    priority: input.priority,
    subject: input.subject,
    message: input.message,
  }),
  answered: (input: z.output<typeof managerInquiryAnswer>) => ({
    answer: [propertyManagerInquiries.resolution, input.resolution],
    values: { status: input.status, assignedTo: input.assignedTo ?? null, resolution: input.resolution ?? null },
  }),
});

/** The meeting requests and questions of every location, or of one: the whole list (capped) or a page. */
export const listManagerInquiries = managerInquiries.list;
export const submitManagerInquiry = managerInquiries.submit;
export const answerManagerInquiry = managerInquiries.answer;

// ── Product requests ────────────────────────────────────────────────────────────────────────────────────────
const productRequestKind = managerRequests({
  table: productRequests,
  resource: 'product_request',
  parse: (input: ProductRequestListQuery) => productRequestListQuery.parse(input),
  filters: (query) => [query.urgency ? eq(productRequests.urgency, query.urgency) : undefined],
  searched: productRequestSearched,
  toItem: (row, locationName): ProductRequestItem => toRequestItem(row, locationName),
  submitted: (manager, input: z.output<typeof productRequestRequest>) => ({
    requestedBy: manager.propertyManager,
    requestedByEmail: manager.contactEmail,
    productName: input.productName,
    productCategory: input.productCategory ?? null,
    justification: input.justification ?? null,
    urgency: input.urgency,
  }),
  answered: (input: z.output<typeof productRequestAnswer>) => ({
    answer: [productRequests.response, input.response],
    values: { status: input.status, response: input.response ?? null },
  }),
});

/** The product requests of every location, or of one: the whole list (capped) or a page. */
export const listProductRequests = productRequestKind.list;
export const submitProductRequest = productRequestKind.submit;
export const answerProductRequest = productRequestKind.answer;
