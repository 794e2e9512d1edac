import { eq } from 'drizzle-orm';
import {
  type InstallationDetails,
  type InstallationDetailsRequest,
  installationDetailsRequest,
  type PortalInstallation,
} from '../../../contracts/installation';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema/index';
import { notFound } from '../../lib/domain-error';
import type { DomainEvents } from '../../lib/domain-events';
import { type Actor, unitOfWork } from '../activity';
import { selectLocations } from './location-record';

type Location = typeof locations.$inferSelect;

/** The machine and the dates a partner plans around, as the portal may see them (staff notes stay in). */
export const toPortalInstallation = (row: Location): PortalInstallation => ({
  machineModel: row.machineModel,
  machineSerialNumber: row.machineSerialNumber,
  agreementSignedDate: row.agreementSignedDate,
  siteSurveyDate: row.siteSurveyDate,
  installationScheduledDate: row.installationScheduledDate,
  estimatedInstallationDate: row.estimatedInstallationDate,
  installationCompletedDate: row.installationCompletedDate,
  operationalDate: row.operationalDate,
});

export const toInstallationDetails = (row: Location): InstallationDetails => ({
  ...toPortalInstallation(row),
  notes: row.notes,
});

/**
 * Records the installation's machine, dates and notes; every field is sent and replaced, a blank one cleared.
 * A staff member's change is logged; the demo content's is not.
 */
export async function updateInstallationDetails(
  db: Database,
  id: number,
  input: InstallationDetailsRequest,
  actor: Actor | undefined,
  events: DomainEvents,
) {
  const details = installationDetailsRequest.parse(input);
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const stored = await storeInstallationDetails(tx, id, details);
    record({
      resource: 'location',
      action: 'update_installation',
      resourceId: id,
      details: { fields: Object.keys(input) },
    });
    return stored;
  });
}

async function storeInstallationDetails(db: Database, id: number, details: InstallationDetailsRequest) {
  const [row] = await db
    .update(locations)
    .set({
      machineModel: details.machineModel,
      machineSerialNumber: details.machineSerialNumber,
      agreementSignedDate: details.agreementSignedDate,
      siteSurveyDate: details.siteSurveyDate,
      installationScheduledDate: details.installationScheduledDate,
      estimatedInstallationDate: details.estimatedInstallationDate,
      installationCompletedDate: details.installationCompletedDate,
      operationalDate: details.operationalDate,
      notes: details.notes,
      updatedAt: new Date(),
    })
    .where(eq(locations.id, id))
    .returning({ id: locations.id });
  if (!row) throw notFound('Property manager account not found');
  const [record] = await selectLocations(db).where(eq(locations.id, id));
  if (!record) throw notFound('Property manager account not found');
  return record;
}
