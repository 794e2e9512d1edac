import type { SiteConfig } from '../../../../contracts/site';
import { mailTime } from '../../../lib/business-time';
import { inertText } from './inert-text';
import { type RenderedEmail, renderEmail } from './layout';

type Line = { role: string; content: string; timestamp: Date; authorName?: string | null };

/**
 * A page of the site an answer names by its path ("our Customer Service page (/customer-service)"), as its whole
 * address on the site, which a mail client can open (the chat shows it as a link named after the page). Only a
 * path on our own site is rewritten.
 */
const withPageAddresses = (text: string, site: SiteConfig) =>
  text.replace(/\((\/[a-z0-9-]*(?:#[a-z0-9-]+)?)\)/g, (_, path: string) => `(${new URL(path, site.siteUrl).href})`);

/**
 * To the contact saved on the session: the whole conversation, the one message to a visitor-typed address that
 * carries what the visitor wrote. Their lines are inert text (no links); the greeting does not echo their name.
 */
export function chatTranscript(messages: Line[], site: SiteConfig): RenderedEmail {
  return renderEmail({
    site,
    subject: `Your chat transcript from ${site.name}`,
    heading: 'Here is your conversation with our assistant',
    paragraphs: [
      ...messages.map((message) => {
        const at = mailTime(message.timestamp, site.timeZone);
        if (message.role === 'user') return `You (${at}):\n${inertText(message.content)}`;
        // A person on staff wrote plain text, signed with their first name.
        if (message.role === 'staff')
          return `${inertText(message.authorName ?? 'Our team')} from ${site.shortName} (${at}):\n${inertText(message.content)}`;
        return `${site.shortName} assistant (${at}):\n${withPageAddresses(message.content.replace(/\*\*/g, ''), site)}`;
      }),
      `Questions the assistant could not answer go to our team. Call ${site.phone} or reply to this e-mail; we respond within 24 hours.`,
      'You receive this e-mail because this address was entered in the chat on our website. If that was not you, you can ignore it.',
    ],
  });
}
