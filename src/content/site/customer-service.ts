import type { IconCardText } from './icon-card';

/** The icons of the issue and commitment cards, by name; the client draws each one. */
export type ServiceIconName = 'credit-card' | 'package' | 'wrench' | 'heart-handshake' | 'clock' | 'list-checks';
export type ServiceCard = IconCardText<ServiceIconName>;

/** The customer-service page's opening. */
export const serviceHero = {
  eyebrow: 'Customer Service',
  heading: 'How can we help?',
  intro:
    'Tell us what happened at your market. A member of our family team reads every report and replies within 24 hours.',
} as const;

/**
 * The "immediate help" card: labels only. The emergency phone and the support e-mail beside them are the
 * business details of the site configuration, never written here.
 */
export const immediateHelp = {
  heading: 'Need immediate help?',
  emergencyLabel: 'Emergency line (24/7)',
  emailLabel: 'Support e-mail',
  responseLabel: 'Response time',
  response: 'Within 24 hours',
} as const;

export const issueTypes = {
  heading: 'Common issue types',
  items: [
    {
      icon: 'credit-card',
      title: 'Billing & Payment',
      text: 'A double charge, a refund, or a card that was declined.',
    },
    {
      icon: 'package',
      title: 'Product Issue',
      text: 'Something out of date, out of stock, or not what the label said.',
    },
    {
      icon: 'wrench',
      title: 'Technical Problem',
      text: 'The kiosk, a scanner, or a fridge door not working as it should.',
    },
    {
      icon: 'heart-handshake',
      title: 'Service Request',
      text: 'A product you would love to see, or a cleaning or restock request.',
    },
  ] satisfies readonly ServiceCard[],
} as const;

export const commitment = {
  heading: 'Our service commitment',
  items: [
    {
      icon: 'clock',
      title: '24-hour response',
      text: 'Every report gets a reply from a real person within 24 hours, urgent ones much sooner.',
    },
    {
      icon: 'heart-handshake',
      title: 'Family-owned care',
      text: 'We are a local family business. Your market is our market, and we treat it that way.',
    },
    {
      icon: 'list-checks',
      title: 'Issue tracking',
      text: 'Each report is logged and followed until it is resolved, so nothing slips through.',
    },
  ] satisfies readonly ServiceCard[],
} as const;
