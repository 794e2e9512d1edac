import type { CreateInquiryRequest } from '../../../../contracts/contact';
import { apiRequest } from '../../../lib/api';

/** POST /api/contact; customCabinetry travels as the string "true" or "false" (docs/product/contact-and-feedback.md). */
/** What the form sends: the facility as the select holds it, so that the server names a missing one. */
export type InquiryFormBody = Omit<CreateInquiryRequest, 'facilityType'> & { facilityType: string };

export async function createInquiry(body: InquiryFormBody): Promise<unknown> {
  const res = await apiRequest('POST', '/api/contact', body);
  return res.json();
}
