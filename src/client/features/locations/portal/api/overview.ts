import { useQuery } from '@tanstack/react-query';
import type { PortalOverview } from '../../../../../contracts/portal';
import { portalQuery } from '../../../../components/portal/portal-query';

/** GET /api/property-manager/overview: progress, milestones, the counts and the dates (docs/product/portal.md). */
export const overviewQuery = () => portalQuery<PortalOverview>('/api/property-manager/overview');
export const useOverview = () => useQuery(overviewQuery());
