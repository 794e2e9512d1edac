/**
 * Starting synonym list for the offline assistant (design/assistant.md): a word a visitor types (key, lowercase)
 * and the words the training entries use for the same thing (value, one or more words). It applies until an admin
 * saves a list of their own in the Settings tab of /admin-chatbot-training (docs/decisions/011).
 */
export const defaultSynonyms: Readonly<Record<string, string>> = {
  // pricing
  price: 'cost',
  prices: 'cost',
  pricing: 'cost',
  fee: 'cost',
  fees: 'cost',
  expensive: 'cost',
  cheap: 'cost',
  // what it is
  vending: 'micro market',
  micromarket: 'micro market',
  micromarkets: 'micro market',
  // installation and space
  setup: 'install',
  footprint: 'space',
  sqft: 'square feet space',
  electricity: 'power',
  electrical: 'power',
  wifi: 'connectivity',
  internet: 'connectivity',
  // upkeep
  refill: 'restock',
  replenish: 'restock',
  fix: 'repair',
  broke: 'broken',
  maintain: 'maintenance',
  maintained: 'maintenance',
  fridge: 'cooler',
  refrigerator: 'cooler',
  freezer: 'cooler',
  // payment and billing
  overcharged: 'charged wrong amount',
  overcharge: 'charged wrong amount',
  applepay: 'phone pay',
  debit: 'card',
  // agreement and account
  contract: 'agreement',
  signup: 'get started',
  onboarding: 'get started',
  login: 'log in',
  username: 'location code',
  // customization
  cabinet: 'cabinetry',
  cabinets: 'cabinetry',
  millwork: 'cabinetry',
  woodwork: 'cabinetry',
  // properties
  apartment: 'condo',
  residential: 'condo residents',
  hoa: 'condo association',
  clinic: 'medical',
  dorm: 'residence hall campus',
  workplace: 'office',
  motel: 'hotel',
  resort: 'hotel',
  workout: 'fitness',
  // company and trust
  owner: 'founder',
  located: 'service area',
  accurate: 'accuracy',
  steal: 'theft',
  stealing: 'theft',
  shoplift: 'shoplifting theft',
  outage: 'down emergency',
};
