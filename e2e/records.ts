import { type APIRequestContext, expect } from '@playwright/test';

// The records a test needs, made through the API by the test itself. Every test shares one server and one
// database with the others (scripts/e2e-server.mjs), in any order and alongside them (fullyParallel): a test names
// its records with a tag of its own (the `tag` fixture, or uniqueTag), finds them by it (a search, a filter on the
// tag) and asserts on them alone.

/** A tag no other test (nor another run against the same server) uses: put it in the names of a test's records. */
export const uniqueTag = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * A made-up word of a tag's own (its digits as letters): put in a question to the assistant, so that what an earlier
 * test or run taught it does not answer this one. Its letters change how the assistant reads the question: a test
 * that needs a question to stay unanswered (or off-topic) tries its wording over many tags first.
 */
export const wordOf = (tag: string) => tag.replace(/\d/g, (digit) => 'bcdfghjklm'[Number(digit)] ?? '');

type Inquiry = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  facilityType?: string;
  companyName?: string;
  message?: string;
};

/**
 * A contact inquiry sent as the home page's form sends it (no custom cabinetry; unless given, a phone number and the
 * facility type "other"); answers what was sent.
 */
export async function sendInquiry(request: APIRequestContext, inquiry: Inquiry) {
  const sent = { phone: '(555) 010-2222', facilityType: 'other', ...inquiry, customCabinetry: 'false' };
  const response = await request.post('/api/contact', { data: sent });
  expect(response.status(), await response.text()).toBe(201);
  return sent;
}

type Report = {
  customerName: string;
  email: string;
  location: string;
  issueType: string;
  priority: string;
  subject: string;
  description: string;
};

/** A report sent as the customer-service form sends it; answers what was sent. */
export async function sendFeedback(request: APIRequestContext, report: Report) {
  const response = await request.post('/api/feedback', { data: report });
  expect(response.status(), await response.text()).toBe(201);
  return report;
}

/** A kiosk fault reported at `location`, urgent, its subject ending with `tag`. */
export const kioskFault = (tag: string, location: string, subject: string): Report => ({
  customerName: `Rae${tag}`,
  email: `rae${tag}@example.com`,
  location,
  issueType: 'technical',
  priority: 'urgent',
  subject: `${subject} ${tag}`,
  description: 'The screen froze at checkout.',
});
