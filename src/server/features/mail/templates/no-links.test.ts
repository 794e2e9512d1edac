import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import type { customerFeedback } from '../../../db/schema/index';
import { chatTranscript } from './chat-transcript';
import { feedbackNotification } from './feedback';
import { inertText } from './inert-text';
import { inquiryNotification } from './inquiry';

const site = loadConfig({ LOG_LEVEL: 'silent' }).site;

// What a linkifying mail client turns into a link: a scheme, "www.", or a host name (a dot followed by a letter).
const linkish = /(\b[a-z][a-z0-9+.-]*:\/\/)|(\bwww\.)|(\b(mailto|javascript):)|([\p{L}\p{N}-][.\u3002\uFF0E]\p{L})/iu;
const lures = [
  'https://spam.example/buy?now=1',
  'HTTP://SPAM.EXAMPLE',
  'www.spam.example',
  'visit spam.example today',
  'mailto:boss@spam.example',
  'javascript:alert(1)',
  'xn--80ak6aa92e.com',
  'spam。example',
];
const visitorText = lures.join(' | ');

// The parts that are not free text: the business's own address, and the visitor's checked e-mail address (the
// reply-to, one address by the form's rules).
const withoutBusinessParts = (text: string) =>
  ['maya@harborlofts.example', 'jordan@example.com', site.email, site.siteUrl].reduce(
    (rest, known) => rest.replaceAll(known, ''),
    text,
  );

describe('links a visitor wrote', () => {
  it('are broken so no mail client links them, and plain words and numbers stay as they were', () => {
    for (const lure of lures) expect(inertText(lure)).not.toMatch(linkish);
    expect(inertText('Charged $2.50 twice. Then 3.5 hours later, again!')).toBe(
      'Charged $2.50 twice. Then 3.5 hours later, again!',
    );
    expect(inertText('see https://spam.example')).toBe('see https[:]//spam[.]example');
  });

  it('are not made clickable in the notifications to staff, text or HTML', () => {
    const inquiry = {
      id: 7,
      firstName: visitorText.slice(0, 100),
      lastName: 'www.spam.example',
      email: 'maya@harborlofts.example',
      phone: '(555) 010-7788',
      facilityType: 'other',
      companyName: visitorText,
      message: visitorText,
      customCabinetry: false,
      createdAt: new Date(),
    } as Parameters<typeof inquiryNotification>[0];
    const feedback = {
      id: 8,
      customerName: visitorText,
      email: 'jordan@example.com',
      phone: null,
      location: visitorText,
      issueType: 'billing',
      priority: 'urgent',
      subject: visitorText,
      description: visitorText,
      createdAt: new Date(),
    } as typeof customerFeedback.$inferSelect;
    for (const mail of [inquiryNotification(inquiry, site), feedbackNotification(feedback, site)]) {
      for (const part of [mail.subject, mail.text, mail.html]) expect(withoutBusinessParts(part)).not.toMatch(linkish);
      expect(mail.html).not.toMatch(/<a\s/i);
      // Staff still read what was written.
      expect(mail.text).toContain('spam[.]example');
    }
  });

  it('are not made clickable in the chat transcript; the assistant keeps its own words', () => {
    const mail = chatTranscript(
      [
        { role: 'user', content: visitorText, timestamp: new Date() },
        { role: 'assistant', content: 'Call us any time.', timestamp: new Date() },
      ],
      site,
    );
    for (const part of [mail.text, mail.html]) expect(withoutBusinessParts(part)).not.toMatch(linkish);
    expect(mail.text).toContain('Call us any time.');
  });

  it("give a page the assistant names by its path as the page's address on our site", () => {
    const mail = chatTranscript(
      [
        {
          role: 'assistant',
          content: 'Report it on our Customer Service page (/customer-service).',
          timestamp: new Date(),
        },
      ],
      site,
    );
    expect(mail.text).toContain(`Customer Service page (${new URL('/customer-service', site.siteUrl).href}).`);
    expect(mail.text).not.toContain('(/customer-service)');
  });
});
