import type { ComponentType } from 'react';
import { PublicLayout } from '../../../components/layout/public-layout';

const stub = (title: string) => () => (
  <PublicLayout>
    <h1>{title}</h1>
  </PublicLayout>
);

export const marketPages: Record<string, ComponentType> = {
  'luxury-condos': stub('Luxury condos'),
  'medical-facilities': stub('Medical'),
  'corporate-offices': stub('Offices'),
  'educational-institutions': stub('Education'),
  'fitness-wellness': stub('Fitness'),
  hotels: stub('Hotels'),
};
