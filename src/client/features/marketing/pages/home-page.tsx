import { deferredSection } from '../../../components/layout/deferred-section';
import { PublicLayout } from '../../../components/layout/public-layout';
import { HeroSection } from '../components/hero-section';
import { usePageEntryScroll } from '../components/use-page-entry-scroll';

// Below the first screen: prerendered with the page, their code loaded as the visitor scrolls towards them.
const SolutionsSection = deferredSection(() =>
  import('../components/solutions-section').then((module) => module.SolutionsSection),
);
const MarketsSection = deferredSection(() =>
  import('../components/markets-section').then((module) => module.MarketsSection),
);
const TechnologySection = deferredSection(() =>
  import('../components/technology-section').then((module) => module.TechnologySection),
);
const AboutSection = deferredSection(() => import('../components/about-section').then((module) => module.AboutSection));
const ReviewsSection = deferredSection(() => import('../../reviews/lazy').then((module) => module.ReviewsSection), {
  resizesWhenLive: true,
});
const ContactSection = deferredSection(() => import('../../contact/lazy').then((module) => module.ContactSection));

/** The single-page home (docs/product/public-site.md), its sections in the order of `homeSections`. */
export default function HomePage() {
  usePageEntryScroll();
  return (
    <PublicLayout>
      <HeroSection />
      <SolutionsSection />
      <MarketsSection />
      <TechnologySection />
      <AboutSection />
      <ReviewsSection />
      <ContactSection />
    </PublicLayout>
  );
}
