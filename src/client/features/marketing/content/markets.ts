import {
  BookOpen,
  Building2,
  Clock,
  Coffee,
  ConciergeBell,
  HeartHandshake,
  HeartPulse,
  type LucideIcon,
  Moon,
  PartyPopper,
  ShieldCheck,
  Smile,
  Sparkles,
  Trophy,
  Users,
  UtensilsCrossed,
  Wallet,
  Zap,
} from 'lucide-react';

export type MarketSlug =
  | 'luxury-condos'
  | 'medical-facilities'
  | 'corporate-offices'
  | 'educational-institutions'
  | 'fitness-wellness'
  | 'hotels';

export type ScenarioCard = { icon: LucideIcon; title: string; description: string; scenarios: readonly string[] };
export type BenefitCard = { title: string; description: string };
export type Testimonial = { quote: string; author: string; title: string; facility: string };

/** Everything one market landing page says (public-site.md §2 "Market landing pages"). */
export type MarketContent = {
  slug: MarketSlug;
  label: string;
  title: string;
  intro: string;
  image: { src: string; alt: string };
  heroCta: string;
  highlights: readonly string[];
  scenarios: { heading: string; intro: string; cards: readonly ScenarioCard[] };
  benefits: { heading: string; intro: string; cards: readonly BenefitCard[]; afterTestimonials?: boolean };
  testimonials: { heading: string; intro: string; items: readonly Testimonial[] };
  closing: { heading: string; text: string; cta: string };
};

const luxuryCondos: MarketContent = {
  slug: 'luxury-condos',
  label: 'Luxury Condominiums',
  title: 'A private market, just downstairs',
  intro:
    'Give residents a 24/7 market in the lobby or on the amenity floor: fresh meals, morning essentials and late-night treats. We install, stock and maintain it at no cost to the association.',
  image: {
    src: '/assets/residential.svg',
    alt: 'A self-service market with glass-door coolers and a touchscreen kiosk beside a lounge chair in a condo lobby at night',
  },
  heroCta: 'Schedule Resident Amenity Consultation',
  highlights: [
    '$0 to the association',
    'Restocked and maintained by our team',
    'Open 24/7, monitored around the clock',
  ],
  scenarios: {
    heading: 'Made for Life at Home',
    intro: 'Residents use the market the way they use their own kitchen: often, and at every hour.',
    cards: [
      {
        icon: Coffee,
        title: 'Morning Rush',
        description: 'Out the door without a detour.',
        scenarios: [
          'Cold brew and pastries on the way to the car',
          'Yogurt, fruit and grab-and-go breakfast',
          'Milk and eggs for the morning you ran out',
        ],
      },
      {
        icon: Moon,
        title: 'Late-Night Essentials',
        description: 'No getting dressed, no drive across town.',
        scenarios: [
          'Ice cream and snacks after a long day',
          'Toiletries, batteries and household basics',
          'Cold remedies and tissues when a cold hits',
        ],
      },
      {
        icon: PartyPopper,
        title: 'Entertaining at Home',
        description: 'Guests on their way? Sorted in the elevator.',
        scenarios: [
          'Sparkling water, mixers and party snacks',
          'Cheese, crackers and sweet treats',
          'Ice, cups and napkins',
        ],
      },
      {
        icon: Building2,
        title: 'A Better Building',
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
    heading: 'Built for Your Building',
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
    heading: 'What Residents and Boards Say',
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

const medicalFacilities: MarketContent = {
  slug: 'medical-facilities',
  label: 'Medical Facilities',
  title: 'Real food for the people who keep care running',
  intro:
    'Night-shift nurses, patients and worried families deserve more than a vending machine. We install a 24/7 market with fresh, healthy choices and touchless checkout, at no cost to your facility.',
  image: {
    src: '/assets/hospital.svg',
    alt: 'A self-service market in a hospital corridor with waiting-room chairs, a nurse in scrubs and a night sky through the window',
  },
  heroCta: 'Schedule Healthcare Facility Consultation',
  highlights: [
    '$0 to your facility',
    'Touchless checkout, no cash handling',
    'Monitored 24/7, answers within 24 hours',
  ],
  scenarios: {
    heading: 'Care Around the Clock',
    intro: 'A hospital never closes. Now its food doesn’t either.',
    cards: [
      {
        icon: Moon,
        title: 'Night-Shift Staff',
        description: 'A proper meal at 3 am, steps from the unit.',
        scenarios: [
          'Salads, wraps and ready-to-heat meals',
          'Protein snacks and coffee for the long stretch',
          'Checkout in seconds, so a short break stays a break',
        ],
      },
      {
        icon: HeartHandshake,
        title: 'Patients’ Families',
        description: 'Comfort for the people in the waiting room.',
        scenarios: [
          'Fresh sandwiches after the cafeteria closes',
          'Phone chargers, toiletries and travel basics',
          'Kid-friendly snacks for long waits',
        ],
      },
      {
        icon: HeartPulse,
        title: 'Patients on the Mend',
        description: 'Better choices for patients cleared to eat and walk.',
        scenarios: [
          'Low-sodium and diabetic-friendly options',
          'Fruit, yogurt and juices',
          'Clear nutrition labels on every item',
        ],
      },
      {
        icon: ShieldCheck,
        title: 'Hygiene and Safety',
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
    heading: 'Built for Healthcare',
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
    heading: 'From the Floor',
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
    cta: 'Schedule Your Facility Walkthrough',
  },
};

const corporateOffices: MarketContent = {
  slug: 'corporate-offices',
  label: 'Corporate Offices',
  title: 'The break room your team looks forward to',
  intro:
    'Fresh meals, snacks and drinks a few steps from the desk. Our partners see a 15% increase in employee satisfaction and 30 minutes of daily time savings, and the market costs the company nothing.',
  image: {
    src: '/assets/offices.svg',
    alt: 'A self-service market beside a coffee station and a café table in an open-plan office',
  },
  heroCta: 'Schedule Workplace Consultation',
  highlights: ['15% increase in employee satisfaction', '30 minutes of daily time savings', '$0 implementation cost'],
  scenarios: {
    heading: 'Fuel for the Whole Workday',
    intro: 'From the first coffee to the late deadline, employees find what they need without leaving the building.',
    cards: [
      {
        icon: Coffee,
        title: 'Breakfast at the Desk',
        description: 'A better start than a skipped meal.',
        scenarios: [
          'Oatmeal, fruit and yogurt parfaits',
          'Breakfast sandwiches and cold brew',
          'Grab it on the way in, pay with a tap',
        ],
      },
      {
        icon: UtensilsCrossed,
        title: 'Lunch Without the Line',
        description: 'Get the commute to the food court back.',
        scenarios: [
          'Fresh salads, bowls and wraps',
          'Hot-ready meals for busy days',
          'More of the lunch hour spent actually resting',
        ],
      },
      {
        icon: Zap,
        title: 'Afternoon Recharge',
        description: 'Beat the three o’clock slump.',
        scenarios: [
          'Healthy snacks and sparkling water',
          'Protein bars and energy drinks',
          'A reason to step away and reset',
        ],
      },
      {
        icon: Moon,
        title: 'Late Nights and Busy Seasons',
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
    heading: 'Why Workplace Leaders Choose Elevate',
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
    heading: 'From Teams We Serve',
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

const educationalInstitutions: MarketContent = {
  slug: 'educational-institutions',
  label: 'Educational Institutions',
  title: 'Fuel for every study session, all over campus',
  intro:
    'Students study late, practice early and live on tight budgets. A 24/7 campus market gives them affordable, healthy food when the dining hall is closed, at no cost to your institution.',
  image: {
    src: '/assets/school.svg',
    alt: 'A self-service market in a school hallway beside blue lockers, backpacks and a bulletin board',
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
        icon: HeartHandshake,
        title: 'Student Support',
        description: 'Food when students need it, not only when dining is open.',
        scenarios: [
          'Late-night meals in residence halls',
          'Breakfast before early labs and practice',
          'Comfort food during exam weeks',
        ],
      },
      {
        icon: Wallet,
        title: 'Affordable Options',
        description: 'Prices that respect a student budget.',
        scenarios: ['Value-priced staples and snacks', 'Meals sized for one', 'Contactless card and phone payments'],
      },
      {
        icon: BookOpen,
        title: 'Academic Support',
        description: 'Brain food within reach of the books.',
        scenarios: [
          'Markets inside libraries and study halls',
          'Coffee, tea and focus-friendly snacks',
          'No trek across campus during finals',
        ],
      },
      {
        icon: Users,
        title: 'Campus Life',
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
        title: 'For Students',
        description: 'Affordable, healthy food at any hour, paid with a tap, close to where they live and study.',
      },
      {
        title: 'For Faculty and Staff',
        description: 'Coffee and lunch without leaving the building, and 30 minutes of daily time savings.',
      },
      {
        title: 'For Administrators',
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

const fitnessWellness: MarketContent = {
  slug: 'fitness-wellness',
  label: 'Fitness & Wellness',
  title: 'Fuel before, recovery after, right by the floor',
  intro:
    'Members want pre-workout energy and post-workout protein without leaving the building. We install a 24/7 smart market stocked for performance, at no cost to your facility.',
  image: {
    src: '/assets/gym.svg',
    alt: 'A self-service market beside a dumbbell rack, kettlebells and a rolled yoga mat in a gym',
  },
  heroCta: 'Schedule Fitness Facility Assessment',
  highlights: [
    'Open whenever your doors are',
    'Protein, hydration and clean snacks',
    '$0 to install, nothing to staff',
  ],
  scenarios: {
    heading: 'Fuel Every Workout',
    intro: 'Four moments when members reach for the market.',
    cards: [
      {
        icon: Zap,
        title: 'Pre-Workout Energy',
        description: 'Ready to go before the warm-up.',
        scenarios: [
          'Pre-workout drinks and natural caffeine',
          'Bananas, oat bars and quick carbs',
          'Grabbed on the way to the floor',
        ],
      },
      {
        icon: HeartPulse,
        title: 'Post-Workout Recovery',
        description: 'Refuel while the effort still counts.',
        scenarios: [
          'Ready-to-drink protein shakes',
          'High-protein meals and snacks',
          'Electrolyte drinks to rehydrate',
        ],
      },
      {
        icon: Clock,
        title: '24/7 Convenience',
        description: 'Open for the early lifters and the late runners.',
        scenarios: [
          'Open around the clock with your doors',
          'No staff needed at the counter',
          'Touchless checkout in seconds',
        ],
      },
      {
        icon: Trophy,
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
        title: '24-Hour Gyms',
        description: 'Members get fuel and water at any hour, even when nobody is at the front desk.',
      },
      {
        title: 'Boutique Studios',
        description: 'A compact, good-looking market that matches your studio and keeps members around after class.',
      },
      {
        title: 'Wellness and Recreation Centers',
        description: 'Healthy choices for every age, from swim lessons to senior fitness.',
      },
    ],
  },
  testimonials: {
    heading: 'Success Stories',
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

const hotels: MarketContent = {
  slug: 'hotels',
  label: 'Hotels',
  title: 'A 24/7 guest pantry, no night clerk needed',
  intro:
    'Guests arrive late, leave early and forget things. A self-service market in your lobby offers snacks, meals and travel essentials at any hour, at no cost to the hotel and with no extra work for the front desk.',
  image: {
    src: '/assets/hotel.svg',
    alt: 'A self-service market in a hotel lobby beside the reception desk, a luggage cart and warm pendant lights',
  },
  heroCta: 'Schedule Hotel Consultation',
  highlights: ['$0 to the hotel', 'No staff needed at the counter', 'Stocked, monitored and maintained by us'],
  scenarios: {
    heading: 'Hospitality Around the Clock',
    intro: 'Four ways a lobby market raises the guest experience.',
    cards: [
      {
        icon: Sparkles,
        title: 'Elevated Guest Experience',
        description: 'A market that looks like it belongs in your lobby.',
        scenarios: [
          'Bright, modern units that suit your design',
          'Optional custom cabinetry, at the hotel’s cost',
          'Local favorites next to the classics',
        ],
      },
      {
        icon: Clock,
        title: '24/7 Guest Convenience',
        description: 'Open when guests need it, not when the shop does.',
        scenarios: [
          'Dinner for late arrivals after room service closes',
          'Breakfast before the early airport run',
          'Toothbrushes, chargers and travel-size basics',
        ],
      },
      {
        icon: ConciergeBell,
        title: 'Premium Amenities',
        description: 'A curated selection, never a vending machine.',
        scenarios: [
          'Fresh meals and gourmet snacks',
          'Sparkling water, juices and cold brew',
          'Artisan chocolate and sweet treats',
        ],
      },
      {
        icon: Smile,
        title: 'Guest Satisfaction',
        description: 'Small comforts guests remember.',
        scenarios: [
          'Fewer “where can I get…” calls to the front desk',
          'Touchless checkout in seconds',
          'Any issue answered by us within 24 hours',
        ],
      },
    ],
  },
  benefits: {
    heading: 'Perfect for Hotels',
    intro: 'Whatever kind of guest you welcome, the market fits the stay.',
    afterTestimonials: true,
    cards: [
      {
        title: 'Boutique Hotels',
        description: 'A handsome market with local products that feels like part of your story.',
      },
      {
        title: 'Extended-Stay and Suites',
        description: 'Groceries, breakfast staples and household basics for guests who stay a while.',
      },
      {
        title: 'Airport and Business Hotels',
        description: 'Late-night meals and early-morning grab-and-go for travelers on a schedule.',
      },
    ],
  },
  testimonials: {
    heading: 'What Hoteliers Say',
    intro: 'General managers and operators on their lobby markets.',
    items: [
      {
        quote:
          'Our front desk used to field calls all night about where to find food. The lobby market answered that question for good, and guests mention it in their reviews.',
        author: 'Isabelle Fontaine',
        title: 'General Manager',
        facility: 'The Linden Boutique Hotel',
      },
      {
        quote:
          'We replaced a tired sundry shop with an Elevate market. It looks better, it is open 24/7 and it cost us nothing. Our night team can focus on guests instead of a cash drawer.',
        author: 'Raj Malhotra',
        title: 'Director of Operations',
        facility: 'Bayside Suites Airport Hotel',
      },
    ],
  },
  closing: {
    heading: 'Give guests a reason to come back',
    text: 'Tell us about your property. We will suggest a layout and product mix and answer within 24 hours.',
    cta: 'Plan Your Lobby Market',
  },
};

export const markets: Record<MarketSlug, MarketContent> = {
  'luxury-condos': luxuryCondos,
  'medical-facilities': medicalFacilities,
  'corporate-offices': corporateOffices,
  'educational-institutions': educationalInstitutions,
  'fitness-wellness': fitnessWellness,
  hotels,
};
