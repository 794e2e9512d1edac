import type { MarketContent } from '../market-types';
import { pageNames } from '../page-names';

export const corporateOffices: MarketContent = {
  slug: 'corporate-offices',
  label: pageNames['/corporate-offices'],
  title: 'The break room your team looks forward to',
  intro:
    'Fresh meals, snacks and drinks a few steps from the desk. Our partners see a 15% increase in employee satisfaction and 30 minutes of daily time savings, and the market costs the company nothing.',
  image: {
    src: '/assets/offices.svg',
    alt: 'An Elevate market in an office break room next to the coffee bar and fruit bowl, open-plan desks behind glass and an employee with a laptop under one arm',
  },
  heroCta: 'Schedule Workplace Consultation',
  highlights: ['15% increase in employee satisfaction', '30 minutes of daily time savings', '$0 implementation cost'],
  scenarios: {
    heading: 'Fuel for the whole workday',
    intro: 'From the first coffee to the late deadline, employees find what they need without leaving the building.',
    cards: [
      {
        icon: 'coffee',
        title: 'Breakfast at the desk',
        description: 'A better start than a skipped meal.',
        scenarios: [
          'Oatmeal, fruit and yogurt parfaits',
          'Breakfast sandwiches and cold brew',
          'Grab it on the way in, pay with a tap',
        ],
      },
      {
        icon: 'utensils-crossed',
        title: 'Lunch without the line',
        description: 'Get the commute to the food court back.',
        scenarios: [
          'Fresh salads, bowls and wraps',
          'Hot-ready meals for busy days',
          'More of the lunch hour spent actually resting',
        ],
      },
      {
        icon: 'zap',
        title: 'Afternoon recharge',
        description: 'Beat the three o’clock slump.',
        scenarios: [
          'Healthy snacks and sparkling water',
          'Protein bars and energy drinks',
          'A reason to step away and reset',
        ],
      },
      {
        icon: 'moon',
        title: 'Late nights and busy seasons',
        description: 'Open whenever your people are working.',
        scenarios: [
          'Open 24/7 for shift teams and deadlines',
          'Dinner options after the cafeteria closes',
          'Restocked ahead of your busiest weeks',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Why workplace leaders choose Elevate',
    intro: 'A perk employees feel every day, with nothing for facilities to run.',
    cards: [
      {
        title: 'A perk people feel',
        description: 'Partners see a 15% increase in employee satisfaction once the market opens.',
      },
      {
        title: 'Time back for everyone',
        description: '30 minutes of daily time savings, because lunch and coffee are down the hall.',
      },
      {
        title: 'Nothing to manage',
        description: '$0 implementation cost, with installation, restocking and maintenance included.',
      },
    ],
  },
  testimonials: {
    heading: 'From teams we serve',
    intro: 'People leaders and facility managers on life with an Elevate market.',
    items: [
      {
        quote:
          'We used to lose people to the coffee shop across the street for half the afternoon. Now the market is where teams bump into each other, and they are back at their desks in minutes.',
        author: 'Brian Okonkwo',
        title: 'Head of People',
        facility: 'Halcyon Software',
      },
      {
        quote:
          'Installation happened over a weekend, and on Monday morning the market simply worked. Our facilities team has not had to touch it since.',
        author: 'Lauren Mitchell',
        title: 'Facilities Manager',
        facility: 'Crestline Insurance Group',
      },
      {
        quote:
          'Our overnight operations crew finally has the same perks as the day staff. That mattered to them more than I expected.',
        author: 'Victor Salazar',
        title: 'Operations Director',
        facility: 'Summit Logistics Center',
      },
    ],
  },
  closing: {
    heading: 'Make the office the place people want to be',
    text: 'Tell us about your floor plan and your team. We will answer within 24 hours with a plan.',
    cta: 'Plan Your Office Market',
  },
};
