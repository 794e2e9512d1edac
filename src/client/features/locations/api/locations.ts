import { useQuery } from '@tanstack/react-query';
import type { PartnershipStage } from '../../../../contracts/enums';
import type {
  CreateLocationRequest,
  LocationItem,
  UpdateLocationRequest,
} from '../../../../contracts/property-managers';
import { apiRequest } from '../../../lib/api';
import { pageQuery } from '../../../lib/api-queries';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Invalidating this refreshes every page and filter of the accounts list. */
export const locationsListKey = ['/api/admin/locations'] as const;
// Property-manager accounts show in the user list too (decision 006).
const usersListKey = ['/api/admin/users'] as const;

export type LocationFilters = { search?: string; installationStatus?: string; partnershipStage?: string };

export const locationsQuery = (filters: LocationFilters, page: number, pageSize = 25) =>
  pageQuery<LocationItem>(locationsListKey, '/api/admin/locations', { ...filters, page, pageSize });

export const useLocations = (filters: LocationFilters, page: number) => useQuery(locationsQuery(filters, page));

const useLocationChange = <T>(send: (input: T) => Promise<Response>) =>
  useRefreshingMutation(send, () => [locationsListKey, usersListKey]);

export const useCreateLocation = () =>
  useLocationChange((body: CreateLocationRequest) => apiRequest('POST', '/api/admin/locations', body));
export const useUpdateLocation = () =>
  useLocationChange(({ id, ...body }: UpdateLocationRequest & { id: number }) =>
    apiRequest('PUT', `/api/admin/locations/${id}`, body),
  );
/** A stage change alone sends only partnershipStage (docs/product/property-managers-and-journey.md). */
export const useSetPartnershipStage = () =>
  useLocationChange(({ id, partnershipStage }: { id: number; partnershipStage: PartnershipStage }) =>
    apiRequest('PUT', `/api/admin/locations/${id}`, { partnershipStage }),
  );
export const useDeleteLocation = () =>
  useLocationChange((id: number) => apiRequest('DELETE', `/api/admin/locations/${id}`));
export const useResetLocationPassword = () =>
  useLocationChange(({ id, password }: { id: number; password: string }) =>
    apiRequest('POST', `/api/admin/locations/${id}/reset-password`, { password }),
  );
