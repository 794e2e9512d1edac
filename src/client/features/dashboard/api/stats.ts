import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../../../contracts/dashboard';
import { endpointQuery } from '../../../lib/api-queries';

export const dashboardStatsQuery = () => endpointQuery(dashboardApi.stats);

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery());
}
