import type { CreateInquiryInput } from '../../../contracts/contact';
import type { Database } from '../../db/client';
import { contactInquiries } from '../../db/schema/index';

/** Stores a visitor's consultation request (public-site.md §4 contact form). */
export async function createInquiry(db: Database, input: CreateInquiryInput) {
  const [inquiry] = await db
    .insert(contactInquiries)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      facilityType: input.facilityType,
      companyName: input.companyName ?? null,
      message: input.message ?? null,
      customCabinetry: input.customCabinetry,
    })
    .returning();
  if (!inquiry) throw new Error('Inquiry was not stored');
  return inquiry;
}
