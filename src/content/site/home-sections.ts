/**
 * The home page's sections in the order the page shows them, each with what a visitor finds in it. The back
 * office's sitemap lists these, so staff read the page as visitors see it; a test renders the home page and checks
 * the order.
 */
export const homeSections = [
  {
    id: 'hero',
    name: 'Opening',
    description:
      'The first screen: a premium market for every kind of building at no cost to the property, with the two ways on (book a consultation or look at the markets).',
    contents: [
      'Headline naming who the market serves',
      'What is included',
      'Schedule Consultation and Explore Markets',
      'Key figures',
      'Picture of markets across the city',
    ],
  },
  {
    id: 'solutions',
    name: 'Solutions',
    description: 'What a property gets at no cost, and the four steps from the first visit to opening day.',
    contents: ['Six reasons to choose us', 'Consultation, design, installation and launch'],
  },
  {
    id: 'markets',
    name: 'Markets',
    description: 'One card for each kind of property we serve, each opening its own page.',
    contents: [
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
    description:
      'How shopping works: take what you want and pay by card, phone or watch, with no queue and no cashier.',
    contents: ['How the checkout, payment, monitoring and restocking work', 'Key figures', 'Picture of a market'],
  },
  {
    id: 'about',
    name: 'About',
    description: 'The family behind the business, in short, with the way to their full story.',
    contents: ['Family picture', 'How it started', 'Meet the Family and Talk to Us'],
  },
  {
    id: 'reviews',
    name: 'Client reviews',
    description:
      'Up to three reviews from our clients, chosen in Client Reviews (published, public and featured, newest first); while there are none, a short note that reviews are coming.',
    contents: ['Review cards with stars, name and property'],
  },
  {
    id: 'contact',
    name: 'Contact',
    description: 'The consultation request form and the other ways to reach the team.',
    contents: ['Consultation request form', 'Phone, e-mail, response time and service area'],
  },
] as const;
