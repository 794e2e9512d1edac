import type { CreateInquiryRequest } from '../../../../contracts/contact';
import { apiRequest } from '../../../lib/api';

/** POST /api/contact; customCabinetry travels as the string "true" or "false" (docs/product/contact-and-feedback.md). */
export async function createInquiry(body: CreateInquiryRequest): Promise<unknown> {
  const res = await apiRequest('POST', '/api/contact', body);
  return res.json();
}
