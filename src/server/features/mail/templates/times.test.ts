import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { chatTranscript } from './chat-transcript';
import { inquiryNotification } from './inquiry';

// 8:30 pm on November 25 in New York, already the 26th in UTC.
const evening = new Date('2026-11-26T01:30:00Z');
const site = loadConfig({ LOG_LEVEL: 'silent', BUSINESS_TIME_ZONE: 'America/New_York' }).site;

describe('times in e-mails', () => {
  it("read on the business's clock, with its zone, in the staff notification", () => {
    const inquiry = {
      id: 7,
      firstName: 'Maya',
      lastName: 'Chen',
      email: 'maya@harborlofts.example',
      phone: '(555) 010-7788',
      facilityType: 'office',
      companyName: null,
      message: null,
      customCabinetry: false,
      createdAt: evening,
    } as Parameters<typeof inquiryNotification>[0];
    const mail = inquiryNotification(inquiry, site);
    expect(mail.text).toContain('2026-11-25 20:30 America/New_York');
    expect(mail.text).not.toContain('2026-11-26');
  });

  it("read on the business's clock in the visitor's chat transcript", () => {
    const mail = chatTranscript(
      [
        { role: 'user', content: 'Are you open late?', timestamp: evening },
        { role: 'assistant', content: 'Our markets are open 24/7.', timestamp: evening },
      ],
      site,
    );
    expect(mail.text).toContain('You (2026-11-25 20:30 America/New_York):');
    expect(mail.text).not.toContain('UTC');
  });

  it('refuse a time zone the runtime does not know, naming the variable', () => {
    expect(() => loadConfig({ BUSINESS_TIME_ZONE: 'Pacific/Atlantis' })).toThrow(/BUSINESS_TIME_ZONE/);
  });
});
