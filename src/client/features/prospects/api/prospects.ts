import { useQuery } from '@tanstack/react-query';
import { type CreateLocationRequest, locationsApi } from '../../../../contracts/property-managers';
import { type ProspectItem, prospectsApi } from '../../../../contracts/prospects';
import { call } from '../../../lib/api';
import { endpointPageQuery, keyOf } from '../../../lib/api-queries';
import { recordChanges } from '../../../lib/record-changes';

/** Invalidating this refreshes every page, filter and view of the prospects. */
export const prospectsListKey = keyOf(prospectsApi.list);
/** Converting makes a location account: the property-manager list refreshes too. */
const locationsListKey = keyOf(locationsApi.list);

export type ProspectFilters = { search?: string; status?: string; priority?: string; facilityType?: string };

export const prospectsQuery = (filters: ProspectFilters, page: number, pageSize: number) =>
  endpointPageQuery(prospectsApi.list, { query: { ...filters, page, pageSize } });

export const useProspects = (filters: ProspectFilters, page: number, pageSize: number) =>
  useQuery(prospectsQuery(filters, page, pageSize));

/** Every prospect change: the call, then the lists refresh. */
const prospectChanges = recordChanges(prospectsApi, [prospectsListKey, locationsListKey]);
const useProspectChange = prospectChanges.useChange;

export const { useSave: useSaveProspect, useRemove: useDeleteProspect } = prospectChanges;
export const useSetProspectStatus = () =>
  useProspectChange(({ id, status }: { id: number; status: ProspectItem['status'] }) =>
    call(prospectsApi.setStatus, { params: { id }, body: { status } }),
  );
export const useConvertProspect = () =>
  useProspectChange(({ id, ...body }: CreateLocationRequest & { id: number }) =>
    call(prospectsApi.convert, { params: { id }, body }),
  );
