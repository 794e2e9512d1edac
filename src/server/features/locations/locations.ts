import { and, asc, count, eq } from 'drizzle-orm';
import {
  type LocationItem,
  type LocationListQuery,
  locationListQuery,
  stageProgress,
  type UpdateLocationRequest,
  updateLocationRequest,
} from '../../../contracts/property-managers';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema/index';
import { notFound } from '../../lib/domain-error';
import type { DomainEvents } from '../../lib/domain-events';
import { iso } from '../../lib/iso';
import { chosenFilters, searchAcross } from '../../lib/list-queries';
import { pageOf } from '../../lib/paged-list';
import { PORTAL_PASSWORD_RULE, requireStrongPassword } from '../../lib/password-strength';
import { hashPassword } from '../../lib/passwords';
import { type Actor, unitOfWork } from '../activity';
import { endLocationSessions } from '../auth';
import { updatePropertyManagerContact } from '../users';
import { toInstallationDetails } from './installation';
import { type LocationRecord, selectLocations, setLocationPassword } from './location-record';

type Location = LocationRecord;

export const toLocationItem = (row: Location): LocationItem => ({
  id: row.id,
  locationName: row.locationName,
  locationCode: row.locationCode,
  address: row.address,
  propertyManager: row.propertyManager,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  installationStatus: row.installationStatus,
  partnershipStage: row.partnershipStage,
  progress: stageProgress(row.partnershipStage),
  passwordChangeRequired: row.passwordChangeRequired,
  estimatedInstallationDate: row.estimatedInstallationDate,
  nextRestockDate: row.nextRestockDate,
  installation: toInstallationDetails(row),
  lastLogin: iso(row.lastLogin),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** /admin-property-managers and /admin-timeline-management: the locations by name. */
export async function listLocations(db: Database, input: LocationListQuery) {
  const query = locationListQuery.parse(input);
  const where = and(
    searchAcross(query.search, [locations.locationName, locations.locationCode, locations.propertyManager]),
    ...chosenFilters(query, {
      installationStatus: locations.installationStatus,
      partnershipStage: locations.partnershipStage,
    }),
  );
  return pageOf(
    selectLocations(db).where(where).orderBy(asc(locations.locationName), asc(locations.id)),
    () => db.select({ n: count() }).from(locations).where(where),
    query,
    toLocationItem,
  );
}

export async function findLocation(db: Database, id: number): Promise<Location | undefined> {
  const [row] = await selectLocations(db).where(eq(locations.id, id));
  return row;
}

/** What the back office's routes answer, with a 404, for a location that does not exist. */
export const NO_SUCH_LOCATION = 'Failed to fetch location';

/** The location `id`, or a 404 that says `missing`. */
export async function requireLocation(db: Database, id: number, missing = 'Property manager account not found') {
  const row = await findLocation(db, id);
  if (!row) throw notFound(missing);
  return row;
}

/** The edit form's fields, or a stage alone from the journey dialog; the location code never changes. */
export async function updateLocation(
  db: Database,
  id: number,
  input: UpdateLocationRequest,
  actor: Actor,
  events: DomainEvents,
) {
  const changes = updateLocationRequest.parse(input);
  const fields = Object.keys(input);
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const before = await requireLocation(tx, id);
    await tx
      .update(locations)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(locations.id, id));
    const after = await requireLocation(tx, id);
    // Keep the user list's property-manager row in step with the location's contact.
    await updatePropertyManagerContact(tx, id, { email: changes.contactEmail, phone: changes.contactPhone });
    const stageChanged = before.partnershipStage !== after.partnershipStage;
    record({
      resource: 'location',
      action: stageChanged && fields.length === 1 ? 'change_stage' : 'update',
      resourceId: id,
      details: { fields, ...(stageChanged ? { from: before.partnershipStage, to: after.partnershipStage } : {}) },
    });
    return toLocationItem(after);
  });
}

export async function deleteLocation(db: Database, id: number, actor: Actor, events: DomainEvents) {
  await unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const row = await requireLocation(tx, id);
    // Sessions, the property-manager user row and every partnership record go with it (foreign keys cascade).
    await tx.delete(locations).where(eq(locations.id, id));
    record({
      resource: 'location',
      action: 'delete',
      resourceId: id,
      details: { locationCode: row.locationCode, locationName: row.locationName },
    });
  });
}

/** A new temporary password: the manager changes it at the next sign-in; open portal sessions end. */
export async function resetLocationPassword(
  db: Database,
  id: number,
  password: string,
  actor: Actor,
  events: DomainEvents,
) {
  const row = await requireLocation(db, id);
  requireStrongPassword(password, PORTAL_PASSWORD_RULE, 'password', [
    row.locationCode,
    row.locationName,
    row.propertyManager,
    row.contactEmail,
  ]);
  const passwordHash = await hashPassword(password);
  await unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    await setLocationPassword(tx, id, passwordHash, true);
    await endLocationSessions(tx, id);
    record({ resource: 'location', action: 'reset_password', resourceId: id });
  });
}
