import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ManagerInquiryItem,
  managerInquiryAnswer,
  managerInquiryRequest,
  ProductRequestItem,
  productRequestAnswer,
  productRequestRequest,
} from '../../../contracts/partnership';
import type { Database } from '../../db/client';
import { locationCredentials, productRequests, propertyManagerInquiries } from '../../db/schema/index';
import { Refusal } from '../../lib/refusal';

type Manager = { id: number; propertyManager: string; contactEmail: string; contactPhone: string };
type Filter = { locationId?: number; status?: string };

const toInquiryItem = (
  row: typeof propertyManagerInquiries.$inferSelect,
  locationName?: string,
): ManagerInquiryItem => ({
  ...row,
  priority: row.priority as ManagerInquiryItem['priority'],
  status: row.status as ManagerInquiryItem['status'],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  ...(locationName === undefined ? {} : { locationName }),
});

const toProductItem = (row: typeof productRequests.$inferSelect, locationName?: string): ProductRequestItem => ({
  ...row,
  urgency: row.urgency as ProductRequestItem['urgency'],
  status: row.status as ProductRequestItem['status'],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  ...(locationName === undefined ? {} : { locationName }),
});

// ── Meeting requests and questions (property_manager_inquiries) ─────────────────────────────────────────────
export async function listManagerInquiries(db: Database, filter: Filter) {
  const where = and(
    ...([
      filter.locationId ? eq(propertyManagerInquiries.locationId, filter.locationId) : undefined,
      filter.status ? eq(propertyManagerInquiries.status, filter.status) : undefined,
    ] as (SQL | undefined)[]),
  );
  const rows = await db
    .select({ row: propertyManagerInquiries, locationName: locationCredentials.locationName })
    .from(propertyManagerInquiries)
    .innerJoin(locationCredentials, eq(locationCredentials.id, propertyManagerInquiries.locationId))
    .where(where)
    .orderBy(desc(propertyManagerInquiries.createdAt), desc(propertyManagerInquiries.id))
    .limit(2000);
  return rows.map(({ row, locationName }) => toInquiryItem(row, locationName));
}

export async function submitManagerInquiry(
  db: Database,
  manager: Manager,
  input: z.output<typeof managerInquiryRequest>,
) {
  const [row] = await db
    .insert(propertyManagerInquiries)
    .values({
      locationId: manager.id,
      managerName: manager.propertyManager,
      managerEmail: manager.contactEmail,
      managerPhone: input.managerPhone ?? manager.contactPhone,
      inquiryType: input.inquiryType,
      priority: input.priority,
      subject: input.subject,
      message: input.message,
    })
    .returning();
  return toInquiryItem(row!);
}

export async function answerManagerInquiry(db: Database, id: number, input: z.output<typeof managerInquiryAnswer>) {
  const [row] = await db
    .update(propertyManagerInquiries)
    .set({
      status: input.status,
      assignedTo: input.assignedTo ?? null,
      resolution: input.resolution ?? null,
      updatedAt: new Date(),
    })
    .where(eq(propertyManagerInquiries.id, id))
    .returning();
  if (!row) throw new Refusal(404, 'Request not found');
  return toInquiryItem(row);
}

// ── Product requests ────────────────────────────────────────────────────────────────────────────────────────
export async function listProductRequests(db: Database, filter: Filter) {
  const where = and(
    ...([
      filter.locationId ? eq(productRequests.locationId, filter.locationId) : undefined,
      filter.status ? eq(productRequests.status, filter.status) : undefined,
    ] as (SQL | undefined)[]),
  );
  const rows = await db
    .select({ row: productRequests, locationName: locationCredentials.locationName })
    .from(productRequests)
    .innerJoin(locationCredentials, eq(locationCredentials.id, productRequests.locationId))
    .where(where)
    .orderBy(desc(productRequests.createdAt), desc(productRequests.id))
    .limit(2000);
  return rows.map(({ row, locationName }) => toProductItem(row, locationName));
}

export async function submitProductRequest(
  db: Database,
  manager: Manager,
  input: z.output<typeof productRequestRequest>,
) {
  const [row] = await db
    .insert(productRequests)
    .values({
      locationId: manager.id,
      requestedBy: manager.propertyManager,
      requestedByEmail: manager.contactEmail,
      productName: input.productName,
      productCategory: input.productCategory ?? null,
      justification: input.justification ?? null,
      urgency: input.urgency,
    })
    .returning();
  return toProductItem(row!);
}

export async function answerProductRequest(db: Database, id: number, input: z.output<typeof productRequestAnswer>) {
  const [row] = await db
    .update(productRequests)
    .set({ status: input.status, response: input.response ?? null, updatedAt: new Date() })
    .where(eq(productRequests.id, id))
    .returning();
  if (!row) throw new Refusal(404, 'Request not found');
  return toProductItem(row);
}
