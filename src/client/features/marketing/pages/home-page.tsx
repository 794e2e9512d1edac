import { PublicLayout } from '../../../components/layout/public-layout';
import { ContactSection } from '../../contact/components/contact-section';
import { ReviewsSection } from '../../reviews/components/reviews-section';
import { AboutSection } from '../components/about-section';
import { HeroSection } from '../components/hero-section';
import { MarketsSection } from '../components/markets-section';
import { SolutionsSection } from '../components/solutions-section';
import { TechnologySection } from '../components/technology-section';
import { usePageEntryScroll } from '../components/use-page-entry-scroll';

/** The single-page home (docs/product/public-site.md). */
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
