import { useQuery } from '@tanstack/react-query';
import type { RestockItem } from '../../../../../contracts/partnership';
import { portalQuery } from '../../../../components/portal/portal-query';

/** GET /api/property-manager/restocks: past and planned restocks, newest first. */
export const restocksQuery = () => portalQuery<RestockItem[]>('/api/property-manager/restocks');
export const useRestocks = () => useQuery(restocksQuery());
