import { useQuery } from '@tanstack/react-query';
import type { PartnershipStage } from '../../../../contracts/enums';
import {
  type CreateLocationRequest,
  locationsApi,
  type UpdateLocationRequest,
} from '../../../../contracts/property-managers';
import { usersApi } from '../../../../contracts/users';
import { call } from '../../../lib/api';
import { endpointPageQuery, keyOf } from '../../../lib/api-queries';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Invalidating this refreshes every page and filter of the accounts list. */
export const locationsListKey = keyOf(locationsApi.list);
// Property-manager accounts show in the user list too (decision 006).
const usersListKey = keyOf(usersApi.list);

export type LocationFilters = { search?: string; installationStatus?: string; partnershipStage?: string };

export const locationsQuery = (filters: LocationFilters, page: number, pageSize = 25) =>
  endpointPageQuery(locationsApi.list, { query: { ...filters, page, pageSize } });

export const useLocations = (filters: LocationFilters, page: number) => useQuery(locationsQuery(filters, page));

const useLocationChange = <T>(send: (input: T) => Promise<unknown>) =>
  useRefreshingMutation(send, () => [locationsListKey, usersListKey]);

export const useCreateLocation = () =>
  useLocationChange((body: CreateLocationRequest) => call(locationsApi.create, { body }));
export const useUpdateLocation = () =>
  useLocationChange(({ id, ...body }: UpdateLocationRequest & { id: number }) =>
    call(locationsApi.update, { params: { id }, body }),
  );
/** A stage change alone sends only partnershipStage (docs/product/property-managers-and-journey.md). */
export const useSetPartnershipStage = () =>
  useLocationChange(({ id, partnershipStage }: { id: number; partnershipStage: PartnershipStage }) =>
    call(locationsApi.update, { params: { id }, body: { partnershipStage } }),
  );
export const useDeleteLocation = () => useLocationChange((id: number) => call(locationsApi.remove, { params: { id } }));
export const useResetLocationPassword = () =>
  useLocationChange(({ id, password }: { id: number; password: string }) =>
    call(locationsApi.resetPassword, { params: { id }, body: { password } }),
  );
