import { PublicLayout } from '../../../components/layout/public-layout';
import { ContactSection } from '../../contact/components/contact-section';
import { ReviewsSection } from '../../reviews/components/reviews-section';

export default function HomePage() {
  return (
    <PublicLayout>
      <h1>Home</h1>
      <ReviewsSection />
      <ContactSection />
    </PublicLayout>
  );
}
