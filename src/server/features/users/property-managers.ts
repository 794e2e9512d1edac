import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';

function splitName(fullName: string) {
  const parts = fullName.trim().split(/\s+/);
  const lastName = parts.length > 1 ? (parts.pop() ?? '') : '';
  return { firstName: parts.join(' ').slice(0, 100), lastName: lastName.slice(0, 100) };
}

/**
 * A new location's property manager in the user list (decision 006), in the caller's transaction: one row per
 * person, so an e-mail that already has an account keeps it (one person may manage several locations).
 */
export async function addPropertyManager(
  tx: Database,
  manager: { email: string; name: string; phone: string | null | undefined; locationId: number },
) {
  const [person] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${manager.email}`);
  if (person) return;
  await tx.insert(users).values({
    email: manager.email,
    ...splitName(manager.name),
    role: 'property_manager',
    status: 'active',
    phone: manager.phone,
    locationId: manager.locationId,
  });
}

/**
 * A location's new contact e-mail or phone, carried to its property manager's row in the user list; an e-mail that
 * already has another account stays with that account.
 */
export async function updatePropertyManagerContact(
  tx: Database,
  locationId: number,
  contact: { email?: string | undefined; phone?: string | undefined },
) {
  if (!contact.email && !contact.phone) return;
  const [owner] = contact.email
    ? await tx.select({ locationId: users.locationId }).from(users).where(sql`lower(${users.email}) = ${contact.email}`)
    : [];
  await tx
    .update(users)
    .set({
      ...(contact.email && !owner ? { email: contact.email } : {}),
      ...(contact.phone ? { phone: contact.phone } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(users.locationId, locationId), eq(users.role, 'property_manager')));
}
