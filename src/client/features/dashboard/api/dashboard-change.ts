import type { QueryKey } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { dashboardStatsQuery } from './stats';

/**
 * A change of one item of a dashboard list: the call, then the list (every page and filter, cached under the one
 * list key) and the stat cards refresh.
 */
export const useDashboardChange = <Input, Item>(send: (input: Input) => Promise<Item>, listKey: QueryKey) =>
  useRefreshingMutation(send, [listKey, dashboardStatsQuery().queryKey]);
