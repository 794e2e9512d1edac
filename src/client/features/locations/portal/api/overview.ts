import { useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../../../contracts/portal';
import { endpointQuery } from '../../../../lib/api-queries';

/** `portalApi.overview`: progress, milestones, the counts and the dates (docs/product/portal.md). */
export const overviewQuery = () => endpointQuery(portalApi.overview);
export const useOverview = () => useQuery(overviewQuery());
