import { eq, sql } from 'drizzle-orm';
import type { CreateLocationInput } from '../../../contracts/property-managers';
import type { Database } from '../../db/client';
import { crmProspects } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/domain-error';
import type { DomainEvents } from '../../lib/domain-events';
import { type Actor, unitOfWork } from '../activity';
import { createLocationAccount } from '../locations';
import type { Mailer } from '../mail';

/**
 * Activating a prospect's portal: its location account, the link to it, "converted", and the welcome e-mail with the portal
 * address and credentials, in one transaction (a refused code or e-mail leaves everything as it was); after the
 * commit the mail worker is woken to send the welcome.
 */
export async function convertProspect(
  db: Database,
  id: number,
  input: CreateLocationInput,
  mailer: Mailer,
  actor: Actor,
  events: DomainEvents,
) {
  return unitOfWork({ db, events }, actor, async ({ tx, record, after }) => {
    const [prospect] = await tx.select().from(crmProspects).where(eq(crmProspects.id, id)).for('update');
    if (!prospect) throw notFound('Prospect not found');
    if (prospect.convertedToPropertyManager) throw conflict('This prospect already has a property manager portal');
    if (prospect.status === 'lost')
      throw conflict('A lost prospect cannot be activated; move it back into the pipeline first');
    const created = await createLocationAccount(tx, input, mailer);
    await tx
      .update(crmProspects)
      .set({
        convertedToPropertyManager: true,
        propertyManagerId: created.id,
        status: 'converted',
        lastContactDate: sql`current_date`,
        updatedAt: new Date(),
      })
      .where(eq(crmProspects.id, id));
    record({
      resource: 'crm_prospect',
      action: 'convert',
      resourceId: id,
      details: { locationId: created.id, locationCode: created.locationCode },
    });
    after('wake the mail worker', () => mailer.kick());
    return created;
  });
}
