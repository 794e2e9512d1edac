import type { ChatMessage } from '../../../../contracts/chat';
import type { SiteConfig } from '../../../../contracts/site';
import { mailTime } from '../../../lib/business-time';

/** Room the inquiry's message gives the conversation; an older part past it is cut, the latest kept. */
const TRANSCRIPT_MAX = 8000;

const speaker = (message: ChatMessage, site: SiteConfig) =>
  message.role === 'user'
    ? 'Visitor'
    : message.role === 'staff'
      ? `${message.authorName ?? 'Staff'} (${site.shortName} team)`
      : `${site.shortName} assistant`;

/** The conversation as plain text, for the inquiry it became: who said what, when. */
export function transcriptText(messages: ChatMessage[], site: SiteConfig): string {
  const lines = messages.map(
    (message) =>
      `${speaker(message, site)}, ${mailTime(new Date(message.timestamp), site.timeZone)}:\n${message.content.replace(/\*\*/g, '')}`,
  );
  const whole = `Asked for a person in the website chat. The conversation:\n\n${lines.join('\n\n')}`;
  return whole.length <= TRANSCRIPT_MAX ? whole : `(earlier messages cut)\n…${whole.slice(-TRANSCRIPT_MAX)}`;
}
