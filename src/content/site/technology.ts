/** Home section 4 (id technology): how the smart store units work. */
export const technology = {
  eyebrow: 'Technology',
  title: 'Grab what you want. We handle the rest.',
  intro:
    'Our smart store units use computer vision to recognize each product as it is picked up, so checkout takes seconds and every charge is right.',
  features: [
    { title: 'Touchless AI recognition', text: 'Computer vision sees what leaves the shelf. No scanning, no queue.' },
    { title: 'Cashless, contactless payment', text: 'Cards, phones and watches. Tap and go.' },
    { title: '24/7 remote monitoring', text: 'We watch cooler temperatures, stock and every unit around the clock.' },
    {
      title: 'Smart inventory',
      text: 'Live sales data tells us what to restock and what to add before a shelf runs empty.',
    },
  ],
  figures: [
    { value: '99.9%', label: 'Detection accuracy' },
    { value: '99.9%', label: 'Uptime' },
    { value: '24/7', label: 'Remote monitoring' },
  ],
  image: {
    src: '/assets/technology.svg',
    alt: 'Camera sensors recognizing a bottle, a snack bag and an apple on a shelf while a phone pays at a touchscreen kiosk',
  },
} as const;
