import { useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../../../contracts/portal';
import { endpointQuery } from '../../../../lib/api-queries';

/** `portalApi.restocks`: past and planned restocks, newest first. */
export const restocksQuery = () => endpointQuery(portalApi.restocks);
export const useRestocks = () => useQuery(restocksQuery());
