import type { MarketContent } from '../market-types';
import { pageNames } from '../page-names';

export const hotels: MarketContent = {
  slug: 'hotels',
  label: pageNames['/hotels'],
  title: 'A 24/7 guest pantry, no night clerk needed',
  intro:
    'Guests arrive late, leave early and forget things. A self-service market in your lobby offers snacks, meals and travel essentials at any hour, at no cost to the hotel and with no extra work for the front desk.',
  image: {
    src: '/assets/hotel.svg',
    alt: 'An Elevate market with an open guest pantry in a hotel lobby, across from the reception desk with its clocks, a brass luggage cart and a guest arriving with a suitcase',
  },
  heroCta: 'Schedule Hotel Consultation',
  highlights: ['$0 to the hotel', 'No staff needed at the counter', 'Stocked, monitored and maintained by us'],
  scenarios: {
    heading: 'Hospitality around the clock',
    intro: 'Four ways a lobby market raises the guest experience.',
    cards: [
      {
        icon: 'sparkles',
        title: 'Elevated guest experience',
        description: 'A market that looks like it belongs in your lobby.',
        scenarios: [
          'Bright, modern units that suit your design',
          'Optional custom cabinetry, at the hotel’s cost',
          'Local favorites next to the classics',
        ],
      },
      {
        icon: 'clock',
        title: '24/7 guest convenience',
        description: 'Open when guests need it, not when the shop does.',
        scenarios: [
          'Dinner for late arrivals after room service closes',
          'Breakfast before the early airport run',
          'Toothbrushes, chargers and travel-size basics',
        ],
      },
      {
        icon: 'concierge-bell',
        title: 'Premium amenities',
        description: 'A curated selection, never a vending machine.',
        scenarios: [
          'Fresh meals and gourmet snacks',
          'Sparkling water, juices and cold brew',
          'Artisan chocolate and sweet treats',
        ],
      },
      {
        icon: 'smile',
        title: 'Guest satisfaction',
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
        title: 'Boutique hotels',
        description: 'A handsome market with local products that feels like part of your story.',
      },
      {
        title: 'Extended-stay and suites',
        description: 'Groceries, breakfast staples and household basics for guests who stay a while.',
      },
      {
        title: 'Airport and business hotels',
        description: 'Late-night meals and early-morning grab-and-go for travelers on a schedule.',
      },
    ],
  },
  testimonials: {
    heading: 'What hoteliers say',
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
