import { useQuery } from '@tanstack/react-query';
import type { CreateLocationRequest } from '../../../../contracts/property-managers';
import type { ProspectItem, ProspectRequest } from '../../../../contracts/prospects';
import { apiRequest } from '../../../lib/api';
import { pageQuery } from '../../../lib/api-queries';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Invalidating this refreshes every page, filter and view of the prospects. */
export const prospectsListKey = ['/api/admin/crm-prospects'] as const;
/** Converting makes a location account: the property-manager list refreshes too. */
const locationsListKey = ['/api/admin/locations'] as const;

export type ProspectFilters = { search?: string; status?: string; priority?: string; facilityType?: string };

export const prospectsQuery = (filters: ProspectFilters, page: number, pageSize: number) =>
  pageQuery<ProspectItem>(prospectsListKey, '/api/admin/crm-prospects', { ...filters, page, pageSize });

export const useProspects = (filters: ProspectFilters, page: number, pageSize: number) =>
  useQuery(prospectsQuery(filters, page, pageSize));

/** Every prospect change: the call, then the lists refresh. */
const useProspectChange = <T, R = unknown>(send: (input: T) => Promise<R>) =>
  useRefreshingMutation(send, [prospectsListKey, locationsListKey]);

export const useCreateProspect = () =>
  useProspectChange((body: ProspectRequest) => apiRequest('POST', '/api/admin/crm-prospects', body));
export const useUpdateProspect = () =>
  useProspectChange(({ id, ...body }: ProspectRequest & { id: number }) =>
    apiRequest('PUT', `/api/admin/crm-prospects/${id}`, body),
  );
export const useDeleteProspect = () =>
  useProspectChange((id: number) => apiRequest('DELETE', `/api/admin/crm-prospects/${id}`));
export const useSetProspectStatus = () =>
  useProspectChange(({ id, status }: { id: number; status: ProspectItem['status'] }) =>
    apiRequest('PATCH', `/api/admin/crm-prospects/${id}/status`, { status }),
  );
export const useAddSampleProspects = () =>
  useProspectChange(
    async () =>
      (await (await apiRequest('POST', '/api/admin/crm-prospects/seed')).json()) as { success: true; count: number },
  );
export const useConvertProspect = () =>
  useProspectChange(
    async ({ id, ...body }: CreateLocationRequest & { id: number }) =>
      (await (await apiRequest('POST', `/api/admin/crm-prospects/${id}/convert`, body)).json()) as {
        success: true;
        propertyManager: { id: number; locationName: string; locationCode: string };
      },
  );
