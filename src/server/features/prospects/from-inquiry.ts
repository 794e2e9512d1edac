import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactInquiries, crmProspects } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/domain-error';
import type { DomainEvents } from '../../lib/domain-events';
import { present } from '../../lib/present';
import { type Actor, unitOfWork } from '../activity';

// The contact form's facility types onto the prospect's four; "other" keeps the default and says so in the notes.
const facilityOf: Record<
  string,
  'luxury_condos' | 'medical_facilities' | 'corporate_offices' | 'educational_institutions'
> = {
  'luxury-condo': 'luxury_condos',
  medical: 'medical_facilities',
  office: 'corporate_offices',
  education: 'educational_institutions',
};

/** Beyond the spec: a contact inquiry becomes a new lead from the website, once. */
export async function prospectFromInquiry(db: Database, inquiryId: number, actor: Actor, events: DomainEvents) {
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const [inquiry] = await tx.select().from(contactInquiries).where(eq(contactInquiries.id, inquiryId));
    if (!inquiry) throw notFound('Inquiry not found');
    const [existing] = await tx
      .select({ id: crmProspects.id })
      .from(crmProspects)
      .where(eq(crmProspects.contactInquiryId, inquiryId));
    if (existing) throw conflict('A prospect was already created from this inquiry');
    const name = `${inquiry.firstName} ${inquiry.lastName}`.trim();
    const notes = [
      inquiry.message ? `Inquiry message: ${inquiry.message}` : undefined,
      facilityOf[inquiry.facilityType] ? undefined : 'Facility type on the inquiry: other.',
      inquiry.customCabinetry ? 'Asked about custom cabinetry.' : undefined,
    ].filter(Boolean);
    const [row] = await tx
      .insert(crmProspects)
      .values({
        locationName: (inquiry.companyName || `${name} (from inquiry)`).slice(0, 200),
        facilityType: facilityOf[inquiry.facilityType] ?? 'luxury_condos',
        contactName: name.slice(0, 100),
        contactEmail: inquiry.email,
        contactPhone: inquiry.phone.slice(0, 20),
        companyName: inquiry.companyName,
        leadSource: 'website',
        status: inquiry.contactedAt ? 'contacted' : 'new_lead',
        notes: notes.join('\n') || null,
        assignedTo: actor.name,
        lastContactDate: inquiry.contactedAt ? inquiry.contactedAt.toISOString().slice(0, 10) : null,
        contactInquiryId: inquiryId,
      })
      .returning({ id: crmProspects.id });
    const { id } = present(row);
    record({
      resource: 'crm_prospect',
      action: 'create_from_inquiry',
      resourceId: id,
      details: { inquiryId },
    });
    return id;
  });
}
