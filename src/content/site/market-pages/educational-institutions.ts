import type { MarketContent } from '../market-types';
import { pageNames } from '../page-names';

export const educationalInstitutions: MarketContent = {
  slug: 'educational-institutions',
  label: pageNames['/educational-institutions'],
  title: 'Fuel for every study session, all over campus',
  intro:
    'Students study late, practice early and live on tight budgets. A 24/7 campus market gives them affordable, healthy food when the dining hall is closed, at no cost to your institution.',
  image: {
    src: '/assets/school.svg',
    alt: 'An Elevate market in a campus library lounge at dusk, with bookshelves, a study table and lamp, a college pennant and a student carrying a backpack',
  },
  heroCta: 'Schedule Campus Assessment',
  highlights: [
    'Open 24/7 in libraries, halls and student centers',
    'Affordable and healthy options',
    '$0 to your institution',
  ],
  scenarios: {
    heading: 'Fueling Student Success',
    intro: 'Four ways a campus market supports students from move-in day to finals week.',
    cards: [
      {
        icon: 'heart-handshake',
        title: 'Student support',
        description: 'Food when students need it, not only when dining is open.',
        scenarios: [
          'Late-night meals in residence halls',
          'Breakfast before early labs and practice',
          'Comfort food during exam weeks',
        ],
      },
      {
        icon: 'wallet',
        title: 'Affordable options',
        description: 'Prices that respect a student budget.',
        scenarios: ['Value-priced staples and snacks', 'Meals sized for one', 'Contactless card and phone payments'],
      },
      {
        icon: 'book-open',
        title: 'Academic support',
        description: 'Brain food within reach of the books.',
        scenarios: [
          'Markets inside libraries and study halls',
          'Coffee, tea and focus-friendly snacks',
          'No trek across campus during finals',
        ],
      },
      {
        icon: 'users',
        title: 'Campus life',
        description: 'A new place to meet between classes.',
        scenarios: [
          'A welcoming stop in the student center',
          'Healthy choices for athletes and clubs',
          'Open on weekends and during breaks',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Campus-Wide Benefits',
    intro: 'One market, three communities served.',
    cards: [
      {
        title: 'For students',
        description: 'Affordable, healthy food at any hour, paid with a tap, close to where they live and study.',
      },
      {
        title: 'For faculty and staff',
        description: 'Coffee and lunch without leaving the building, and 30 minutes of daily time savings.',
      },
      {
        title: 'For administrators',
        description: '$0 cost, full service, 24/7 monitoring and a response within 24 hours.',
      },
    ],
  },
  testimonials: {
    heading: 'Campus Community Feedback',
    intro: 'Students, residence life and student affairs, in their own words.',
    items: [
      {
        quote:
          'During finals I practically lived in the library. Grabbing a real sandwich at midnight instead of another bag of chips made a bigger difference than I expected.',
        author: 'Jordan Reyes',
        title: 'Junior, Biology',
        facility: 'Westbrook University',
      },
      {
        quote:
          'Our residence hall market is the busiest room in the building after dinner. Students tell us it is the first thing they show their parents on move-in day.',
        author: 'Monica Hale',
        title: 'Director of Residence Life',
        facility: 'Westbrook University',
      },
      {
        quote:
          'We had no budget for late-night dining. Elevate gave our students an option at zero cost and chose affordable products together with our student council.',
        author: 'Dr. Samuel Ortiz',
        title: 'Vice President of Student Affairs',
        facility: 'Northfield Community College',
      },
    ],
  },
  closing: {
    heading: 'Give your students one less thing to worry about',
    text: 'We will walk your campus with you, suggest the best locations and answer within 24 hours.',
    cta: 'Schedule Free Consultation',
  },
};
