import { corporateOffices } from './market-pages/corporate-offices';
import { educationalInstitutions } from './market-pages/educational-institutions';
import { fitnessWellness } from './market-pages/fitness-wellness';
import { hotels } from './market-pages/hotels';
import { luxuryCondos } from './market-pages/luxury-condos';
import { medicalFacilities } from './market-pages/medical-facilities';
import type { MarketContent, MarketSlug } from './market-types';

export type {
  BenefitCard,
  MarketContent,
  MarketIconName,
  MarketSlug,
  ScenarioCard,
  Testimonial,
} from './market-types';
export { marketSlugs } from './market-types';

/** The words of the six market landing pages, by slug. */
export const markets: Record<MarketSlug, MarketContent> = {
  'luxury-condos': luxuryCondos,
  'medical-facilities': medicalFacilities,
  'corporate-offices': corporateOffices,
  'educational-institutions': educationalInstitutions,
  'fitness-wellness': fitnessWellness,
  hotels,
};
