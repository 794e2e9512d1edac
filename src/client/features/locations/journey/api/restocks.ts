import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { journeyApi, type restockRequest } from '../../../../../contracts/partnership';
import { call } from '../../../../lib/api';
import { endpointQuery } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { locationDetailQuery } from './location';

export const restocksQuery = (locationId: number) => endpointQuery(journeyApi.restocks, { query: { locationId } });

export const useRestocks = (locationId: number) => useQuery(restocksQuery(locationId));

/** A restock on the calendar moves the location's next restock date, so the location (and its overview) reloads. */
export const useScheduleRestock = () =>
  useRefreshingMutation(
    (body: z.input<typeof restockRequest> & { locationId: number }) => call(journeyApi.scheduleRestock, { body }),
    ({ locationId }) => [restocksQuery(locationId).queryKey, locationDetailQuery(locationId).queryKey],
  );
