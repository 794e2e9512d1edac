import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../../../contracts/dashboard';

export const dashboardStatsQuery = () => queryOptions<DashboardStats>({ queryKey: ['/api/admin/dashboard/stats'] });

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery());
}
