import { and, eq, ne } from 'drizzle-orm';
import {
  PORTAL_CURRENT_PASSWORD_REQUIRED,
  PORTAL_LOGIN_INVALID,
  PORTAL_PASSWORD_UNCHANGED,
  type PortalLocation,
} from '../../../../contracts/portal';
import { stageProgress } from '../../../../contracts/property-managers';
import type { Database } from '../../../db/client';
import { locations, userSessions } from '../../../db/schema/index';
import { invalidField } from '../../../lib/domain-error';
import { PORTAL_PASSWORD_RULE, requireStrongPassword } from '../../../lib/password-strength';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import type { PortalAccount } from '../../../plugins/portal-auth';
import { hashToken } from '../../auth';
import { toPortalInstallation } from '../installation';

export const toPortalLocation = (row: PortalAccount): PortalLocation => ({
  id: row.id,
  locationCode: row.locationCode,
  locationName: row.locationName,
  address: row.address,
  propertyManager: row.propertyManager,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  partnershipStage: row.partnershipStage,
  installationStatus: row.installationStatus,
  progress: stageProgress(row.partnershipStage),
  passwordChangeRequired: row.passwordChangeRequired,
  estimatedInstallationDate: row.estimatedInstallationDate,
  lastRestockDate: row.lastRestockDate,
  nextRestockDate: row.nextRestockDate,
  installation: toPortalInstallation(row),
});

// Verifying against a real hash when the code is unknown keeps both answers equally slow.
let decoy: Promise<string> | undefined;

/** The location of a code and password, or undefined; the same work and answer for an unknown code. */
export async function authenticateLocation(db: Database, code: string, password: string) {
  const [row] = await db.select().from(locations).where(eq(locations.locationCode, code));
  if (!row) {
    decoy ??= hashPassword('decoy-password-never-matches');
    await verifyPassword(await decoy, password);
    return undefined;
  }
  if (!(await verifyPassword(row.passwordHash, password))) return undefined;
  await db.update(locations).set({ lastLogin: new Date() }).where(eq(locations.id, row.id));
  return row;
}

/**
 * The manager's own new password; the portal's other sessions end, this one stays. While the temporary password is
 * still in place every live session was opened with it, so it is not asked again; afterwards the current password
 * is required. The new password never equals the one it replaces.
 */
export async function changePortalPassword(
  db: Database,
  location: PortalAccount,
  input: { currentPassword: string; newPassword: string },
  currentToken: string,
) {
  const current = input.currentPassword.trim();
  if (!current && !location.passwordChangeRequired)
    throw invalidField('currentPassword', PORTAL_CURRENT_PASSWORD_REQUIRED);
  if (current && !(await verifyPassword(location.passwordHash, current)))
    throw invalidField('currentPassword', 'The current password is not right');
  if (!current && (await verifyPassword(location.passwordHash, input.newPassword)))
    throw invalidField('newPassword', PORTAL_PASSWORD_UNCHANGED);
  requireStrongPassword(input.newPassword, PORTAL_PASSWORD_RULE, 'newPassword', [
    location.locationCode,
    location.locationName,
    location.propertyManager,
    location.contactEmail,
    input.currentPassword,
  ]);
  await db
    .update(locations)
    .set({ passwordHash: await hashPassword(input.newPassword), passwordChangeRequired: false, updatedAt: new Date() })
    .where(eq(locations.id, location.id));
  await db
    .delete(userSessions)
    .where(and(eq(userSessions.locationId, location.id), ne(userSessions.sessionToken, hashToken(currentToken))));
}

export { PORTAL_LOGIN_INVALID };
