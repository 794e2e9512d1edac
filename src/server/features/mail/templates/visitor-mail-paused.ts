import type { SiteConfig } from '../../../../contracts/site';
import { type RenderedEmail, renderEmail } from './layout';

/** To the business, once an hour at most: the site reached its cap of mail to visitor-typed addresses. */
export function visitorMailPaused(cap: number, site: SiteConfig): RenderedEmail {
  return renderEmail({
    site,
    subject: 'Visitor e-mail paused: the hourly limit was reached',
    heading: 'Mail to visitors is paused for now',
    paragraphs: [
      `In the last hour the website queued ${cap} e-mails to addresses that visitors typed (contact and feedback confirmations, chat transcripts), the most it sends in an hour (VISITOR_MAIL_PER_HOUR).`,
      'Until the count falls below the limit, further confirmations and transcripts are not sent. Every inquiry and feedback report is still stored, and you still receive their notifications; the notification says when a confirmation was not sent.',
      'On an ordinary day this means someone is using the forms or the chat to send mail to strangers. The e-mail log shows what was queued.',
    ],
  });
}
