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
    alt: 'A self-service market in a wood-panelled condo lobby beside the elevator, a velvet sofa under a night-skyline window and a resident carrying groceries',
    text: 'A lobby market residents treat as their own corner store.',
    benefits: ['Open 24/7, steps from home', 'An amenity buyers notice'],
  },
  {
    slug: 'medical-facilities',
    title: 'Medical Facilities',
    image: '/assets/hospital.svg',
    alt: 'A self-service market in a hospital corridor at 3 am, with a nurse in scrubs holding a coffee, a wheelchair and waiting chairs under a wayfinding sign',
    text: 'Healthy food for night-shift staff, patients and families.',
    benefits: ['Fresh meals at 3 am', 'Touchless, hygienic checkout'],
  },
  {
    slug: 'corporate-offices',
    title: 'Corporate Offices',
    image: '/assets/offices.svg',
    alt: 'A self-service market in an office break room beside the coffee bar, glass-walled desks behind it and an employee with a laptop and a lanyard',
    text: 'A break room perk that keeps your team fueled and on site.',
    benefits: ['Happier, well-fed teams', 'Time back every day'],
  },
  {
    slug: 'educational-institutions',
    title: 'Educational Institutions',
    image: '/assets/school.svg',
    alt: 'A self-service market in a campus library lounge beside tall bookshelves and a study table, a student with a backpack and the college hall through the window',
    text: 'Affordable, healthy food when the dining hall is closed.',
    benefits: ['Budget-friendly choices', 'Open for late-night study'],
  },
  {
    slug: 'fitness-wellness',
    title: 'Fitness & Wellness',
    image: '/assets/gym.svg',
    alt: 'A self-service market of cold drinks on a gym floor beside treadmills and a dumbbell rack, a member lifting a water bottle after a workout',
    text: 'Pre-workout fuel and post-workout recovery, by the floor.',
    benefits: ['Protein, hydration, recovery', 'Nothing for staff to run'],
  },
  {
    slug: 'hotels',
    title: 'Hotels',
    image: '/assets/hotel.svg',
    alt: 'A self-service market and guest pantry in a hotel lobby beside the reception desk and a luggage cart, a guest pulling a suitcase',
    text: 'A grab-and-go guest pantry that never closes.',
    benefits: ['Meals, snacks and essentials', 'No clerk needed overnight'],
  },
];
