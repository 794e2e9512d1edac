import type { MarketContent } from '../market-types';
import { pageNames } from '../page-names';

export const medicalFacilities: MarketContent = {
  slug: 'medical-facilities',
  label: pageNames['/medical-facilities'],
  title: 'Real food for the people who keep care running',
  intro:
    'Night-shift nurses, patients and worried families deserve more than a vending machine. We install a 24/7 market with fresh, healthy choices and touchless checkout, at no cost to your facility.',
  image: {
    src: '/assets/hospital.svg',
    alt: 'An Elevate market in a hospital corridor, the wall clock at 3 o’clock, a nurse in scrubs with a coffee and a parked wheelchair below a wayfinding sign',
  },
  heroCta: 'Schedule Healthcare Consultation',
  highlights: [
    '$0 to your facility',
    'Touchless checkout, no cash handling',
    'Monitored 24/7, answers within 24 hours',
  ],
  scenarios: {
    heading: 'Care around the clock',
    intro: 'A hospital never closes. Now its food doesn’t either.',
    cards: [
      {
        icon: 'moon',
        title: 'Night-shift staff',
        description: 'A proper meal at 3 am, steps from the unit.',
        scenarios: [
          'Salads, wraps and ready-to-heat meals',
          'Protein snacks and coffee for the long stretch',
          'Checkout in seconds, so a short break stays a break',
        ],
      },
      {
        icon: 'heart-handshake',
        title: 'Patients’ families',
        description: 'Comfort for the people in the waiting room.',
        scenarios: [
          'Fresh sandwiches after the cafeteria closes',
          'Phone chargers, toiletries and travel basics',
          'Kid-friendly snacks for long waits',
        ],
      },
      {
        icon: 'heart-pulse',
        title: 'Patients on the mend',
        description: 'Better choices for patients cleared to eat and walk.',
        scenarios: [
          'Low-sodium and diabetic-friendly options',
          'Fruit, yogurt and juices',
          'Clear nutrition labels on every item',
        ],
      },
      {
        icon: 'shield-check',
        title: 'Hygiene and safety',
        description: 'Touchless by design, safe by routine.',
        scenarios: [
          'No buttons, no cash, no queues',
          'Sealed, fresh-dated products',
          'Cooler temperatures monitored 24/7',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Built for healthcare',
    intro: 'Your teams focus on patients. We take care of the food.',
    cards: [
      {
        title: 'Zero cost, zero staff time',
        description: 'We install, restock and maintain the market. Nothing lands on your facilities or dietary teams.',
      },
      {
        title: 'Reliable at every hour',
        description: '99.9% uptime and 24/7 remote monitoring, so the market is open when the night shift needs it.',
      },
      {
        title: 'A partner who shows up',
        description: 'Requests for new products or a service visit get a response within 24 hours.',
      },
    ],
  },
  testimonials: {
    heading: 'From the floor',
    intro: 'Nurses, families and facility leaders on what changed.',
    items: [
      {
        quote:
          'On nights, the only option used to be the vending machine by the elevators. Now I can get a real dinner between rounds, pay with my phone and be back on the unit in minutes.',
        author: 'Renee Castillo, RN',
        title: 'ICU Night Nurse',
        facility: 'St. Brendan Medical Center',
      },
      {
        quote:
          'Families waiting through long surgeries finally have somewhere to go besides the parking lot. The market is clean, bright and always stocked, and my team did not have to take on a thing.',
        author: 'Howard Lin',
        title: 'Director of Facilities',
        facility: 'Valley Ridge Hospital',
      },
      {
        quote:
          'We asked for more diabetic-friendly options and they were on the shelf the following week. That kind of responsiveness matters in a place like ours.',
        author: 'Patricia Greene',
        title: 'Patient Experience Manager',
        facility: 'Riverside Outpatient Surgery Center',
      },
    ],
  },
  closing: {
    heading: 'Feed your night shift. Comfort your families.',
    text: 'We will walk your facility with you, find the right spot and answer within 24 hours.',
    cta: 'Book a Facility Walkthrough',
  },
};
