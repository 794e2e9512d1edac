import { type CreateInquiryRequest, contactApi } from '../../../../contracts/contact';
import { call } from '../../../lib/api';

/** What the form sends: the facility as the select holds it, so that the server names a missing one. */
export type InquiryFormBody = Omit<CreateInquiryRequest, 'facilityType'> & { facilityType: string };

/** customCabinetry travels as the string "true" or "false" (docs/product/contact-and-feedback.md). */
export const createInquiry = (body: InquiryFormBody) => call(contactApi.submit, { body: body as CreateInquiryRequest });
