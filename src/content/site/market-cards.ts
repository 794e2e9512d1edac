import type { MarketSlug } from './market-types';

/** Home section 3 (id markets): its heading, and one card per market opening that market's page. */
export const marketsSection = {
  eyebrow: 'Markets we serve',
  title: 'Made for the places people live, work and heal',
  intro:
    'Every market is stocked for the people who use it, from residents and night-shift nurses to students and hotel guests.',
  explore: 'Explore',
} as const;

/** A market card on the home page; the market pages' own words stay apart, so the home page never loads them. */
export type MarketCard = {
  slug: MarketSlug;
  title: string;
  image: string;
  alt: string;
  text: string;
  benefits: readonly string[];
};

export const marketCards: readonly MarketCard[] = [
  {
    slug: 'luxury-condos',
    title: 'Luxury Condominiums',
    image: '/assets/residential.svg',
    alt: 'A self-service market beside a lounge chair in a condo lobby with a night skyline view',
    text: 'A lobby market residents treat as their own corner store.',
    benefits: ['Open 24/7, steps from home', 'An amenity buyers notice'],
  },
  {
    slug: 'medical-facilities',
    title: 'Medical Facilities',
    image: '/assets/hospital.svg',
    alt: 'A self-service market in a hospital corridor with a nurse in scrubs and waiting-room chairs',
    text: 'Healthy food for night-shift staff, patients and families.',
    benefits: ['Fresh meals at 3 am', 'Touchless, hygienic checkout'],
  },
  {
    slug: 'corporate-offices',
    title: 'Corporate Offices',
    image: '/assets/offices.svg',
    alt: 'A self-service market next to a coffee station and café table in an open-plan office',
    text: 'A break room perk that keeps your team fueled and on site.',
    benefits: ['15% higher employee satisfaction', '30 minutes saved every day'],
  },
  {
    slug: 'educational-institutions',
    title: 'Educational Institutions',
    image: '/assets/school.svg',
    alt: 'A self-service market in a school hallway beside lockers, backpacks and a bulletin board',
    text: 'Affordable, healthy food when the dining hall is closed.',
    benefits: ['Budget-friendly choices', 'Open for late-night study'],
  },
  {
    slug: 'fitness-wellness',
    title: 'Fitness & Wellness',
    image: '/assets/gym.svg',
    alt: 'A self-service market beside a dumbbell rack, kettlebells and a yoga mat in a gym',
    text: 'Pre-workout fuel and post-workout recovery, by the floor.',
    benefits: ['Protein, hydration, recovery', 'Nothing for staff to run'],
  },
  {
    slug: 'hotels',
    title: 'Hotels',
    image: '/assets/hotel.svg',
    alt: 'A self-service market in a hotel lobby beside the reception desk and a luggage cart',
    text: 'A grab-and-go guest pantry that never closes.',
    benefits: ['Meals, snacks and essentials', 'No clerk needed overnight'],
  },
];
