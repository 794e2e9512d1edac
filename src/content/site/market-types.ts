/** The six markets, in the order the site lists them; each slug is also its page's path (`/${slug}`). */
export const marketSlugs = [
  'luxury-condos',
  'medical-facilities',
  'corporate-offices',
  'educational-institutions',
  'fitness-wellness',
  'hotels',
] as const;
export type MarketSlug = (typeof marketSlugs)[number];

/** The icons a scenario card may show, by name; the client draws each one. */
export type MarketIconName =
  | 'book-open'
  | 'building-2'
  | 'clock'
  | 'coffee'
  | 'concierge-bell'
  | 'heart-handshake'
  | 'heart-pulse'
  | 'moon'
  | 'party-popper'
  | 'shield-check'
  | 'smile'
  | 'sparkles'
  | 'trophy'
  | 'users'
  | 'utensils-crossed'
  | 'wallet'
  | 'zap';

export type ScenarioCard = { icon: MarketIconName; title: string; description: string; scenarios: readonly string[] };
export type BenefitCard = { title: string; description: string };
/** A quote on a market page: what one person said, never a claim the business makes. */
export type Testimonial = { quote: string; author: string; title: string; facility: string };

/** Everything one market landing page says, in page order. */
export type MarketContent = {
  slug: MarketSlug;
  label: string;
  title: string;
  intro: string;
  image: { src: string; alt: string };
  heroCta: string;
  highlights: readonly string[];
  scenarios: { heading: string; intro: string; cards: readonly ScenarioCard[] };
  /** `afterTestimonials`: the benefits come after the testimonials instead of before them. */
  benefits: { heading: string; intro: string; cards: readonly BenefitCard[]; afterTestimonials?: boolean };
  testimonials: { heading: string; intro: string; items: readonly Testimonial[] };
  closing: { heading: string; text: string; cta: string };
};
