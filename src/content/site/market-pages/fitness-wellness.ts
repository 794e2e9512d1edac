import type { MarketContent } from '../market-types';
import { pageNames } from '../page-names';

export const fitnessWellness: MarketContent = {
  slug: 'fitness-wellness',
  label: pageNames['/fitness-wellness'],
  title: 'Fuel before, recovery after, right by the floor',
  intro:
    'Members want pre-workout energy and post-workout protein without leaving the building. We install a 24/7 smart market stocked for performance, at no cost to your facility.',
  image: {
    src: '/assets/gym.svg',
    alt: 'An Elevate market stocked with cold drinks on a gym floor, with treadmills, a dumbbell rack, a yoga mat and a member raising a water bottle',
  },
  heroCta: 'Schedule Fitness Facility Assessment',
  highlights: [
    'Open whenever your doors are',
    'Protein, hydration and clean snacks',
    '$0 to install, nothing to staff',
  ],
  scenarios: {
    heading: 'Fuel every workout',
    intro: 'Four moments when members reach for the market.',
    cards: [
      {
        icon: 'zap',
        title: 'Pre-workout energy',
        description: 'Ready to go before the warm-up.',
        scenarios: [
          'Pre-workout drinks and natural caffeine',
          'Bananas, oat bars and quick carbs',
          'Grabbed on the way to the floor',
        ],
      },
      {
        icon: 'heart-pulse',
        title: 'Post-workout recovery',
        description: 'Refuel while the effort still counts.',
        scenarios: [
          'Ready-to-drink protein shakes',
          'High-protein meals and snacks',
          'Electrolyte drinks to rehydrate',
        ],
      },
      {
        icon: 'clock',
        title: '24/7 convenience',
        description: 'Open for the early lifters and the late runners.',
        scenarios: [
          'Open around the clock with your doors',
          'No staff needed at the counter',
          'Touchless checkout in seconds',
        ],
      },
      {
        icon: 'trophy',
        title: 'Performance',
        description: 'Products that match your members’ goals.',
        scenarios: [
          'Clean-label bars and supplements',
          'A range chosen with your trainers',
          'Fresh options for competition prep',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Perfect for Fitness Facilities',
    intro: 'From round-the-clock gyms to quiet studios, the market fits the way you run.',
    afterTestimonials: true,
    cards: [
      {
        title: '24-hour gyms',
        description: 'Members get fuel and water at any hour, even when nobody is at the front desk.',
      },
      {
        title: 'Boutique studios',
        description: 'A compact, good-looking market that matches your studio and keeps members around after class.',
      },
      {
        title: 'Wellness and recreation centers',
        description: 'Healthy choices for every age, from swim lessons to senior fitness.',
      },
    ],
  },
  testimonials: {
    heading: 'Success stories',
    intro: 'Owners and managers on what the market changed for their members.',
    items: [
      {
        quote:
          'Members used to leave for a smoothie after class. Now they stay, refuel and chat in the lobby. It feels like a real community space.',
        author: 'Nadia Petrov',
        title: 'Studio Owner',
        facility: 'CoreFlow Pilates & Yoga',
      },
      {
        quote:
          'We are open around the clock and never had staff overnight. Now our early regulars can still grab a pre-workout and a water, and we never touch the inventory.',
        author: 'Derek Coleman',
        title: 'General Manager',
        facility: 'IronWorks Fitness',
      },
    ],
  },
  closing: {
    heading: 'Give members one more reason to stay',
    text: 'We will visit your facility, plan a product range with your team and answer within 24 hours.',
    cta: 'Schedule Free Consultation',
  },
};
