import { PublicLayout } from '../../../components/layout/public-layout';

export default function CustomerServicePage() {
  return (
    <PublicLayout>
      <h1>Customer service</h1>
    </PublicLayout>
  );
}
