import type { MarketContent } from '../market-types';
import { pageNames } from '../page-names';

export const luxuryCondos: MarketContent = {
  slug: 'luxury-condos',
  label: pageNames['/luxury-condos'],
  title: 'A private market, just downstairs',
  intro:
    'Give residents a 24/7 market in the lobby or on the amenity floor: fresh meals, morning essentials and late-night treats. We install, stock and maintain it at no cost to the association.',
  image: {
    src: '/assets/residential.svg',
    alt: 'An Elevate market built into a wood-panelled condo lobby beside the elevator, with a sofa by the window, the city lit up at night and a resident coming home with groceries',
  },
  heroCta: 'Schedule Amenity Consultation',
  highlights: [
    '$0 to the association',
    'Restocked and maintained by our team',
    'Open 24/7, monitored around the clock',
  ],
  scenarios: {
    heading: 'Made for life at home',
    intro: 'Residents use the market the way they use their own kitchen: often, and at every hour.',
    cards: [
      {
        icon: 'coffee',
        title: 'Morning rush',
        description: 'Out the door without a detour.',
        scenarios: [
          'Cold brew and pastries on the way to the car',
          'Yogurt, fruit and grab-and-go breakfast',
          'Milk and eggs for the morning you ran out',
        ],
      },
      {
        icon: 'moon',
        title: 'Late-night essentials',
        description: 'No getting dressed, no drive across town.',
        scenarios: [
          'Ice cream and snacks after a long day',
          'Toiletries, batteries and household basics',
          'Cold remedies and tissues when a cold hits',
        ],
      },
      {
        icon: 'party-popper',
        title: 'Entertaining at home',
        description: 'Guests on their way? Sorted in the elevator.',
        scenarios: [
          'Sparkling water, mixers and party snacks',
          'Cheese, crackers and sweet treats',
          'Ice, cups and napkins',
        ],
      },
      {
        icon: 'building-2',
        title: 'A better building',
        description: 'An amenity that shows well on every tour.',
        scenarios: [
          'A modern amenity buyers and renters notice',
          'No staff time from your management team',
          'Optional custom cabinetry to match your lobby, at the association’s cost',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Built for your building',
    intro: 'Boards and managers get a premium amenity without a new line in the budget.',
    cards: [
      {
        title: 'Zero cost to the association',
        description: 'No equipment, installation or service fees. We earn from what residents buy, nothing else.',
      },
      {
        title: 'Quiet, tidy and secure',
        description: 'Touchless checkout, 24/7 monitoring and restocks scheduled around residents’ routines.',
      },
      {
        title: 'A local family on call',
        description: 'Questions and service requests get a real answer within 24 hours, from people who live nearby.',
      },
    ],
  },
  testimonials: {
    heading: 'What residents and boards say',
    intro: 'From the people who use it every day and the people who said yes to it.',
    items: [
      {
        quote:
          'I work late most nights, and having real food downstairs changed my evenings. I grab a salad and a sparkling water on the way up and I’m home. It feels like part of the building, not a vending machine.',
        author: 'Olivia Brennan',
        title: 'Resident',
        facility: 'The Westmoor Residences',
      },
      {
        quote:
          'The board expected a new cost. Instead we got the amenity owners mention most at our meetings. When a cooler light flickered, Elevate had it fixed the next morning.',
        author: 'Harold Jensen',
        title: 'Board President',
        facility: 'Parkline Towers Condominium Association',
      },
      {
        quote:
          'Move-in days used to mean a run to the store. Now new owners find cleaning supplies, snacks and drinks right in the lobby. It makes a wonderful first impression.',
        author: 'Camila Duarte',
        title: 'Resident Services Director',
        facility: 'One Bayfront Condominiums',
      },
    ],
  },
  closing: {
    heading: 'Give residents one more reason to love coming home',
    text: 'Tell us about your building. We will visit, suggest a layout and answer within 24 hours.',
    cta: 'Plan Your Resident Market',
  },
};
