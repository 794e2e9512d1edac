import { Clock, HandHeart, Leaf, ShieldCheck } from 'lucide-react';

/** The founding family and the people a partner meets (about page, public-site.md §2 "About page"). */
export const team = [
  {
    name: 'Rick Navarro',
    role: 'Co-founder & President',
    initials: 'RN',
    text: 'Rick spent his career running hotel restaurants and room service, where he learned that people remember how you fed them at midnight. He still tastes every new product before it reaches a shelf.',
  },
  {
    name: 'Diane Navarro',
    role: 'Co-founder, Finance & Partner Care',
    initials: 'DN',
    text: 'Diane kept the books for neighborhood businesses for years before Elevate. She writes every partner agreement in plain English and makes sure the answer to "what does it cost?" stays $0.',
  },
  {
    name: 'Marco Navarro',
    role: 'Director of Technology & Operations',
    initials: 'MN',
    text: 'Marco built computer-vision systems before he came home to the family business. He runs the smart store units, the 24/7 monitoring and the restocking routes behind them.',
  },
  {
    name: 'Elena Navarro',
    role: 'Director of Partnerships & Market Design',
    initials: 'EN',
    text: 'Elena managed a downtown condo tower, so she knows what boards and residents ask for. She plans every layout and product mix with the people who will use the market.',
  },
  {
    name: 'Kevin Tran',
    role: 'Service & Restocking Lead',
    initials: 'KT',
    text: 'Kevin leads the team that keeps shelves full and coolers spotless. If you see someone in an Elevate polo early in the morning, it is probably Kevin.',
  },
  {
    name: 'Aisha Rahman',
    role: 'Client Care Manager',
    initials: 'AR',
    text: 'Aisha answers your calls, e-mails and feedback, and makes sure every one gets a real response within 24 hours. Partners know her by name.',
  },
] as const;

export const values = [
  {
    icon: HandHeart,
    title: 'Our name is on it',
    text: 'Every market carries our family name. We run it the way we would want it run in our own building.',
  },
  {
    icon: Clock,
    title: 'Show up, every time',
    text: 'A response within 24 hours and monitoring around the clock. Small problems never get the chance to grow.',
  },
  {
    icon: Leaf,
    title: 'Good food, honestly chosen',
    text: 'Fresh, healthy choices next to the comfort favorites, picked for the people who actually use each market.',
  },
  {
    icon: ShieldCheck,
    title: 'Simple and fair',
    text: 'No implementation cost, no hidden fees and agreements you can read in one sitting.',
  },
] as const;
