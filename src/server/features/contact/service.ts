import type { CreateInquiryInput } from '../../../contracts/contact';
import type { Database } from '../../db/client';
import { contactInquiries } from '../../db/schema/index';
import type { Mailer } from '../mail';
import { inquiryConfirmation, inquiryNotification, queueFormMails } from '../mail';

/**
 * Stores a visitor's consultation request (docs/product/contact-and-feedback.md) with its two e-mails, the notification to the
 * business and the confirmation to the visitor, in one transaction: the inquiry is never lost to a mail failure
 * or a cap on visitor mail, and its mail is never lost to a crash.
 */
export async function createInquiry(db: Database, input: CreateInquiryInput, mailer: Mailer) {
  const inquiry = await db.transaction(async (tx) => {
    const [stored] = await tx
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
    if (!stored) throw new Error('Inquiry was not stored');
    await queueFormMails(tx, mailer, {
      visitor: stored.email,
      about: { resource: 'contact_inquiry', resourceId: stored.id },
      confirmation: { ...inquiryConfirmation(mailer.site), kind: 'inquiry_confirmation' },
      notification: (outcome) => ({
        ...inquiryNotification(stored, mailer.site, outcome),
        kind: 'inquiry_notification',
      }),
    });
    return stored;
  });
  mailer.kick();
  return inquiry;
}
