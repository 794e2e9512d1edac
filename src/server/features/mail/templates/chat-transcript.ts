import type { SiteConfig } from '../../../../contracts/site';
import { type RenderedEmail, renderEmail } from './layout';

type Line = { role: string; content: string; timestamp: Date };

const stamp = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16);

/** To the visitor: the whole conversation, as they asked for it from the chat widget. */
export function chatTranscript(contact: { userName: string }, messages: Line[], site: SiteConfig): RenderedEmail {
  return renderEmail({
    site,
    subject: `Your chat transcript from ${site.name}`,
    heading: `Hello ${contact.userName}, here is your conversation`,
    paragraphs: [
      ...messages.map(
        (message) =>
          `${message.role === 'user' ? 'You' : `${site.shortName} assistant`} (${stamp(message.timestamp)} UTC):\n${message.content.replace(/\*\*/g, '')}`,
      ),
      `Questions the assistant could not answer go to our team. Call ${site.phone} or reply to this e-mail; we respond within 24 hours.`,
    ],
  });
}
