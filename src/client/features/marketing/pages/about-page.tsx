import { PublicLayout } from '../../../components/layout/public-layout';

export default function AboutPage() {
  return (
    <PublicLayout>
      <h1>About</h1>
    </PublicLayout>
  );
}
