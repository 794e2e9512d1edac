import { eq } from 'drizzle-orm';
import type { CreateLocationInput } from '../../../contracts/property-managers';
import type { Database } from '../../db/client';
import { locationCredentials, locations } from '../../db/schema/index';
import { conflict } from '../../lib/domain-error';
import type { DomainEvents } from '../../lib/domain-events';
import { PORTAL_PASSWORD_RULE, requireStrongPassword } from '../../lib/password-strength';
import { hashPassword } from '../../lib/passwords';
import { type Actor, unitOfWork } from '../activity';
import type { Mailer } from '../mail';
import { welcomePropertyManager } from '../mail';
import { addPropertyManager } from '../users';
import type { LocationRecord } from './location-record';

/**
 * A property manager's location account: the portal credential (temporary password, changed at first sign-in),
 * the property-manager row of the user list (decision 006) when the e-mail has no account yet, and the welcome
 * e-mail with the portal address and credentials, queued in the caller's transaction.
 */
export async function createLocationAccount(tx: Database, input: CreateLocationInput, mailer: Mailer) {
  requireStrongPassword(input.password, PORTAL_PASSWORD_RULE, 'password', [
    input.locationCode,
    input.locationName,
    input.propertyManager,
    input.contactEmail,
  ]);
  const [taken] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.locationCode, input.locationCode));
  if (taken) throw conflict(`Location code ${input.locationCode} is already in use`);

  const [location] = await tx
    .insert(locations)
    .values({
      locationName: input.locationName,
      locationCode: input.locationCode,
      address: input.address,
      propertyManager: input.propertyManager,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
      installationStatus: input.installationStatus,
      partnershipStage: input.partnershipStage,
      estimatedInstallationDate: input.estimatedInstallationDate ?? null,
    })
    .returning();
  if (!location) throw new Error('Location was not stored');
  // The password is temporary: the manager chooses their own at the first sign-in.
  await tx.insert(locationCredentials).values({
    locationId: location.id,
    passwordHash: await hashPassword(input.password),
    passwordChangeRequired: true,
  });

  // One person may manage several locations: the user list shows them once, with their first location.
  await addPropertyManager(tx, {
    email: input.contactEmail,
    name: input.propertyManager,
    phone: input.contactPhone,
    locationId: location.id,
  });

  await mailer.queue(tx, {
    ...welcomePropertyManager({ ...input }, mailer.site),
    kind: 'welcome_property_manager',
    to: input.contactEmail,
    replyTo: mailer.site.email,
    resource: 'location',
    resourceId: location.id,
  });
  const record: LocationRecord = { ...location, passwordChangeRequired: true, lastLogin: null };
  return record;
}

/**
 * A property manager account made from the back office: the account, its welcome e-mail and the log row at once;
 * after the commit the mail worker is woken to send the welcome.
 */
export async function createPropertyManager(
  db: Database,
  input: CreateLocationInput,
  mailer: Mailer,
  actor: Actor,
  events: DomainEvents,
) {
  return unitOfWork({ db, events }, actor, async ({ tx, record, after }) => {
    const location = await createLocationAccount(tx, input, mailer);
    record({
      resource: 'location',
      action: 'create',
      resourceId: location.id,
      details: { locationCode: location.locationCode, locationName: location.locationName },
    });
    after('wake the mail worker', () => mailer.kick());
    return location;
  });
}
