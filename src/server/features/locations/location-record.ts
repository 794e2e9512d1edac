import { eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locationCredentials, locations } from '../../db/schema/index';

/** A location as the back office and the portal read it: the location, and where its manager's sign-in stands. */
export type LocationRecord = typeof locations.$inferSelect & {
  passwordChangeRequired: boolean;
  lastLogin: Date | null;
};

const recordColumns = {
  ...getTableColumns(locations),
  passwordChangeRequired: locationCredentials.passwordChangeRequired,
  lastLogin: locationCredentials.lastLogin,
};

/** Locations with their sign-in state (never the password hash); add `.where()` and the rest. */
export const selectLocations = (db: Database) =>
  db
    .select(recordColumns)
    .from(locations)
    .innerJoin(locationCredentials, eq(locationCredentials.locationId, locations.id));

/** A location and its manager's password hash, by location code: what signing in checks. */
export async function findSignIn(db: Database, code: string) {
  const [row] = await db
    .select({ ...recordColumns, passwordHash: locationCredentials.passwordHash })
    .from(locations)
    .innerJoin(locationCredentials, eq(locationCredentials.locationId, locations.id))
    .where(eq(locations.locationCode, code));
  return row;
}

export async function passwordHashOf(db: Database, locationId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: locationCredentials.passwordHash })
    .from(locationCredentials)
    .where(eq(locationCredentials.locationId, locationId));
  return row?.passwordHash;
}

/** Sets the manager's password; `temporary` when someone else chose it (changed at the next sign-in). */
export async function setLocationPassword(db: Database, locationId: number, passwordHash: string, temporary: boolean) {
  await db
    .update(locationCredentials)
    .set({ passwordHash, passwordChangeRequired: temporary, updatedAt: new Date() })
    .where(eq(locationCredentials.locationId, locationId));
}
