/**
 * Starting synonym list for the offline assistant: abbreviations and names that the engine's English word vectors
 * cannot know, each with the words the knowledge uses for it. Everyday wording needs no list: the engine reads
 * words by their meaning (docs/decisions/026). It applies until an admin saves a list of their own in the Settings
 * tab of /admin-chatbot-training.
 */
export const defaultSynonyms: Readonly<Record<string, string>> = {
  'how much': 'cost',
  hoa: 'condominium association board',
  nicu: 'hospital',
  icu: 'hospital',
  er: 'hospital',
  'apple pay': 'phone payment',
  'google pay': 'phone payment',
  micromarket: 'micro market',
  'pm portal': 'property manager portal',
  // Names the vectors lack, which the word reader would otherwise read as a common word a slip or two away
  // ("crossfire", "working", "venom"): decision 079.
  crossfit: 'gym',
  coworking: 'shared office',
  venmo: 'phone payment',
  zelle: 'phone payment',
  'cash app': 'phone payment',
  // A phrase whose words mean something else alone: "clean-label bars?" asks for simple, healthy products, not who
  // cleans the market.
  'clean label': 'healthy natural',
};
