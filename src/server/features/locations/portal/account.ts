import { eq } from 'drizzle-orm';
import { portalPasswordInputs } from '../../../../contracts/passwords';
import {
  PORTAL_CURRENT_PASSWORD_REQUIRED,
  PORTAL_LOGIN_INVALID,
  PORTAL_PASSWORD_UNCHANGED,
  type PortalLocation,
} from '../../../../contracts/portal';
import { stageProgress } from '../../../../contracts/property-managers';
import type { Database } from '../../../db/client';
import { locationCredentials } from '../../../db/schema/index';
import { invalidField } from '../../../lib/domain-error';
import { PORTAL_PASSWORD_RULE, requireStrongPassword } from '../../../lib/password-strength';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { endOtherSessions } from '../../auth';
import { toPortalInstallation } from '../installation';
import { findSignIn, passwordHashOf, setLocationPassword } from '../location-record';
import type { PortalAccount } from './portal-guard';

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
  const found = await findSignIn(db, code);
  if (!found) {
    decoy ??= hashPassword('decoy-password-never-matches');
    await verifyPassword(await decoy, password);
    return undefined;
  }
  const { passwordHash, ...location } = found;
  if (!(await verifyPassword(passwordHash, password))) return undefined;
  await db
    .update(locationCredentials)
    .set({ lastLogin: new Date() })
    .where(eq(locationCredentials.locationId, location.id));
  return location;
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
  const passwordHash = (await passwordHashOf(db, location.id)) ?? '';
  if (!current && !location.passwordChangeRequired)
    throw invalidField('currentPassword', PORTAL_CURRENT_PASSWORD_REQUIRED);
  if (current && !(await verifyPassword(passwordHash, current)))
    throw invalidField('currentPassword', 'The current password is not right');
  if (!current && (await verifyPassword(passwordHash, input.newPassword)))
    throw invalidField('newPassword', PORTAL_PASSWORD_UNCHANGED);
  // The same words the password screens' strength meter judges it against.
  requireStrongPassword(
    input.newPassword,
    PORTAL_PASSWORD_RULE,
    'newPassword',
    portalPasswordInputs(location, input.currentPassword),
  );
  await setLocationPassword(db, location.id, await hashPassword(input.newPassword), false);
  await endOtherSessions(db, { locationId: location.id }, currentToken);
}

export { PORTAL_LOGIN_INVALID };
