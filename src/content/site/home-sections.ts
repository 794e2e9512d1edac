/**
 * The home page's sections in the order the page shows them, under the names its navigation uses. The back
 * office's sitemap lists these, so staff read the page as visitors see it; a test renders the home page and checks
 * the order.
 */
export const homeSections = [
  {
    id: 'hero',
    name: 'Hero',
    description:
      'The opening promise: a premium market for every facility, $0 to the property, with the rotating audience word.',
    components: ['Rotating word (3000 ms, 300 ms fade)', 'Schedule Consultation button', 'Key claims', 'Hero picture'],
  },
  {
    id: 'solutions',
    name: 'Solutions',
    description: 'The full-service offer (the benefits) and the four steps from consultation to launch.',
    components: ['Offer cards', 'Consultation, Design, Installation, Launch'],
  },
  {
    id: 'markets',
    name: 'Markets',
    description: 'Six cards, one per target market, each linking to its landing page.',
    components: [
      'Luxury condos',
      'Medical facilities',
      'Corporate offices',
      'Educational institutions',
      'Fitness and wellness',
      'Hotels',
    ],
  },
  {
    id: 'technology',
    name: 'Technology',
    description: 'Touchless AI product recognition, 99.9% detection accuracy and 24/7 monitoring.',
    components: ['Feature list', 'Technology figures', 'Kiosk picture'],
  },
  {
    id: 'about',
    name: 'About',
    description: 'The founding family and a link to the full story.',
    components: ['Family picture', 'Story', 'Meet the Family link'],
  },
  {
    id: 'reviews',
    name: 'Client reviews',
    description:
      'Up to three client reviews that are published, public and featured (newest first), or the "coming soon" cards.',
    components: ['Review cards with stars', 'Real Feedback, Partner Stories, Results placeholders'],
  },
  {
    id: 'contact',
    name: 'Contact',
    description: 'The consultation request form and the ways to reach the team.',
    components: ['Contact form with the agreement box', 'Phone, e-mail, response time, service area'],
  },
] as const;
