import type { CreateInquiryInput } from '../../../contracts/contact';
import type { SiteConfig } from '../../../contracts/site';
import type { Database } from '../../db/client';
import type { DomainEvents } from '../../lib/domain-events';
import type { Mailer } from '../mail';
import { formStatement, inquiryConfirmation, inquiryNotificationWithBlanks, type RenderedEmail } from '../mail';

// The inquiry's INSERT inside the one statement that also decides and queues its mail (formStatement). Its time
// is the one the business's notification shows, so both say the same.
const storeInquiry = formStatement(
  'contact_inquiry_with_mail',
  9,
  (go) => `insert into contact_inquiries (first_name, last_name, email, phone, facility_type, company_name, message,
      custom_cabinetry, created_at)
    select $1::varchar, $2::varchar, $3::varchar, $4::varchar, $5::varchar, $6::varchar, $7::text, $8::boolean,
      $9::timestamptz
    where ${go}
    returning id`,
);

// The confirmation is fixed text (nothing the visitor wrote): rendered once per site.
const confirmations = new WeakMap<SiteConfig, RenderedEmail>();
function confirmationFor(site: SiteConfig): RenderedEmail {
  let confirmation = confirmations.get(site);
  if (!confirmation) {
    confirmation = inquiryConfirmation(site);
    confirmations.set(site, confirmation);
  }
  return confirmation;
}

/**
 * Stores a visitor's consultation request (docs/product/contact-and-feedback.md) with its two e-mails, the
 * notification to the business and the confirmation to the visitor, in one statement: the inquiry is never lost
 * to a mail failure or a cap on visitor mail, and its mail is never lost to a crash; the same statement writes its
 * row in the activity log. Wakes the mail worker after, and tells the dashboard.
 */
export async function createInquiry(
  db: Database,
  input: CreateInquiryInput,
  mailer: Mailer,
  events: Pick<DomainEvents, 'emit'>,
) {
  const inquiry = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    facilityType: input.facilityType,
    companyName: input.companyName ?? null,
    message: input.message ?? null,
    customCabinetry: input.customCabinetry,
    createdAt: new Date(),
  };
  const stored = await mailer.storeForm(
    db,
    storeInquiry,
    [
      inquiry.firstName,
      inquiry.lastName,
      inquiry.email,
      inquiry.phone,
      inquiry.facilityType,
      inquiry.companyName,
      inquiry.message,
      inquiry.customCabinetry,
      inquiry.createdAt.toISOString(),
    ],
    {
      visitor: inquiry.email,
      resource: 'contact_inquiry',
      confirmation: { ...confirmationFor(mailer.site), kind: 'inquiry_confirmation' },
      notification: { ...inquiryNotificationWithBlanks(inquiry, mailer.site), kind: 'inquiry_notification' },
      notify: mailer.notifyAddress,
      activity: { by: 'visitor', name: `${inquiry.firstName} ${inquiry.lastName}`, facilityType: inquiry.facilityType },
    },
  );
  // The dashboard's counts take the new inquiry in at once.
  await events.emit({ type: 'inbox-changed' });
  return { id: stored.id, createdAt: inquiry.createdAt };
}
