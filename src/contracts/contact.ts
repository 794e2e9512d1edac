import { z } from 'zod';
import { contactFacilityTypes } from './enums';
import { emailAddress, honeypot, optionalLine, optionalText, phoneNumber, publicForm, requiredLine } from './fields';

/** POST /api/contact (docs/product/contact-and-feedback.md contact form, docs/product/contact-and-feedback.md). */
export const createInquiryRequest = z.object({
  firstName: requiredLine('First name', 100),
  lastName: requiredLine('Last name', 100),
  email: emailAddress,
  phone: phoneNumber,
  facilityType: z.enum(contactFacilityTypes, { error: 'Choose a facility type' }),
  companyName: optionalLine('Company or property name', 200),
  message: optionalText('Message', 5000),
  // The page sends the string "true" or "false" (docs/product/contact-and-feedback.md); JSON clients may send a boolean.
  customCabinetry: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .default(false),
  website: honeypot,
});
export type CreateInquiryRequest = z.input<typeof createInquiryRequest>;
export type CreateInquiryInput = z.output<typeof createInquiryRequest>;

export const contactApi = {
  submit: publicForm('/api/contact', 'Submit a consultation request from the contact form', createInquiryRequest),
};
