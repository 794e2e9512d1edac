import type { SiteConfig } from '../../../../contracts/site';
import { normalize } from './text';

export type Intent = 'greeting' | 'human' | 'hours' | 'tech_support' | 'thanks';

// The widget's quick replies (docs/product/chat-assistant.md) send these texts; the patterns also catch what people type.
export const quickReplies: Record<'human' | 'hours' | 'tech_support', string> = {
  human: "I'd like to talk to a human",
  hours: 'What are your hours?',
  tech_support: 'I need tech support',
};

const patterns: [Intent, RegExp][] = [
  ['human', /\b(talk|speak|chat|connect|get)\b.*\b(human|person|agent|someone|somebody|representative|rep|staff)\b/],
  ['human', /^(human|agent|operator|representative|real person|live agent|live person)( please)?$/],
  ['tech_support', /\b(tech|technical) support\b|^(support|help desk)$/],
  ['hours', /\b(your|you|office|business|support) (hours|open)\b|\bwhen are you (open|available)\b/],
  ['hours', /^(what are )?(your |the )?(office |business |opening )?hours( of operation)?$/],
  ['greeting', /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening)|yo)( there| team| elevate)?$/],
];

/**
 * The words of a thank-you or an "ok" that closes a question ("cool, thanks!", "got it", "perfect, thank you so
 * much", "no thanks, that's all"). A message made only of them asks nothing: read as a question, it was answered from
 * the previous question's entry again, or refused as not our topic (decision 081). "yes" and "sure" are left out:
 * they agree to something, and the assistant asks nothing they could agree to.
 */
const acknowledgementWords = new Set(
  (
    'ok okay k kk alright all right cool great perfect awesome excellent wonderful lovely nice sweet super fine good ' +
    'got it gotcha understood noted sounds makes sense to know thanks thank thx ty tysm cheers appreciated ' +
    'appreciate you so much very a lot again for the your help info information that this then bye goodbye no nope ' +
    'i m im we re s all done set'
  ).split(' '),
);

const isAcknowledgement = (text: string) =>
  text !== '' && text.split(' ').every((word) => acknowledgementWords.has(word));

/** A fixed intent, answered before any search; only for messages that are about that and little else. */
export function detectIntent(message: string): Intent | null {
  const text = normalize(message);
  if (text.split(' ').length > 12) return null;
  for (const [intent, pattern] of patterns) if (pattern.test(text)) return intent;
  if (isAcknowledgement(text)) return 'thanks';
  return null;
}

/** The configured reply of each intent, with the business's own hours, phones and addresses. */
export function intentReply(intent: Intent, site: SiteConfig): string {
  switch (intent) {
    case 'greeting':
      return `Hello! I'm the ${site.name} assistant. Ask me about our micro markets: how they work, what they cost, installation, products or support.`;
    case 'human':
      return `Happy to connect you with our team.\n• Call **${site.phone}** (${site.hours})\n• E-mail **${site.email}**\nWe respond within 24 hours. You can also have this conversation e-mailed to you, so our team has the details.`;
    case 'hours':
      return `**Hours:** ${site.hours}.\nYou can reach us at **${site.phone}** or **${site.email}**.`;
    case 'thanks':
      return 'Glad to help! If anything else comes up about our micro markets, just ask.';
    case 'tech_support':
      return `For a problem with a market, our support line is **${site.emergencyPhone}**, monitored 24/7, or e-mail **${site.supportEmail}**.\nTell me what is happening (a payment, a door, a screen, a product) and I'll check our troubleshooting guides.`;
  }
}
